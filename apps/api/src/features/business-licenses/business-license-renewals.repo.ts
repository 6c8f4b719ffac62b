import type { Database } from '@app/db';
import { laCityRenewalYearsIn } from '@app/domain';
import { sql, type Kysely } from 'kysely';
import { sectionCondition } from '../../sections/deadline-section.repo';
import { capped } from '../../lists/list-page';
import { countRows, jsonPage, keptGroupPositions, rowCount } from '../../lists/list-page.repo';
import {
  filtered,
  keptTotalHolds,
  ordered,
  rowsOf,
  withNames,
  withOwner,
  type RenewalFilter,
  type RenewalListRow,
} from './business-license-renewal-rows.repo';

export type { RenewalFilter, RenewalListRow } from './business-license-renewal-rows.repo';

// The renewals list across organizations (the Business License screen, spec 4): its filter, order,
// pages and counts, and a renewal's status (its filter and rows: business-license-renewal-rows.repo.ts).
// One organization's schedule is business-licenses.repo.ts.

/** LA City renewals are all due February 28 (a constraint): the years that can hold rows of the (open) section. */
async function laCityYears(db: Kysely<Database>, f: RenewalFilter): Promise<number[]> {
  const years: number[] = f.year !== undefined ? [f.year] : [];
  if (f.year === undefined) {
    const span = await db
      .selectFrom('businessLicenseRenewals')
      .select((eb) => [eb.fn.min<number>('year').as('first'), eb.fn.max<number>('year').as('last')])
      .where('kind', '=', 'la_city')
      .executeTakeFirst();
    for (let y = span?.first ?? 1; span?.last && y <= span.last; y++) years.push(y);
  }
  return laCityRenewalYearsIn(years, f.section, f.today);
}

/**
 * A page of the list. A later page of a filter the kept counts total exactly finds the due dates (LA
 * City: the years) it lies in from them (pagePositions), reads its ids there only, then its rows:
 * from the start, the last of 53,332 renewals walked every one and looked up its organization
 * (150 ms); read from the nearer end of the list, the middle one still walked 26,616 (85 to 130 ms).
 */
export async function listPage(db: Kysely<Database>, f: RenewalFilter, limit: number, offset: number) {
  const later = offset > 0 && keptTotalHolds(f);
  if (f.kind === 'la_city' && f.id === undefined && f.section !== 'completed') {
    if (later) return jsonPage(db, ordered(rowsOf(db, laCityPageIds(db, f, { limit, offset })), f));
    return laCityFirstPage(db, f, limit, offset);
  }
  if (!later) return jsonPage(db, ordered(withNames(db, f), f).limit(limit).offset(offset));
  return jsonPage(db, ordered(rowsOf(db, dueDatePageIds(db, f, { limit, offset })), f));
}

/**
 * An LA City page from the start (or of one organization): one due date a year shared by thousands,
 * so each year's first offset + limit rows by name (from the organizations' name index), then only
 * those sorted.
 */
async function laCityFirstPage(db: Kysely<Database>, f: RenewalFilter, limit: number, offset: number) {
  const years = await laCityYears(db, f);
  if (years.length === 0) return [];
  const branches = years.map(
    (year) =>
      sql`(${withNames(db, { ...f, year })
        .orderBy(sql`lower(o.business_dba)`)
        .orderBy('r.id')
        .limit(offset + limit)})`,
  );
  const page = db
    .selectFrom(sql<RenewalListRow>`(${sql.join(branches, sql` union all `)})`.as('r'))
    .selectAll()
    .orderBy('r.dueDate')
    .orderBy(sql`lower(r.organization_name)`)
    .orderBy('r.id')
    .limit(limit)
    .offset(offset);
  return jsonPage(db, page);
}

/**
 * Where a page lies among the groups of the list's order that share a `key` (a due date, or an LA
 * City year: one due date each), from the kept counts (keptGroupPositions); `latestFirst` for the
 * completed order.
 */
function pagePositions(
  f: RenewalFilter,
  key: 'due_date' | 'year',
  page: { limit: number; offset: number },
  latestFirst = false,
) {
  const groups = { table: 'business_license_counts', count: 'renewals', key, filter: keptCountsFilter(f) } as const;
  return keptGroupPositions({ ...groups, descending: latestFirst }, page);
}

/** The ids of the filter's renewals due on `g.due_date`, in the list's order within a day (by name; completed: latest id first). */
function dueDateIds(db: Kysely<Database>, f: RenewalFilter) {
  const day = sql.ref('g.due_date') as never;
  if (f.section === 'completed')
    return filtered(db, f).where('r.dueDate', '=', day).select('r.id as pageId').orderBy('r.id', 'desc');
  return withOwner(db, f)
    .where('r.dueDate', '=', day)
    .select('r.id as pageId')
    .orderBy(sql`lower(o.business_dba)`)
    .orderBy('r.id');
}

/**
 * The ids of a later page: on each due date it lies in, its rows from the day's position `start`,
 * so no page reads more than the days it lies in (a few dozen renewals a day; a February 28 of both
 * kinds holds every LA City renewal of its year, 6,700 in the bench, read and sorted whole).
 */
function dueDatePageIds(db: Kysely<Database>, f: RenewalFilter, page: { limit: number; offset: number }) {
  const slice = dueDateIds(db, f)
    .limit(sql<number>`g.stop - g.start`)
    .offset(sql<number>`g.start`);
  return (
    db
      .selectFrom(pagePositions(f, 'due_date', page, f.section === 'completed').as('g'))
      .innerJoinLateral(slice.as('k'), (join) => join.onTrue())
      .select('k.pageId')
      // A bound the planner can see: the page's rows are then looked up by key.
      .limit(rowCount(page.limit))
  );
}

/**
 * The ids of the LA City renewals of the year `g.year` by name, or in the exact reverse: the
 * organizations walked by the name index, each one's renewal of the year looked up (a lateral with
 * LIMIT 1 is never flattened, so the planner cannot trade the walk for a hash join of the whole year).
 */
function laCityYearIds(db: Kysely<Database>, f: RenewalFilter, backwards: boolean) {
  const direction = backwards ? 'desc' : 'asc';
  const renewal = filtered(db, { ...f, year: undefined }, true)
    .select('r.id')
    .whereRef('r.organizationId', '=', sql.ref('o.id') as never)
    .where('r.year', '=', sql.ref('g.year') as never)
    .limit(1);
  return db
    .selectFrom('organizations as o')
    .innerJoinLateral(renewal.as('r'), (join) => join.onTrue())
    .where('o.deletedAt', 'is', null)
    .select('r.id as pageId')
    .orderBy(sql`lower(o.business_dba)`, direction)
    .orderBy('r.id', direction);
}

/**
 * The ids of a later LA City page: in each year it lies in, its rows read from the nearer end of
 * the year's order (a year's rows by name from the start, or backwards from its end), so no page
 * walks more than half a year. Each direction runs only when its one-time filter holds.
 */
function laCityPageIds(db: Kysely<Database>, f: RenewalFilter, page: { limit: number; offset: number }) {
  const fromStart = laCityYearIds(db, f, false)
    .where(sql<boolean>`g.start + g.stop <= g.n`)
    .limit(sql<number>`g.stop - g.start`)
    .offset(sql<number>`g.start`);
  const fromEnd = laCityYearIds(db, f, true)
    .where(sql<boolean>`g.start + g.stop > g.n`)
    .limit(sql<number>`g.stop - g.start`)
    .offset(sql<number>`g.n - g.stop`);
  return (
    db
      .selectFrom(pagePositions(f, 'year', page).as('g'))
      .innerJoinLateral(
        (eb) =>
          eb
            .selectFrom(fromStart.as('head'))
            .select('head.pageId')
            .unionAll(eb.selectFrom(fromEnd.as('tail')).select('tail.pageId'))
            .as('k'),
        (join) => join.onTrue(),
      )
      .select('k.pageId')
      // A bound the planner can see (as in nearerEndPageIds).
      .limit(rowCount(page.limit))
  );
}

/** The filter's conditions on the kept counts (business_license_counts: kind, year, status, due date). */
function keptCountsFilter(f: RenewalFilter) {
  const section = sectionCondition(f.section, { status: 'status', dueDate: 'due_date' }, f.today);
  return sql`${f.kind ? sql`and kind = ${f.kind}` : sql``}
    ${f.year !== undefined ? sql`and year = ${f.year}` : sql``}
    ${f.month !== undefined ? sql`and extract(month from due_date) = ${f.month}` : sql``}
    ${section ? sql`and ${section}` : sql``}`;
}

/** The filter's renewals from the kept counts, in the statement that reads them. */
function keptTotal(f: RenewalFilter) {
  return sql<number>`(select coalesce(sum(renewals), 0)::int from business_license_counts where true ${keptCountsFilter(f)})`;
}

/**
 * The renewals, counted up to `upTo` when given (a list's capped total): from the counts the
 * triggers keep per kind, year, status and due date (migration 2026-11-25T1720), or for one
 * organization or renewal by its rows.
 */
export async function count(db: Kysely<Database>, f: RenewalFilter, upTo?: number): Promise<number> {
  if (!keptTotalHolds(f)) return capped(await countRows(filtered(db, f)), upTo);
  const row = await db.selectNoFrom(keptTotal(f).as('n')).executeTakeFirstOrThrow();
  return capped(Number(row.n), upTo);
}

/** Per due month: how many organizations have a pending or overdue renewal (the Other tab's month buttons). */
export async function openOrganizationsByMonth(
  db: Kysely<Database>,
  f: Pick<RenewalFilter, 'kind' | 'year' | 'today'>,
): Promise<Record<number, number>> {
  const rows = await filtered(db, { ...f })
    .where('r.status', '=', 'pending')
    .select((eb) => [
      sql<number>`extract(month from r.due_date)::int`.as('month'),
      eb.fn.count<string>('r.organizationId').distinct().as('n'),
    ])
    .groupBy(sql`extract(month from r.due_date)::int`)
    .execute();
  return Object.fromEntries(rows.map((r) => [Number(r.month), Number(r.n)]));
}

export function setStatus(
  db: Kysely<Database>,
  id: number,
  status: 'pending' | 'completed',
  at: Date | null,
  userId: number,
) {
  return db
    .updateTable('businessLicenseRenewals')
    .set({ status, completedAt: at as never, updatedBy: userId })
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
}
