// The query side of the big lists' pages (list-page.ts holds the paging rules and headers).

import type { Database } from '@app/db';
import { sql, type ExpressionBuilder, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely';

/**
 * A LIMIT or OFFSET of a raw statement, written into its text: PostgreSQL keeps a generic plan for a
 * named statement only when its page size is known to the plan (packages/db/src/statement-shape-plugin.ts
 * does the same for the query builder's limit and offset).
 */
export function rowCount(n: number): RawBuilder<number> {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`row count ${n}`);
  return sql.lit(n) as RawBuilder<number>;
}

/** A row as it comes back through JSON: timestamps as ISO strings. */
export type JsonRow<R> = {
  [K in keyof R]: R[K] extends Date ? string : R[K] extends Date | null ? string | null : R[K];
};

/**
 * Runs a page query and answers its rows, fetched as one JSON text (`json_agg` over the sorted,
 * limited page; nothing above it can reorder the rows). PGlite hands a result over value by value,
 * about 1 µs each: 50 rows of 22 columns cost 1.3 ms that way and 0.5 ms as one text, the difference
 * between meeting and missing the bench's p99 with 10 requests queued on its one connection.
 * Keys come back camelCase (the CamelCasePlugin's inverse), timestamps as ISO strings.
 */
export async function jsonPage<R>(db: Kysely<Database>, page: SelectQueryBuilder<any, any, R>): Promise<JsonRow<R>[]> {
  const row = await db
    .selectFrom(page.as('page'))
    .select(sql<string>`coalesce(json_agg(page), '[]')::text`.as('rows'))
    .executeTakeFirstOrThrow();
  return (JSON.parse(row.rows) as Record<string, unknown>[]).map(camelKeys) as JsonRow<R>[];
}

/**
 * The ids of a search's page, in one statement: from the capped matches (`fromCapped`, sorted in
 * memory) when all of them are there, else read in index order from every match (`fromAll`), which
 * is cheap exactly when matches are that dense. Each branch runs only when its one-time filter on
 * `matches` (the capped count) holds, so a common fragment costs one round trip, not two.
 */
export function searchPageIds(
  eb: ExpressionBuilder<any, any>,
  fromCapped: SelectQueryBuilder<any, any, { pageId: number }>,
  fromAll: SelectQueryBuilder<any, any, { pageId: number }>,
  matches: RawBuilder<number>,
  bound: number,
) {
  return eb
    .selectFrom(fromCapped.where(sql<boolean>`${matches} <= ${bound}`).as('few'))
    .select('few.pageId')
    .unionAll(eb.selectFrom(fromAll.where(sql<boolean>`${matches} > ${bound}`).as('many')).select('many.pageId'));
}

/** A cap on a kept count that leaves it whole (an int: the largest a count can be). */
export const UNCAPPED = 2 ** 31 - 1;

/**
 * The ids of a later page of a list without a search, walked from whichever end of its index is
 * nearer: `inOrder` and `reversed` are the list's ids in its order and in the opposite one (ties
 * broken by id, so each is the other backwards). OFFSET walks every entry before the page, so the
 * last page of 100,000 clients read 99,050 of them (55 ms); from the far end it reads 50 (0.3 ms),
 * and no page walks more than half the list. `total` must be the exact number of rows the list
 * holds (the kept counters), read in the same statement so both agree: the far end's offset is
 * counted from it. Each branch runs only when its one-time filter holds.
 */
export function nearerEndPageIds(
  db: Kysely<Database>,
  inOrder: SelectQueryBuilder<any, any, { pageId: number }>,
  reversed: SelectQueryBuilder<any, any, { pageId: number }>,
  total: RawBuilder<number>,
  page: { limit: number; offset: number },
) {
  const limit = rowCount(page.limit);
  const offset = rowCount(page.offset);
  // The page's middle lies in the first half: 2 * offset + limit <= total.
  const middle = rowCount(2 * page.offset + page.limit);
  const near = inOrder
    .where(sql<boolean>`${middle} <= ${total}`)
    .limit(limit)
    .offset(offset);
  const far = reversed
    .where(sql<boolean>`${middle} > ${total}`)
    .limit(sql<number>`greatest(0, least(${limit}, ${total} - ${offset}))`)
    .offset(sql<number>`greatest(0, ${total} - ${offset} - ${limit})`);
  return (
    db
      .selectFrom(near.as('near'))
      .select('near.pageId')
      .unionAll(db.selectFrom(far.as('far')).select('far.pageId'))
      // A bound the planner can see (it guesses a tenth of the table for the far branch's computed
      // limit and would hash-join the whole table to the page).
      .limit(limit)
  );
}

/** Kept counts of a list's rows per group of its order: the table, its count column and the group key. */
export interface KeptGroups {
  table: 'business_license_counts' | 'soi_event_counts';
  count: 'renewals' | 'events';
  key: 'due_date' | 'year' | 'event_date';
  /** Conditions on the table's rows (`and ...`), the list's filter. */
  filter: RawBuilder<unknown>;
  /** The groups in descending key order (a list sorted latest first). */
  descending?: boolean;
}

/**
 * Where a page lies among the groups of a list ordered by a group key first (a due date, an event
 * date), from the exact counts its triggers keep, as a subquery to read in the page's own statement:
 * each group the page overlaps (`key`), its rows `n`, and the page's rows among them from position
 * `start` up to `stop`. A later page then reads only those groups, each from `start`, instead of
 * walking every row before it; the counts and the rows come from one snapshot.
 */
export function keptGroupPositions(groups: KeptGroups, page: { limit: number; offset: number }) {
  const first = rowCount(page.offset);
  const end = rowCount(page.offset + page.limit);
  const key = sql.ref(groups.key);
  const count = sql.ref(groups.count);
  return sql`(
    select ${key}, n, greatest(0, ${first} - before) as start, least(n, ${end} - before) as stop
    from (
      select ${key}, sum(${count})::int as n,
        (sum(sum(${count})) over (order by ${key} ${sql.raw(groups.descending ? 'desc' : 'asc')}) - sum(${count}))::int as before
      from ${sql.table(groups.table)} where true ${groups.filter} group by ${key}
    ) groups
    where before < ${end} and before + n > ${first})`;
}

/** A page as the answer's JSON text, with what the list needs to know of it. */
export interface PageText {
  /** The items as a JSON array, in the page's order. */
  json: string;
  size: number;
  /** The page's `counted` column (its first row's), when asked for. */
  counted: number | null;
  /** The last row's cursor key and id (null when the page is empty or no key was given). */
  lastKey: string | null;
  lastId: number | null;
}

/**
 * Runs a page query (alias `p`) and answers its items as one JSON text, each built by `view` (a
 * select list over `p` whose aliases are the item's keys): sent as the answer as it is, nothing is
 * parsed, renamed or serialised again in this process. The page is materialized once, so the items,
 * its size, count and last cursor key come from one run of it. `kept`: the item's JSON text kept with
 * the row (null where it is not kept, and then built by `view`): joining kept texts costs a fraction
 * of building them, about 13 µs a row for the 25 fields of a client.
 */
export async function jsonPageText(
  db: Kysely<Database>,
  page: SelectQueryBuilder<any, any, any>,
  view: RawBuilder<unknown>,
  opts: { cursorKey?: RawBuilder<unknown>; counted?: boolean; kept?: RawBuilder<string | null> } = {},
): Promise<PageText> {
  const items = opts.kept
    ? sql`(select coalesce('[' || string_agg(coalesce(${opts.kept}, (select row_to_json(v)::text from (select ${view}) v)), ',') || ']', '[]') from p)`
    : sql`(select coalesce(json_agg(v), '[]')::text from (select ${view} from p) v)`;
  // The cursor key of the last row only, found by its id (a page's rows are distinct rows of one
  // table): keying every row cost 1.7 of 8 ms for a page of 1,000 clients.
  const { rows } = await sql<PageText>`with p as materialized (${page}),
    a as (select ${items} as json,
      count(*)::int as size,
      ${opts.counted ? sql`max(p.counted)::int` : sql`null::int`} as counted,
      (array_agg(p.id))[count(*)] as last_id
    from p)
    select a.json, a.size, a.counted,
      ${opts.cursorKey ? sql`(select ${opts.cursorKey} from p where p.id = a.last_id limit 1)` : sql`null::text`} as last_key,
      a.last_id
    from a`.execute(db);
  return rows[0]!;
}

/** The items of a page query (alias `p`) as `view` builds them in the database (keys as aliased, no renaming here). */
export async function jsonViewRows<R>(
  db: Kysely<Database>,
  page: SelectQueryBuilder<any, any, any>,
  view: RawBuilder<unknown>,
): Promise<R[]> {
  const { rows } = await sql<{
    items: string;
  }>`select coalesce(json_agg(v), '[]')::text as items from (select ${view} from (${page}) p) v`.execute(db);
  return JSON.parse(rows[0]!.items) as R[];
}

const camelNames = new Map<string, string>();
function camelKeys(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key in row) {
    let name = camelNames.get(key);
    if (name === undefined)
      camelNames.set(key, (name = key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase())));
    out[name] = row[key];
  }
  return out;
}

/** How many rows a query selects (`count(*)` added to its select list). */
export async function countRows<DB, TB extends keyof DB>(query: SelectQueryBuilder<DB, TB, unknown>): Promise<number> {
  const counted = query.select((eb) => eb.fn.countAll<string>().as('n'));
  // (the result type of a select on a generic builder does not resolve; it is this one row)
  const row = (await counted.executeTakeFirstOrThrow()) as { n: string };
  return Number(row.n);
}
