import type { Database, SalesTaxFilingsTable } from '@app/db';
import { sql, type Insertable, type Kysely, type RawBuilder } from 'kysely';
import { capped } from '../../lists/list-page';
import { countRows, rowCount } from '../../lists/list-page.repo';
import {
  keptSectionCounts,
  periodsInSection,
  sectionCounts,
  sectionRows,
  sectionTallies,
  type FilingFilter,
  type PeriodSpec,
  type PeriodTally,
} from './sales-tax-periods.repo';

export type { FilingFilter, PeriodSpec } from './sales-tax-periods.repo';

export interface FilingRow {
  organizationId: number;
  organizationName: string;
  frequency: string;
  kind: 'return' | 'prepayment';
  periodLabel: string;
  periodStart: string;
  periodEnd: string;
  dueDate: string;
  status: 'pending' | 'filed' | null;
  filedDate: string | null;
}

/** How a period is read: its first `upTo` rows in name order (lower-case name, organization id), or its last backwards. */
interface Reading {
  upTo: number;
  backwards?: boolean;
}

/**
 * One period's rows: the organizations (not deleted) of its frequency with the saved filing if
 * any, and the name they sort by. `reading`: only the first rows in name order (or the last), read
 * from the frequency's name index (organizations_sales_tax_name_idx), so a page stops after its
 * rows instead of sorting them all.
 */
function periodRows(f: FilingFilter, p: PeriodSpec, reading?: Reading) {
  const saved = sql`s.organization_id = o.id and s.due_date = ${p.dueDate}::date and s.kind = ${p.kind}::text`;
  const filing =
    f.section === 'completed'
      ? sql`s.status, s.filed_date from organizations o join sales_tax_filings s on ${saved} and s.status = 'filed' where true`
      : f.section
        ? sql`null::text as status, null::date as filed_date from organizations o
            where not exists (select from sales_tax_filings s where ${saved} and s.status = 'filed')`
        : sql`s.status, s.filed_date from organizations o left join sales_tax_filings s on ${saved} where true`;
  const dir = sql.raw(reading?.backwards ? ' desc' : '');
  return sql`(select o.id as organization_id, o.business_dba as organization_name, lower(o.business_dba) as sort_name,
      ${p.frequency}::text as frequency, ${p.kind}::text as kind, ${p.label}::text as period_label,
      ${p.periodStart}::date as period_start, ${p.periodEnd}::date as period_end, ${p.dueDate}::date as due_date, ${filing}
      and o.sales_tax_frequency = ${p.frequency}::text and o.deleted_at is null
      ${f.organizationId !== undefined ? sql`and o.id = ${f.organizationId}` : sql``}
    ${reading ? sql`order by lower(o.business_dba)${dir}, o.id${dir} limit ${rowCount(reading.upTo)}` : sql``})`;
}

/** The periods' rows, each read as `reading` says when given. */
function filings(f: FilingFilter, periods: PeriodSpec[], reading?: Reading) {
  return sql<FilingRow>`(${sql.join(
    periods.map((p) => periodRows(f, p, reading)),
    sql` union all `,
  )})`;
}

/** The list's order of rows `r`: by due date (latest first for completed), then name; ties broken by organization id and kind. */
function listOrder(f: FilingFilter) {
  return sql`r.due_date${sql.raw(f.section === 'completed' ? ' desc' : '')}, r.sort_name, r.organization_id, r.kind`;
}

/**
 * The order of one due date's rows `r` (name, organization id), or its exact reverse. It is the
 * list's order within a due date: an organization has one row a due date (one frequency, each
 * frequency one period a due date; `oneRowPerOrganization`). Being each period's own order, it
 * lets PostgreSQL merge the periods' rows instead of sorting them all.
 */
function nameOrder(backwards: boolean) {
  const dir = sql.raw(backwards ? ' desc' : '');
  return sql`r.sort_name${dir}, r.organization_id${dir}`;
}

/** A row as JSON with the keys of FilingRow. */
const ROW_JSON = sql`json_build_object('organizationId', r.organization_id, 'organizationName', r.organization_name,
  'frequency', r.frequency, 'kind', r.kind, 'periodLabel', r.period_label, 'periodStart', r.period_start,
  'periodEnd', r.period_end, 'dueDate', r.due_date, 'status', r.status, 'filedDate', r.filed_date)`;

/**
 * A page's rows `r` as one JSON text in the list's order (PGlite hands a result over value by
 * value; lists/list-page.repo.ts `jsonPage`).
 */
function pageJson(f: FilingFilter, rows: RawBuilder<unknown>) {
  return sql<string>`(select coalesce(json_agg(${ROW_JSON} order by ${listOrder(f)}), '[]')::text from ${rows} r)`;
}

/** The page read from every period of the section, each giving at most offset + limit rows in name order. */
async function wholePage(db: Kysely<Database>, f: FilingFilter, limit: number, offset: number): Promise<FilingRow[]> {
  const rows = sql`(select * from ${filings(f, periodsInSection(f), { upTo: offset + limit })} r
    order by ${listOrder(f)} limit ${rowCount(limit)} offset ${rowCount(offset)})`;
  const { rows: read } = await sql<{ items: string }>`select ${pageJson(f, rows)} as items`.execute(db);
  return JSON.parse(read[0]!.items) as FilingRow[];
}

/** A due date's periods and where its rows lie in the section's list. */
interface DueDate {
  periods: PeriodSpec[];
  start: number;
  end: number;
}

/** The section's due dates in the list's order (latest first for completed), placed by the tallies. */
function dueDatesOf(f: FilingFilter, tallies: PeriodTally[]): DueDate[] {
  const byDueDate = new Map<string, { periods: PeriodSpec[]; rows: number }>();
  periodsInSection(f).forEach((p, i) => {
    const group = byDueDate.get(p.dueDate) ?? { periods: [], rows: 0 };
    group.periods.push(p);
    group.rows += sectionRows(f, tallies[i]!);
    byDueDate.set(p.dueDate, group);
  });
  const groups = [...byDueDate.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, g]) => g);
  if (f.section === 'completed') groups.reverse();
  let start = 0;
  return groups.map((g) => {
    const placed = { periods: g.periods, start, end: start + g.rows };
    start = placed.end;
    return placed;
  });
}

/** How the page reads one due date: its periods, each read as `reading` says, then `limit` rows after `offset` of them. */
interface DueDateSlice {
  periods: PeriodSpec[];
  reading: Required<Reading>;
  limit: number;
  offset: number;
}

/**
 * How the page [offset, offset + limit) reads each due date it reaches (none when it lies past the
 * end): the due dates before it only shift it, those after it are not read. A due date's periods
 * interleave by name, so each reads as many of its rows as lie between the due date's nearer end
 * and the page's far edge in it: from its last row backwards when that is fewer.
 */
function pageSlices(dueDates: DueDate[], limit: number, offset: number): DueDateSlice[] {
  return dueDates
    .filter((d) => d.start < d.end && d.start < offset + limit && d.end > offset)
    .map((d) => {
      const from = Math.max(offset, d.start);
      const to = Math.min(offset + limit, d.end);
      const backwards = d.end - from < to - d.start;
      return {
        periods: d.periods,
        reading: { upTo: backwards ? d.end - from : to - d.start, backwards },
        limit: to - from,
        offset: backwards ? d.end - to : from - d.start,
      };
    });
}

/** Whether each due date's periods are of different frequencies, so an organization has one row a due date. */
const oneRowPerOrganization = (dueDates: DueDate[]) =>
  dueDates.every((d) => new Set(d.periods.map((p) => p.frequency)).size === d.periods.length);

/** A due date's rows of the page. */
function sliceRows(f: FilingFilter, slice: DueDateSlice) {
  return sql`(select * from ${filings(f, slice.periods, slice.reading)} r
    order by ${nameOrder(slice.reading.backwards)} limit ${rowCount(slice.limit)} offset ${rowCount(slice.offset)})`;
}

/**
 * The due dates' slices (as JSON text, in the list's order) and the kept counts, both read by one
 * statement: one snapshot, in which the counts (kept by the writes' own statements) are exactly
 * the rows'.
 */
async function slicedPage(db: Kysely<Database>, f: FilingFilter, slices: DueDateSlice[]) {
  const rows = sql`(${sql.join(
    slices.map((slice) => sliceRows(f, slice)),
    sql` union all `,
  )})`;
  const { rows: read } = await sql<{ items: string; counted: string }>`
    select ${pageJson(f, rows)} as items, ${keptSectionCounts(f)} as counted`.execute(db);
  return read[0]!;
}

/**
 * A page by due date (latest first for completed), then name. The tallies place the page: only the
 * due dates it reaches are read, each from its nearer end (`pageSlices`). One organization's few
 * rows, and periods sharing a frequency and a due date (one organization's two rows there, which
 * the name order does not tell apart), are read the whole way.
 */
export async function listPage(
  db: Kysely<Database>,
  f: FilingFilter,
  limit: number,
  offset: number,
): Promise<FilingRow[]> {
  if (periodsInSection(f).length === 0) return [];
  if (f.organizationId !== undefined) return wholePage(db, f, limit, offset);
  const tallies = await sectionTallies(db, f);
  const dueDates = dueDatesOf(f, tallies);
  if (!oneRowPerOrganization(dueDates)) return wholePage(db, f, limit, offset);
  const slices = pageSlices(dueDates, limit, offset);
  // Past the end as the tallies' statement saw the list.
  if (slices.length === 0) return [];
  const page = await slicedPage(db, f, slices);
  // Another session wrote since the tallies were read (a filing, an organization added, deleted or
  // given another frequency): the slices may be off, so the page is read the whole way.
  return page.counted === sectionCounts(f, tallies)
    ? (JSON.parse(page.items) as FilingRow[])
    : wholePage(db, f, limit, offset);
}

/** The filings, counted up to `upTo` when given (a list's capped total): from the tallies, or for one organization by its rows. */
export async function count(db: Kysely<Database>, f: FilingFilter, upTo?: number): Promise<number> {
  const periods = periodsInSection(f);
  if (periods.length === 0) return 0;
  if (f.organizationId === undefined) {
    const tallies = await sectionTallies(db, f);
    return capped(
      tallies.reduce((sum, t) => sum + sectionRows(f, t), 0),
      upTo,
    );
  }
  const matches = db.selectFrom(filings(f, periods).as('f')).select('f.organizationId');
  return countRows(db.selectFrom((upTo === undefined ? matches : matches.limit(upTo)).as('m')));
}

export function organizationFrequency(db: Kysely<Database>, organizationId: number) {
  return db
    .selectFrom('organizations')
    .select(['id', 'salesTaxFrequency'])
    .where('id', '=', organizationId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
}

/** Saves a filing's status (unique per organization, due date and kind). */
export async function upsertFiling(db: Kysely<Database>, row: Insertable<SalesTaxFilingsTable>): Promise<void> {
  await db
    .insertInto('salesTaxFilings')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['organizationId', 'dueDate', 'kind']).doUpdateSet({
        status: row.status,
        filedDate: row.filedDate ?? null,
        frequency: row.frequency,
        periodLabel: row.periodLabel,
        periodStart: row.periodStart,
        periodEnd: row.periodEnd,
        updatedBy: row.updatedBy ?? null,
      }),
    )
    .execute();
}
