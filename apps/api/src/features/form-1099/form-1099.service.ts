import {
  DEADLINE_SECTION_LABELS,
  deadlineDays,
  deadlineSection,
  form1099Dates,
  form1099ListedYears,
  form1099YearChoices,
  formatDisplayId,
  formatReportDate,
  openItemCanBeIn,
  type DeadlineSection,
  type Form1099ListQuery,
  type Form1099Update,
} from '@app/domain';
import { inTransaction, type Ctx, type UserCtx } from '../../core/service-context';
import type { CsvExport } from '../../lists/csv-export';
import { deadlineList } from '../../lists/deadline-list.service';
import { toIso } from '@app/db';
import { notFound } from '../../core/app-error';
import { countedPage, type Page } from '../../lists/list-page';
import * as audit from '../audit/audit.service';
import { firmToday } from '../../core/firm-date';
import * as repo from './form-1099.repo';
import { remember } from '../../cache/read-cache';

// The 1099 reminder (spec 4 section 2.3), one row per entity with issues1099 and tax year; the
// status is saved on the server (docs/decisions/2-data.md), due January 31 of the year after the tax year.

export interface Form1099View {
  entityType: 'client' | 'organization';
  entityId: number;
  entityName: string;
  formattedId: string;
  taxYear: number;
  year: number;
  dueDate: string;
  reminderDate: string;
  status: 'pending' | 'completed';
  completedAt: string | null;
  state: DeadlineSection;
  overdue: boolean;
  daysOverdue: number;
  daysRemaining: number;
}

function toView(row: repo.Form1099Row, today: string): Form1099View {
  const state = deadlineSection(row.dueDate, row.status === 'completed', today);
  return {
    entityType: row.entityType,
    entityId: row.entityId,
    entityName: row.entityName,
    formattedId: formatDisplayId(row.entityType, row.entityId),
    taxYear: row.taxYear,
    year: row.taxYear,
    dueDate: row.dueDate,
    reminderDate: form1099Dates(row.taxYear).reminderDate,
    status: row.status,
    completedAt: row.completedAt ? toIso(row.completedAt) : null,
    state,
    overdue: state === 'overdue',
    ...deadlineDays(row.dueDate, today),
  };
}

/** The repository filter of a section: the tax years whose due date puts them in it. */
export function filterOf(query: Pick<Form1099ListQuery, 'year' | 'section'>, today: string): repo.Form1099Filter {
  const years = query.year !== undefined ? [query.year] : form1099ListedYears(today);
  if (!query.section) return { taxYears: years };
  if (query.section === 'completed') return { taxYears: years, completed: true };
  const inSection = years.filter((y) => openItemCanBeIn(query.section, form1099Dates(y).dueDate, today));
  return { taxYears: inSection, completed: false };
}

const deadlines = deadlineList({
  name: 'form1099',
  repo,
  filterOf,
  toView,
  csv: {
    filename: 'form-1099',
    header: ['Entity ID', 'Entity Name', 'Type', 'Tax Year', 'Due Date', 'Status', 'Days Overdue', 'Days Remaining'],
    row: (v: Form1099View) => [
      v.formattedId,
      v.entityName,
      v.entityType === 'client' ? 'Client' : 'Organization',
      v.taxYear,
      formatReportDate(v.dueDate),
      DEADLINE_SECTION_LABELS[v.state],
      v.daysOverdue,
      v.daysRemaining,
    ],
  },
});

/** GET /api/form-1099?year=&section=: a page and the total. */
export const list = (ctx: Ctx, query: Form1099ListQuery): Promise<Page<Form1099View>> => deadlines.list(ctx, query);

/** GET /api/form-1099?format=csv: the list under the same filters as CSV. */
export const csv = (ctx: Ctx, query: Form1099ListQuery): CsvExport => deadlines.csv(ctx, query);

/** The filter's year choices (this year and next) and today. */
export function overview(ctx: Ctx): { years: number[]; today: string } {
  const today = firmToday(ctx);
  return { years: form1099YearChoices(today), today };
}

export function counts(ctx: Ctx, query: Pick<Form1099ListQuery, 'year'>): Promise<Record<DeadlineSection, number>> {
  return remember(ctx, 'form1099.counts', { year: query.year }, () =>
    deadlines.sectionCounts(ctx, { year: query.year }),
  );
}

/** PUT /api/form-1099/{client|organization}/{entityId}/{taxYear} {status}: saved and audited. */
export async function update(ctx: UserCtx, input: Form1099Update): Promise<Form1099View> {
  return inTransaction(ctx, async (tx) => {
    if (!(await repo.entityIssues1099(tx.db, input.entityType, input.entityId))) {
      throw notFound(`${input.entityType === 'client' ? 'Client' : 'Organization'} not found or does not issue 1099s`);
    }
    await repo.upsertStatus(tx.db, {
      ...input,
      completedAt: input.status === 'completed' ? tx.now() : null,
      userId: ctx.user.id,
    });
    await audit.record(tx, {
      action: 'update',
      entityType: `form1099_${input.entityType}`,
      entityId: input.entityId,
      fields: ['status'],
      detail: { taxYear: input.taxYear, status: input.status },
    });
    const [row] = await repo.listPage(
      tx.db,
      { taxYears: [input.taxYear], entityType: input.entityType, entityId: input.entityId },
      1,
      0,
    );
    return toView(row!, firmToday(tx));
  });
}

/** The 1099 Filing Pending report: last year's and this year's filings not completed, by due date. */
export async function openFilings(ctx: Ctx, limit: number, offset: number): Promise<Page<Form1099View>> {
  const today = firmToday(ctx);
  const year = Number(today.slice(0, 4));
  const f = { taxYears: [year - 1, year], completed: false };
  return countedPage(repo, ctx.db, f, limit, offset, (r) => toView(r, today));
}
