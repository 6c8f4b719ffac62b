import {
  DEADLINE_SECTION_LABELS,
  can,
  deadlineDays,
  deadlineSection,
  estimatedTaxDefaultFilterFromCounts,
  estimatedTaxSchedule,
  firmYear,
  formatDisplayId,
  formatReportDate,
  type DeadlineSection,
  type EstimatedTaxFilter,
  type EstimatedTaxGenerate,
  type EstimatedTaxListQuery,
  type EstimatedTaxPaymentUpdate,
  type EstimatedTaxRemove,
} from '@app/domain';
import { inTransaction, type Ctx, type UserCtx } from '../../core/service-context';
import type { CsvExport } from '../../lists/csv-export';
import { deadlineList } from '../../lists/deadline-list.service';
import { toIso } from '@app/db';
import { forbidden, notFound } from '../../core/app-error';
import type { Page } from '../../lists/list-page';
import { firmToday } from '../../core/firm-date';
import { permissionMessage } from '../../security/access';
import * as audit from '../audit/audit.service';
import { assertOwnerExists, ownerKeys, OWNER_AREA, type Owner } from '../profile-records/owner';
import * as repo from './estimated-tax.repo';
import { remember } from '../../cache/read-cache';

// docs/decisions/2-data.md: turning `estimatedTaxes` on creates the four payments (April 15, June 15,
// September 15, January 15 of the next year) for the current tax year and the next one; turning
// it off removes the pending ones. Both are idempotent and join the caller's transaction, so a
// client or organization save runs them inside its own.

/** The current tax year: today's year in the firm's time zone. */
export function currentTaxYear(now: Date): number {
  return firmYear(now);
}

/** Creates the missing payments of the current and next tax year; answers how many were created. */
export function generateFor(ctx: Ctx, owner: Owner, userId?: number | null): Promise<number> {
  return generateForEach(ctx, [owner], userId);
}

/**
 * generateFor for many owners in one insert (an import's batch): each statement on the payments
 * table runs its count triggers once, so one per owner cost more than the rows themselves.
 */
export function generateForEach(ctx: Ctx, owners: readonly Owner[], userId?: number | null): Promise<number> {
  if (owners.length === 0) return Promise.resolve(0);
  return inTransaction(ctx, async (tx) => {
    const year = currentTaxYear(tx.now());
    const createdBy = userId ?? tx.user?.id ?? null;
    const schedule = [year, year + 1].flatMap((taxYear) => estimatedTaxSchedule(taxYear));
    const rows = owners.flatMap((owner) =>
      schedule.map((due) => ({
        ...ownerKeys(owner),
        taxYear: due.taxYear,
        quarter: due.quarter,
        dueDate: due.dueDate,
        reminderDate: due.reminderDate,
        createdBy,
      })),
    );
    return repo.insertMissing(tx.db, rows);
  });
}

/** Removes the pending payments; answers how many were removed. */
export function removePendingFor(ctx: Ctx, owner: Owner): Promise<number> {
  return repo.deletePending(ctx.db, owner);
}

function guard(ctx: UserCtx, kind: Owner['kind']): void {
  const area = OWNER_AREA[kind];
  if (!can(ctx.user, area, 'edit')) throw forbidden(permissionMessage(area, 'edit'));
}

/** The spec's explicit call (POST /api/estimated-tax-payments/generate). */
export async function generate(ctx: UserCtx, input: EstimatedTaxGenerate): Promise<{ created: number }> {
  guard(ctx, input.entityType);
  const owner: Owner = { kind: input.entityType, id: input.entityId };
  return inTransaction(ctx, async (tx) => {
    await assertOwnerExists(tx.db, owner);
    const created = await generateFor(tx, owner, ctx.user.id);
    if (created > 0)
      await audit.record(tx, {
        action: 'estimated_tax_generate',
        entityType: owner.kind,
        entityId: owner.id,
        detail: { created },
      });
    return { created };
  });
}

/** The spec's explicit call (DELETE /api/estimated-tax-payments/remove). */
export async function remove(ctx: UserCtx, input: EstimatedTaxRemove): Promise<{ removed: number }> {
  guard(ctx, input.entityType);
  const owner: Owner = { kind: input.entityType, id: input.entityId };
  return inTransaction(ctx, async (tx) => {
    await assertOwnerExists(tx.db, owner);
    const removed = await removePendingFor(tx, owner);
    if (removed > 0)
      await audit.record(tx, {
        action: 'estimated_tax_remove',
        entityType: owner.kind,
        entityId: owner.id,
        detail: { removed },
      });
    return { removed };
  });
}

export interface EstimatedTaxPaymentView {
  id: number;
  clientId: number | null;
  organizationId: number | null;
  entityType: 'client' | 'organization';
  entityId: number;
  entityName: string;
  formattedId: string;
  quarter: number;
  year: number;
  taxYear: number;
  dueDate: string;
  reminderDate: string;
  status: 'pending' | 'completed';
  completedAt: string | null;
  /** overdue, upcoming or completed, as of the firm's today. */
  state: DeadlineSection;
  daysOverdue: number;
  daysRemaining: number;
}

function toView(row: repo.PaymentListRow, today: string): EstimatedTaxPaymentView {
  return {
    id: row.id,
    clientId: row.clientId,
    organizationId: row.organizationId,
    entityType: row.entityType,
    entityId: row.entityId,
    entityName: row.entityName ?? '',
    formattedId: formatDisplayId(row.entityType, row.entityId),
    quarter: row.quarter,
    year: row.taxYear,
    taxYear: row.taxYear,
    dueDate: row.dueDate,
    reminderDate: row.reminderDate,
    status: row.status,
    completedAt: row.completedAt ? toIso(row.completedAt) : null,
    state: deadlineSection(row.dueDate, row.status === 'completed', today),
    ...deadlineDays(row.dueDate, today),
  };
}

function filterOf(query: EstimatedTaxListQuery, today: string): repo.PaymentFilter {
  return { quarter: query.quarter, year: query.year, status: query.status, section: query.section, today };
}

const deadlines = deadlineList({
  name: 'estimatedTax',
  repo,
  filterOf,
  toView,
  csv: {
    filename: 'estimated-tax-payments',
    header: [
      'Entity ID',
      'Entity Name',
      'Type',
      'Quarter',
      'Tax Year',
      'Due Date',
      'Status',
      'Days Overdue',
      'Days Remaining',
    ],
    row: (v: EstimatedTaxPaymentView) => [
      v.formattedId,
      v.entityName,
      v.entityType === 'client' ? 'Client' : 'Organization',
      `Q${v.quarter}`,
      v.taxYear,
      formatReportDate(v.dueDate),
      DEADLINE_SECTION_LABELS[v.state],
      v.daysOverdue,
      v.daysRemaining,
    ],
  },
});

/** GET /api/estimated-tax-payments and /api/estimated-taxes/all: one page and the total. */
export const list = (ctx: Ctx, query: EstimatedTaxListQuery): Promise<Page<EstimatedTaxPaymentView>> =>
  deadlines.list(ctx, query);

/** The list under the same filters as CSV. */
export const csv = (ctx: Ctx, query: EstimatedTaxListQuery): CsvExport => deadlines.csv(ctx, query);

/** What the screen opens with: the years of the data (newest first), the default filter, the section counts. */
export function overview(ctx: Ctx): Promise<{ years: number[]; defaultFilter: EstimatedTaxFilter; today: string }> {
  // Kept like the list it opens (read-cache.ts): every visit to the screen asks for it. Computed on
  // every call, it was the one call the cache under 20 writes a second served slower than the cache
  // off (p99 48 against 39 ms, docs/benchmarks.md).
  return remember(ctx, 'estimatedTax.overview', null, async () => {
    const today = firmToday(ctx);
    const [years, current] = await Promise.all([
      repo.years(ctx.db),
      repo.yearCounts(ctx.db, Number(today.slice(0, 4))),
    ]);
    return { years, defaultFilter: estimatedTaxDefaultFilterFromCounts(current, today), today };
  });
}

export function counts(ctx: Ctx, query: EstimatedTaxListQuery): Promise<Record<DeadlineSection, number>> {
  return remember(ctx, 'estimatedTax.counts', query, () =>
    repo.sectionCounts(ctx.db, filterOf({ ...query, section: undefined }, firmToday(ctx))),
  );
}

/** PUT /api/estimated-tax-payments/{id} {status}: saved with who and when, audited. */
export async function update(ctx: UserCtx, input: EstimatedTaxPaymentUpdate): Promise<EstimatedTaxPaymentView> {
  return inTransaction(ctx, async (tx) => {
    const found = await repo.findById(tx.db, input.id);
    if (!found) throw notFound('Estimated tax payment not found');
    await repo.setStatus(tx.db, input.id, input.status, input.status === 'completed' ? tx.now() : null, ctx.user.id);
    await audit.record(tx, {
      action: 'update',
      entityType: 'estimated_tax_payment',
      entityId: input.id,
      fields: ['status'],
      detail: { status: input.status },
    });
    const today = firmToday(tx);
    const [row] = await repo.listPage(tx.db, { today, id: input.id }, 1, 0);
    if (!row) throw notFound('Estimated tax payment not found');
    return toView(row, today);
  });
}
