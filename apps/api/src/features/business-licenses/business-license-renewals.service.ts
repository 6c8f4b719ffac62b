import {
  businessLicenseStatus,
  deadlineDays,
  deadlineSection,
  formatDisplayId,
  formatReportDate,
  laCityLicenseYearChoices,
  yearChoices,
  type BusinessLicenseListQuery,
  type BusinessLicenseRenewalUpdate,
  type DeadlineSection,
} from '@app/domain';
import { inTransaction, type Ctx, type UserCtx } from '../../core/service-context';
import type { CsvExport } from '../../lists/csv-export';
import { deadlineList } from '../../lists/deadline-list.service';
import { toIso } from '@app/db';
import { notFound } from '../../core/app-error';
import type { Page } from '../../lists/list-page';
import * as audit from '../audit/audit.service';
import { firmToday } from '../../core/firm-date';
import type { RenewalKind } from './business-licenses.repo';
import * as repo from './business-license-renewals.repo';
import { remember } from '../../cache/read-cache';

// The Business License Renewals screen (spec 4 section 2.7): LA City and Other renewals, their
// status saved on the server.

export interface RenewalListView {
  id: number;
  organizationId: number;
  organizationName: string;
  formattedId: string;
  kind: RenewalKind;
  year: number;
  dueDate: string;
  /** pending, completed, or overdue (pending past its due date), as spec 4 section 3 lists them. */
  status: 'pending' | 'completed' | 'overdue';
  completedAt: string | null;
  state: DeadlineSection;
  daysOverdue: number;
  daysRemaining: number;
}

function toView(row: repo.RenewalListRow, today: string): RenewalListView {
  return {
    id: row.id,
    organizationId: row.organizationId,
    organizationName: row.organizationName,
    formattedId: formatDisplayId('organization', row.organizationId),
    kind: row.kind,
    year: row.year,
    dueDate: row.dueDate,
    status: businessLicenseStatus(row.status, row.dueDate, today),
    completedAt: row.completedAt ? toIso(row.completedAt) : null,
    state: deadlineSection(row.dueDate, row.status === 'completed', today),
    ...deadlineDays(row.dueDate, today),
  };
}

const filterOf = (q: BusinessLicenseListQuery, today: string): repo.RenewalFilter => ({
  kind: q.kind,
  year: q.year,
  month: q.month,
  section: q.section,
  organizationId: q.organizationId,
  today,
});

const STATUS_LABELS = { pending: 'Pending', completed: 'Completed', overdue: 'Overdue' } as const;

const deadlines = deadlineList({
  name: 'businessLicenses',
  repo,
  filterOf,
  toView,
  csv: {
    filename: 'business-license-renewals',
    header: ['Organization ID', 'Organization', 'Type', 'Year', 'Due Date', 'Status'],
    row: (v: RenewalListView) => [
      v.formattedId,
      v.organizationName,
      v.kind === 'la_city' ? 'LA City' : 'Other',
      v.year,
      formatReportDate(v.dueDate),
      STATUS_LABELS[v.status],
    ],
  },
});

/** GET /api/business-license-renewals: a page and the total. */
export const list = (ctx: Ctx, query: BusinessLicenseListQuery): Promise<Page<RenewalListView>> =>
  deadlines.list(ctx, query);

/** GET /api/business-license-renewals?format=csv: the list under the same filters as CSV. */
export const csv = (ctx: Ctx, query: BusinessLicenseListQuery): CsvExport => deadlines.csv(ctx, query);

/** The tabs' year choices (LA City: this year to +2; Other: two years back to next year) and today. */
export function overview(ctx: Ctx): { laCityYears: number[]; otherYears: number[]; today: string } {
  const today = firmToday(ctx);
  return { laCityYears: laCityLicenseYearChoices(today), otherYears: yearChoices(today, 2, 1).reverse(), today };
}

/** Section counts under the filters, and the Other tab's month buttons (organizations with open renewals per month). */
export function counts(
  ctx: Ctx,
  query: BusinessLicenseListQuery,
): Promise<{ sections: Record<DeadlineSection, number>; months: Record<number, number> }> {
  return remember(ctx, 'businessLicenses.counts', query, () => countsUncached(ctx, query));
}

async function countsUncached(
  ctx: Ctx,
  query: BusinessLicenseListQuery,
): Promise<{ sections: Record<DeadlineSection, number>; months: Record<number, number> }> {
  const today = firmToday(ctx);
  const [sections, months] = await Promise.all([
    deadlines.sectionCounts(ctx, query),
    repo.openOrganizationsByMonth(ctx.db, { kind: query.kind, year: query.year, today }),
  ]);
  return { sections, months };
}

/** PUT /api/business-license-renewals/{id} {status}: saved and audited. */
export async function update(ctx: UserCtx, input: BusinessLicenseRenewalUpdate): Promise<RenewalListView> {
  return inTransaction(ctx, async (tx) => {
    const today = firmToday(tx);
    const [found] = await repo.listPage(tx.db, { id: input.id, today }, 1, 0);
    if (!found) throw notFound('Business license renewal not found');
    const at = input.status === 'completed' ? tx.now() : null;
    await repo.setStatus(tx.db, input.id, input.status, at, ctx.user.id);
    await audit.record(tx, {
      action: 'update',
      entityType: 'business_license_renewal',
      entityId: input.id,
      fields: ['status'],
      detail: { status: input.status },
    });
    return toView({ ...found, status: input.status, completedAt: at ? at.toISOString() : null }, today);
  });
}
