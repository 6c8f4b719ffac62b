import type { Database } from '@app/db';
import { parseSearchTerm } from '@app/domain';
import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import { nearerEndPageIds, rowCount, UNCAPPED, searchPageIds, type PageText } from '../../lists/list-page.repo';
import { countedPageText } from '../../lists/counted-page-text.repo';
import { collectable, collectedMatchIds, PAIRS_COLLECT_MAX, walkedMatch } from '../../lists/collected-matches.repo';
import { pairsTerm, trigramTerm } from '../../lists/search-text.repo';
import { recentMatchIds, searchableInRecent } from '../../lists/recent-matches.repo';
import { searchKey } from '../../lists/search-routes';
import { CLIENT_VIEW_COLUMNS, CLIENT_VIEW_KEPT } from './clients.view.repo';
import type { ClientRow } from './clients.repo';
import {
  cursorKey,
  filtered,
  liveCount,
  ordered,
  referralName,
  type ClientFilter,
  type ClientListOptions,
  type ClientSortField,
} from './clients-list.repo';

// The clients list's counted page: its rows and its total up to a bound, in one round trip.

/** What a search's matches keep until the page is chosen: the id and the sort keys (narrow rows: up to 1,001 of them). */
const sortColumns = (sort: ClientSortField) =>
  sort === 'createdAt'
    ? (['id', 'createdAt'] as const)
    : sort === 'fullName'
      ? (['id', 'fullName'] as const)
      : (['id', 'fullName', sort] as const);

/**
 * The rows of a page whose ids the query's subquery `k` holds (in the column `id` names), with
 * the page's count, in the page's order: every counted page ends this way.
 */
function pageRows(
  fromIds: SelectQueryBuilder<any, any, any>,
  id: 'k.page_id' | 'k.pageId',
  counted: RawBuilder<number>,
  opts: Pick<ClientListOptions, 'sort' | 'order'>,
) {
  const query = fromIds
    .innerJoin('clients', 'clients.id', id)
    .selectAll('clients')
    .select([referralName('clients'), counted.as('counted')]);
  return ordered(
    query as unknown as SelectQueryBuilder<Database, 'clients', ClientRow & { counted: number }>,
    opts.sort,
    opts.order,
  );
}

/**
 * A page of the list with the number of matches counted up to `bound + 1`, in one round trip.
 *
 * Without a search: the page walks the (status,) created_at index and the total comes from the
 * live clients' counters (client_status_counts), capped at `bound + 1` as a count would be. With a search: the matches come from the trigram indexes (a materialized CTE, so
 * the planner picks the indexes for the whole filter instead of walking created_at and filtering),
 * at most `bound + 1` of them; they are counted and sorted in memory. When there are more than that
 * (a term matching thousands of rows), the bounded set cannot tell the newest, and the same
 * statement reads the page in index order instead, which is cheap exactly when matches are dense.
 * A name or email search newest or oldest first is first asked of the newest rows (recentPageQuery),
 * which answer a common fragment or a small list without collecting its every match; the others
 * are collected through the trigram index (collectedPageQuery), the route learned per search
 * (lists/search-routes.ts).
 */
export function listClientPage(db: Kysely<Database>, opts: ClientListOptions, bound: number): Promise<PageText> {
  return countedPageText(
    db,
    {
      listed: (collect) => listPageQuery(db, opts, bound, collect),
      recent: recentPageQuery(db, opts, bound),
      collected: collectedPageQuery(db, opts),
      walked: walkedPageQuery(db, opts, bound),
      count: (cap, collect) => countClients(db, opts, cap, collect),
    },
    {
      searchKey: searchKey('clients', { ...opts, text: opts.search ?? '' }),
      view: CLIENT_VIEW_COLUMNS,
      kept: CLIENT_VIEW_KEPT,
      cursorKey: cursorKey(opts.sort),
      bound,
      inMemory: sortedInMemory(opts, bound),
      term: opts.search?.trim() ?? '',
      offset: opts.offset,
    },
  );
}

/**
 * The counted page of a name or email search in created_at order, read from the newest clients
 * (lists/recent-matches.repo.ts); null for any other search or sort (a phone, SSN or display id
 * term, or another order), which listPageQuery answers.
 */
export function recentPageQuery(db: Kysely<Database>, opts: ClientListOptions, bound: number, window?: number) {
  const term = nameOrEmailTerm(opts);
  if (term === null) return null;
  const ids = recentMatchIds(
    'clients',
    { text: term, status: opts.status, order: opts.order, limit: opts.limit, offset: opts.offset, bound, window },
    (cap) => liveCount(opts.status, cap),
  );
  return pageRows(db.selectFrom(ids), 'k.page_id', sql<number>`k.counted`, opts);
}

/**
 * The counted page of a name or email search in created_at order, its matches collected through
 * the trigram index up to a cap (lists/collected-matches.repo.ts); null where recentPageQuery is,
 * and for a term without three letters or digits in a row. The page's `counted` is the matches
 * collected: all of them up to the cap, else the cap + 1.
 */
export function collectedPageQuery(db: Kysely<Database>, opts: ClientListOptions) {
  const term = nameOrEmailTerm(opts);
  if (term === null || !collectable(term)) return null;
  return (cap: number) => {
    const ids = collectedMatchIds('clients', { ...opts, text: term, cap });
    return pageRows(db.selectFrom(ids), 'k.page_id', sql<number>`k.hits`, opts);
  };
}

/** The term of a name or email search in created_at order (trimmed); null for any other search or sort. */
function nameOrEmailTerm(opts: ClientListOptions): string | null {
  return opts.sort === 'createdAt' ? nameOrEmailText(opts) : null;
}

/** The term of a name or email search (trimmed); null for a phone, SSN or display id term, or none. */
function nameOrEmailText(opts: ClientListOptions): string | null {
  const term = parseSearchTerm(opts.search);
  if (!term || !searchableInRecent(term.text)) return null;
  if (term.phoneDigits || term.ssnLast4 || term.displayId?.kind === 'client') return null;
  return term.text;
}

/**
 * How many matches of a search sorted by anything but the date are sorted in memory before its page
 * is read by walking the sort's index instead. Only the date index carries search_text; walking any
 * other fetches each row to test it, so a term matching 1 to 2 % of the clients in a cluster of the
 * order ("david", 1,223 of 100,000, by name) walked up to 50,000 rows (21 to 80 ms), where the
 * trigram index collects and sorts them in 2 to 4 ms; a denser term pays that before its walk
 * (once: counted-page-text.repo.ts then walks for it, walkedPageQuery).
 */
const SORTED_IN_MEMORY = 2000;

/**
 * The matches listPageQuery sorts in memory at most, for a search sorted by anything but the date:
 * SORTED_IN_MEMORY for a term of three letters or more; PAIRS_COLLECT_MAX for one of one or two
 * (five times as costly a match to collect, 10 ms at that cap) sorted by a column whose index does
 * not carry search_text, where a walk fetches each row ("za", 781 matches, by email: 26 to 31 ms
 * walked); else the count's bound.
 */
export function sortedInMemory(opts: ClientListOptions, bound: number): number {
  const term = opts.search?.trim() ?? '';
  if (opts.sort === 'createdAt') return bound;
  if (trigramTerm(term)) return Math.max(bound, SORTED_IN_MEMORY);
  return pairsTerm(term) && opts.sort !== 'fullName' ? Math.max(bound, PAIRS_COLLECT_MAX) : bound;
}

/**
 * The page query of listClientPage (its plan is what the bench prints). `collect`: the term's matches
 * are collected through its index, search_text's or search_pairs' (lists/search-text.repo.ts
 * collectedContains; counted-page-text.repo.ts decides when).
 */
export function listPageQuery(db: Kysely<Database>, opts: ClientListOptions, bound: number, collect = false) {
  const term = opts.search?.trim();
  if (term) {
    const inMemory = sortedInMemory(opts, bound);
    // The matches (id and sort keys only), capped; the page's ids among them when they are all
    // there, else the page read in index order (each branch runs only when its one-time filter
    // holds); then the page's rows.
    const matches = sql<number>`(select count(*) from capped)`;
    const fromIds = db
      .with(
        (cte) => cte('hits').materialized(),
        () =>
          filtered(db, opts, collect).select(
            sortColumns(opts.sort) as unknown as [
              'id',
              'createdAt',
              'fullName',
              'email',
              'phone',
              'status',
              'portalStatus',
            ],
          ),
      )
      .with('capped', (qb) =>
        qb
          .selectFrom('hits')
          .selectAll()
          .limit(inMemory + 1),
      )
      .selectFrom((eb) =>
        searchPageIds(
          eb,
          ordered(eb.selectFrom('capped').select('id as pageId'), opts.sort, opts.order)
            .limit(opts.limit)
            .offset(opts.offset),
          ordered(filtered(db, opts).select('id as pageId'), opts.sort, opts.order)
            .limit(opts.limit)
            .offset(opts.offset),
          matches,
          inMemory,
        ).as('k'),
      );
    return pageRows(fromIds, 'k.pageId', matches, opts);
  }
  if (opts.offset > 0) {
    // A later page: its ids first, walking only the sort's index from its nearer end, then its
    // rows. Read whole, each skipped row was fetched and given its partner's name (offset 50,000:
    // 107 to 165 ms).
    const ids = (order: 'asc' | 'desc') => ordered(filtered(db, opts).select('id as pageId'), opts.sort, order);
    const page = nearerEndPageIds(
      db,
      ids(opts.order),
      ids(opts.order === 'asc' ? 'desc' : 'asc'),
      liveCount(opts.status, UNCAPPED),
      opts,
    );
    return pageRows(db.selectFrom(page.as('k')), 'k.pageId', liveCount(opts.status, bound + 1), opts);
  }
  const query = filtered(db, opts)
    .selectAll()
    .select([referralName('clients'), liveCount(opts.status, bound + 1).as('counted')]);
  return ordered(
    query as SelectQueryBuilder<Database, 'clients', ClientRow & { counted: number }>,
    opts.sort,
    opts.order,
  )
    .limit(opts.limit)
    .offset(opts.offset);
}

/**
 * The page of a name or email search walked for in the sort's order, with its matches counted up to
 * `bound + 1` by walking the (status,) created_at index, which carries search_text: no row is
 * fetched to count ("com", 86,000 of 100,000 clients, counts in 1,200 entries, where collecting
 * builds a bitmap of every match, 9 to 11 ms). For a term known to match more than sortedInMemory;
 * null for any other term (a phone, SSN or display id is also searched apart).
 */
export function walkedPageQuery(db: Kysely<Database>, opts: ClientListOptions, bound: number) {
  const text = nameOrEmailText(opts);
  if (text === null) return null;
  const counted = sql<number>`(select count(*)::int from (
      select 1 from clients m where ${walkedMatch('m', text, opts.status)}
      order by m.created_at desc, m.id desc limit ${rowCount(bound + 1)}
    ) matches)`;
  const ids = ordered(filtered(db, opts).select('id as pageId'), opts.sort, opts.order)
    .limit(opts.limit)
    .offset(opts.offset);
  return () => pageRows(db.selectFrom(ids.as('k')), 'k.pageId', counted, opts);
}

/** The number of matching clients, counted up to `cap` (then `cap` is answered); `collect` as listPageQuery's. */
export async function countClients(
  db: Kysely<Database>,
  filter: ClientFilter,
  cap: number,
  collect = false,
): Promise<number> {
  if (!filter.search?.trim()) {
    const row = await db.selectNoFrom(liveCount(filter.status, cap).as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  }
  const inner = filtered(db, filter, collect).select(sql.lit(1).as('one')).limit(cap);
  const row = await db
    .selectFrom(inner.as('matches'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
