import {
  deadlineDays,
  deadlineSection,
  formatDisplayId,
  formatReportDate,
  normalizeSalesTaxFrequency,
  openDeadlineSection,
  salesTaxPeriodDueOn,
  salesTaxPeriodsFiltered,
  salesTaxStatus,
  TRACKED_SALES_TAX_FREQUENCIES,
  yearChoices,
  type DeadlineSection,
  type SalesTaxFilingsQuery,
  type SalesTaxFilingUpdateInput,
  type SalesTaxStatus,
  type TrackedSalesTaxFrequency,
} from '@app/domain';
import { inTransaction, type Ctx, type UserCtx } from '../../core/service-context';
import type { CsvExport } from '../../lists/csv-export';
import { deadlineList } from '../../lists/deadline-list.service';
import { badRequest, notFound } from '../../core/app-error';
import type { Page } from '../../lists/list-page';
import * as audit from '../audit/audit.service';
import { firmToday } from '../../core/firm-date';
import * as periods from './sales-tax-periods.repo';
import * as repo from './sales-tax.repo';
import { remember } from '../../cache/read-cache';

// Sales tax (spec 4 section 2.6): the filing periods come from the organizations' frequencies and
// the domain's due-date rules (any year); the status and filed date are saved on the server
// (docs/decisions/2-data.md), one row per organization and due date once someone changes it.

export interface SalesTaxFilingView {
  organizationId: number;
  organization: string;
  organizationName: string;
  formattedId: string;
  frequency: string;
  kind: 'return' | 'prepayment';
  filingPeriod: string;
  periodStart: string;
  periodEnd: string;
  dueDate: string;
  status: SalesTaxStatus;
  filedDate: string | null;
  state: DeadlineSection;
  daysOverdue: number;
  daysRemaining: number;
}

function toView(row: repo.FilingRow, today: string): SalesTaxFilingView {
  const filedDate = row.status === 'filed' ? row.filedDate : null;
  return {
    organizationId: row.organizationId,
    organization: row.organizationName,
    organizationName: row.organizationName,
    formattedId: formatDisplayId('organization', row.organizationId),
    frequency: row.frequency,
    kind: row.kind,
    filingPeriod: row.periodLabel,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    dueDate: row.dueDate,
    status: salesTaxStatus(row.dueDate, filedDate, today),
    filedDate,
    state: deadlineSection(row.dueDate, filedDate !== null, today),
    ...deadlineDays(row.dueDate, today),
  };
}

/** The periods a query covers: its frequency (or all four), its year (default: this year), month or quarter. */
export function periodsOf(
  query: Pick<SalesTaxFilingsQuery, 'frequency' | 'year' | 'month' | 'quarter'>,
  today: string,
): repo.PeriodSpec[] {
  const year = query.year ?? Number(today.slice(0, 4));
  const frequencies: readonly TrackedSalesTaxFrequency[] = query.frequency
    ? [query.frequency]
    : TRACKED_SALES_TAX_FREQUENCIES;
  return frequencies.flatMap((frequency) =>
    salesTaxPeriodsFiltered(frequency, {
      year,
      month: frequency === 'Monthly' ? query.month : undefined,
      quarter: frequency === 'Quarterly' || frequency === 'Quarterly Prepay' ? query.quarter : undefined,
    }).map((p) => ({
      frequency,
      kind: p.kind,
      label: p.label,
      periodStart: p.periodStart,
      periodEnd: p.periodEnd,
      dueDate: p.dueDate,
    })),
  );
}

const STATUS_LABELS = { pending: 'Pending', overdue: 'Overdue', filed: 'Filed' } as const;

const deadlines = deadlineList({
  name: 'salesTax',
  repo,
  filterOf: (query: SalesTaxFilingsQuery, today): repo.FilingFilter => ({
    periods: periodsOf(query, today),
    section: query.section,
    today,
  }),
  toView,
  csv: {
    filename: 'sales-tax-filings',
    header: ['Organization ID', 'Organization', 'Frequency', 'Filing Period', 'Due Date', 'Status', 'Filed Date'],
    row: (v: SalesTaxFilingView) => [
      v.formattedId,
      v.organization,
      v.frequency,
      v.filingPeriod,
      formatReportDate(v.dueDate),
      STATUS_LABELS[v.status],
      formatReportDate(v.filedDate),
    ],
  },
});

/** GET /api/sales-tax-filings?frequency=&year=: a page and the total. */
export const list = (ctx: Ctx, query: SalesTaxFilingsQuery): Promise<Page<SalesTaxFilingView>> =>
  deadlines.list(ctx, query);

/** GET /api/sales-tax-filings?format=csv: the list under the same filters as CSV. */
export const csv = (ctx: Ctx, query: SalesTaxFilingsQuery): CsvExport => deadlines.csv(ctx, query);

/** Year choices (last year to next year, docs/decisions/5-beyond.md) and today. */
export function overview(ctx: Ctx): { years: number[]; today: string } {
  const today = firmToday(ctx);
  return { years: yearChoices(today, 1, 1).reverse(), today };
}

/** Open filings per frequency (the tabs' badges) and the section counts of the query. */
export function counts(
  ctx: Ctx,
  query: SalesTaxFilingsQuery,
): Promise<{ tabs: Record<string, number>; sections: Record<DeadlineSection, number> }> {
  return remember(ctx, 'salesTax.counts', query, () => countsUncached(ctx, query));
}

async function countsUncached(
  ctx: Ctx,
  query: SalesTaxFilingsQuery,
): Promise<{ tabs: Record<string, number>; sections: Record<DeadlineSection, number> }> {
  const today = firmToday(ctx);
  // The query's periods are some of the year's (its frequency, month or quarter): one tally serves both.
  const year = periodsOf({ year: query.year }, today);
  const tallies = await periods.periodTallies(ctx.db, year);
  const inQuery = new Set(periodsOf(query, today).map((p) => `${p.frequency}|${p.kind}|${p.dueDate}`));
  const tabs: Record<string, number> = {};
  const sections: Record<DeadlineSection, number> = { overdue: 0, upcoming: 0, completed: 0 };
  year.forEach((p, i) => {
    const { rows, filed } = tallies[i]!;
    if (rows > filed) tabs[p.frequency] = (tabs[p.frequency] ?? 0) + rows - filed;
    if (!inQuery.has(`${p.frequency}|${p.kind}|${p.dueDate}`)) return;
    sections.completed += filed;
    sections[openDeadlineSection(p.dueDate, today)] += rows - filed;
  });
  // By name, as the frequencies came from the grouped query before.
  return { tabs: Object.fromEntries(Object.entries(tabs).sort(([a], [b]) => (a < b ? -1 : 1))), sections };
}

/** PUT /api/sales-tax-filings/{organizationId}/{dueDate} {status}: filed records today, pending clears it. */
export async function update(ctx: UserCtx, input: SalesTaxFilingUpdateInput): Promise<SalesTaxFilingView> {
  return inTransaction(ctx, async (tx) => {
    const org = await repo.organizationFrequency(tx.db, input.organizationId);
    if (!org) throw notFound('Organization not found');
    const frequency = normalizeSalesTaxFrequency(org.salesTaxFrequency);
    if (!frequency) throw badRequest('organizationId: this organization does not track sales tax');
    const period = salesTaxPeriodDueOn(frequency, input.dueDate);
    if (!period) throw notFound(`dueDate: no ${frequency} sales tax filing is due on ${input.dueDate}`);
    const today = firmToday(tx);
    await repo.upsertFiling(tx.db, {
      organizationId: input.organizationId,
      frequency,
      kind: period.kind,
      periodLabel: period.label,
      periodStart: period.periodStart,
      periodEnd: period.periodEnd,
      dueDate: period.dueDate,
      status: input.status,
      filedDate: input.status === 'filed' ? today : null,
      updatedBy: ctx.user.id,
    });
    await audit.record(tx, {
      action: 'update',
      entityType: 'sales_tax_filing',
      entityId: input.organizationId,
      fields: ['status'],
      detail: { dueDate: input.dueDate, status: input.status },
    });
    const spec = {
      frequency,
      kind: period.kind,
      label: period.label,
      periodStart: period.periodStart,
      periodEnd: period.periodEnd,
      dueDate: period.dueDate,
    };
    const [row] = await repo.listPage(tx.db, { periods: [spec], organizationId: input.organizationId, today }, 1, 0);
    return toView(row!, today);
  });
}
