import type { Database, SalesTaxFilingsTable } from '@app/db';
import { openItemCanBeIn, type DeadlineSection } from '@app/domain';
import { sql, type Insertable, type Kysely } from 'kysely';
import { capped } from '../../lists/list-page';
import { countRows, jsonPage, rowCount } from '../../lists/list-page.repo';

/** A computed filing period of a frequency (from the domain rules), joined to every organization of that frequency. */
export interface PeriodSpec {
  frequency: string;
  kind: 'return' | 'prepayment';
  label: string;
  periodStart: string;
  periodEnd: string;
  dueDate: string;
}

export interface FilingFilter {
  periods: PeriodSpec[];
  section?: DeadlineSection;
  organizationId?: number;
  today: string;
}

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

/** The periods of the filter that can hold rows of its section (overdue: due before today; upcoming: from today). */
function periodsInSection(f: FilingFilter): PeriodSpec[] {
  return f.periods.filter((p) => openItemCanBeIn(f.section, p.dueDate, f.today));
}

/**
 * One period's rows: the organizations (not deleted) of its frequency with the saved filing if
 * any. `upTo`: only the first rows in name order, read from the frequency's name index
 * (organizations_sales_tax_name_idx), so a page stops after its rows instead of sorting them all.
 */
function periodRows(f: FilingFilter, p: PeriodSpec, upTo?: number) {
  const saved = sql`s.organization_id = o.id and s.due_date = ${p.dueDate}::date and s.kind = ${p.kind}::text`;
  const filing =
    f.section === 'completed'
      ? sql`s.status, s.filed_date from organizations o join sales_tax_filings s on ${saved} and s.status = 'filed' where true`
      : f.section
        ? sql`null::text as status, null::date as filed_date from organizations o
            where not exists (select from sales_tax_filings s where ${saved} and s.status = 'filed')`
        : sql`s.status, s.filed_date from organizations o left join sales_tax_filings s on ${saved} where true`;
  return sql`(select o.id as organization_id, o.business_dba as organization_name, ${p.frequency}::text as frequency,
      ${p.kind}::text as kind, ${p.label}::text as period_label, ${p.periodStart}::date as period_start,
      ${p.periodEnd}::date as period_end, ${p.dueDate}::date as due_date, ${filing}
      and o.sales_tax_frequency = ${p.frequency}::text and o.deleted_at is null
      ${f.organizationId !== undefined ? sql`and o.id = ${f.organizationId}` : sql``}
    ${upTo !== undefined ? sql`order by lower(o.business_dba), o.id limit ${rowCount(upTo)}` : sql``})`;
}

/** Every period's rows of the section (open: not filed; completed: filed), each limited to `upTo` rows when given. */
function filings(f: FilingFilter, upTo?: number) {
  return sql<FilingRow>`(${sql.join(
    periodsInSection(f).map((p) => periodRows(f, p, upTo)),
    sql` union all `,
  )})`;
}

/** A period's rows: the organizations of its frequency, and how many of them have filed it. */
export interface PeriodTally {
  rows: number;
  filed: number;
}

/**
 * The rows and filed rows of each period (in the periods' order), read from the counts the
 * triggers keep (migration 2026-11-25T1720): the organizations (not deleted) per frequency and
 * the filed filings per period, instead of joining every organization to every period.
 */
export async function periodTallies(db: Kysely<Database>, periods: PeriodSpec[]): Promise<PeriodTally[]> {
  if (periods.length === 0) return [];
  const keys = sql.join(
    periods.map((p, i) => sql`(${i}::int, ${p.frequency}::text, ${p.kind}::text, ${p.dueDate}::date)`),
  );
  const { rows } = await sql<{ i: number; organizations: string | null; filed: string | null }>`
    select p.i, f.organizations, c.filed
    from (values ${keys}) as p(i, frequency, kind, due_date)
    left join sales_tax_frequency_counts f on f.frequency = p.frequency
    left join sales_tax_filed_counts c on c.frequency = p.frequency and c.kind = p.kind and c.due_date = p.due_date`.execute(
    db,
  );
  const tallies = periods.map(() => ({ rows: 0, filed: 0 }));
  for (const r of rows) tallies[r.i] = { rows: Number(r.organizations ?? 0), filed: Number(r.filed ?? 0) };
  return tallies;
}

// A list call counts, then pages, with one filter: the page reuses the count's tallies.
const talliesOfFilter = new WeakMap<FilingFilter, Promise<PeriodTally[]>>();
function sectionTallies(db: Kysely<Database>, f: FilingFilter): Promise<PeriodTally[]> {
  let tallies = talliesOfFilter.get(f);
  if (!tallies) talliesOfFilter.set(f, (tallies = periodTallies(db, periodsInSection(f))));
  return tallies;
}

/** How many rows of the filter's section a period holds, from its tally. */
function sectionRows(f: FilingFilter, t: PeriodTally): number {
  if (f.section === 'completed') return t.filed;
  return f.section ? t.rows - t.filed : t.rows;
}

/**
 * The periods of the filter's section that the page [offset, offset + limit) reaches, and the
 * page's offset within them: the rows come by due date, so the periods of the due dates before
 * the page only shift it (their rows counted from the tallies), those after it are not read.
 */
async function periodsOfPage(db: Kysely<Database>, f: FilingFilter, limit: number, offset: number) {
  const periods = periodsInSection(f);
  const tallies = await sectionTallies(db, f);
  const byDueDate = new Map<string, { periods: PeriodSpec[]; rows: number }>();
  periods.forEach((p, i) => {
    const group = byDueDate.get(p.dueDate) ?? { periods: [], rows: 0 };
    group.periods.push(p);
    group.rows += sectionRows(f, tallies[i]!);
    byDueDate.set(p.dueDate, group);
  });
  const groups = [...byDueDate.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, g]) => g);
  if (f.section === 'completed') groups.reverse();
  const reached: PeriodSpec[] = [];
  let before = 0;
  let start = 0;
  for (const group of groups) {
    if (group.rows === 0) continue;
    if (start + group.rows <= offset) {
      start += group.rows;
      before = start;
      continue;
    }
    if (start >= offset + limit) break;
    reached.push(...group.periods);
    start += group.rows;
  }
  return { periods: reached, offset: offset - before };
}

/** A page by due date (latest first for completed), then name; each period gives at most offset + limit rows. */
export async function listPage(
  db: Kysely<Database>,
  f: FilingFilter,
  limit: number,
  offset: number,
): Promise<FilingRow[]> {
  if (periodsInSection(f).length === 0) return [];
  // One organization (a saved status read back): its few rows need no counts.
  const page =
    f.organizationId === undefined ? await periodsOfPage(db, f, limit, offset) : { periods: f.periods, offset };
  const g: FilingFilter = { ...f, periods: page.periods };
  if (periodsInSection(g).length === 0) return [];
  const query = db
    .selectFrom(filings(g, page.offset + limit).as('f'))
    .selectAll()
    .orderBy('f.dueDate', f.section === 'completed' ? 'desc' : 'asc')
    .orderBy(sql`lower(f.organization_name)`)
    .orderBy('f.organizationId')
    .orderBy('f.kind')
    .limit(limit)
    .offset(page.offset);
  return jsonPage(db, query) as Promise<FilingRow[]>;
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
  const matches = db.selectFrom(filings(f).as('f')).select('f.organizationId');
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
