import type { Database } from '@app/db';
import { containsPattern, parseSearchTerm, type SearchTerm } from '@app/domain';
import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import { jsonPageText, jsonViewRows, searchPageIds, type PageText } from '../../lists/list-page.repo';
import { recentMatchIds, searchableInRecent } from '../../lists/recent-matches.repo';
import { recentOrList, searchKey } from '../../lists/recent-misses';
import { searchTextContains } from '../../lists/search-text.repo';
import { typeahead } from '../../lists/typeahead.repo';
import type { ClientView } from './clients.view';
import { CLIENT_VIEW_COLUMNS } from './clients.view.repo';
import type { ClientRow } from './clients.repo';

// The clients list: its filter and search, the counted first page, keyset pages and the type-ahead.

export type ClientSortField = 'createdAt' | 'fullName' | 'email' | 'phone' | 'portalStatus' | 'status';

export interface ClientFilter {
  search?: string;
  status?: 'active' | 'terminated';
}

export interface ClientListOptions extends ClientFilter {
  limit: number;
  offset: number;
  sort: ClientSortField;
  order: 'asc' | 'desc';
}

/** Where a keyset page starts: after the row with this sort key (created_at as text, or the full name) and id. */
export interface ClientCursor {
  key: string;
  id: number;
}

/** The sorts a cursor can follow: those with an index in the page's order. */
export const KEYSET_SORTS: readonly ClientSortField[] = ['createdAt', 'fullName'];

/**
 * The search of the clients list pages: full name and email by substring (search_text and its
 * trigram index, lists/search-text.repo.ts), the phone when the term is phone-shaped (stored as
 * digits: "(555) 123" searches 555123), the SSN's last 4 and the display id (A0012). The
 * type-ahead (10 rows or fewer) goes through typeahead.repo.ts instead.
 */
export function searchCondition(eb: ExpressionBuilder<Database, 'clients'>, raw: string): Expression<SqlBool> {
  const term = parseSearchTerm(raw);
  if (!term) return sql<SqlBool>`true`;
  const ors: Expression<SqlBool>[] = [searchTextContains('clients', term.text)];
  if (term.phoneDigits) ors.push(eb('phone', 'like', containsPattern(term.phoneDigits)));
  if (term.ssnLast4) ors.push(eb('ssnLast4', '=', term.ssnLast4));
  if (term.displayId?.kind === 'client') ors.push(eb('id', '=', term.displayId.id));
  return eb.or(ors);
}

function filtered(db: Kysely<Database>, filter: ClientFilter) {
  let query = db.selectFrom('clients').where('deletedAt', 'is', null);
  if (filter.status) query = query.where('status', '=', filter.status);
  const term = filter.search?.trim();
  if (term) query = query.where((eb) => searchCondition(eb, term));
  return query;
}

// The pages select whole client rows (one node to build, where 22 named columns cost 60 µs of
// query building a call); what the list answers is CLIENT_VIEW_COLUMNS (clients.view.repo.ts), which
// leaves the SSN envelope and the deletion fields out.

/** What a search's matches keep until the page is chosen: the id and the sort keys (narrow rows: up to 1,001 of them). */
const sortColumns = (sort: ClientSortField) =>
  sort === 'createdAt'
    ? (['id', 'createdAt'] as const)
    : sort === 'fullName'
      ? (['id', 'fullName'] as const)
      : (['id', 'fullName', sort] as const);

/** The key a cursor keeps of a page's last row (alias `p`), for the sorts that have one. */
function cursorKey(sort: ClientSortField) {
  // The timestamp as JSON writes it: every microsecond, so the next page starts exactly after it.
  if (sort === 'createdAt') return sql`to_json(p.created_at) #>> '{}'`;
  return sort === 'fullName' ? sql`p.full_name` : undefined;
}

// The partner's name beside each row of a page (a key lookup per row, no join: the filter's
// unqualified columns stay unambiguous), looked up only for a client that has a partner: with few
// partners PostgreSQL reads referral_sources by a sequential scan, and each rescan asks the kernel
// for the table's size (a page of 50 without partners: 5 % of the statement's time).
const referralName = (source: string) => {
  const id = sql.ref(`${source}.referralSourceId`);
  return sql<string | null>`case when ${id} is null then null
    else (select rs.full_name from referral_sources rs where rs.id = ${id}) end`.as('referralSourceName');
};

// Any query whose rows have the list's columns, in the order asked (id last, so pages are stable).
// Every sort has an index in its ascending order (the column, then the name and id for ties;
// migration 2026-12-06T0400), and descending is that order reversed, so one index serves both:
// ties by name Z to A, and clients without an email or phone first (docs/decisions/6-scale.md).
function ordered<Q extends SelectQueryBuilder<any, any, any>>(query: Q, sort: ClientSortField, dir: 'asc' | 'desc'): Q {
  let q: SelectQueryBuilder<any, any, any> = query;
  if (sort === 'createdAt') q = q.orderBy(sql.ref('createdAt'), dir);
  else if (sort === 'fullName') q = q.orderBy(sql`lower(full_name)`, dir);
  else q = q.orderBy(sql.ref(sort), dir).orderBy(sql`lower(full_name)`, dir);
  return q.orderBy(sql.ref('id'), dir) as Q;
}

/**
 * The rows of a page whose ids the query's subquery `k` holds (in its column `id`), with the
 * page's count, in the page's order: every counted page ends this way.
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
 * which answer a common fragment or a small list without collecting its every match.
 */
export async function listClientPage(db: Kysely<Database>, opts: ClientListOptions, bound: number): Promise<PageText> {
  const key = { cursorKey: cursorKey(opts.sort), counted: true };
  const listed = async () => {
    const page = await jsonPageText(db, listPageQuery(db, opts, bound), CLIENT_VIEW_COLUMNS, key);
    if (page.size > 0) return page;
    return { ...page, counted: opts.offset === 0 ? 0 : await countClients(db, opts, bound + 1) };
  };
  const recent = recentPageQuery(db, opts, bound);
  if (!recent) return listed();
  return recentOrList(
    searchKey('clients', { ...opts, text: opts.search ?? '' }),
    async () => {
      const page = await jsonPageText(db, recent, CLIENT_VIEW_COLUMNS, key);
      return page.size > 0 ? page : null;
    },
    listed,
  );
}

/**
 * The counted page of a name or email search in created_at order, read from the newest clients
 * (lists/recent-matches.repo.ts); null for any other search or sort (a phone, SSN or display id
 * term, or another order), which listPageQuery answers.
 */
export function recentPageQuery(db: Kysely<Database>, opts: ClientListOptions, bound: number, window?: number) {
  const term = parseSearchTerm(opts.search);
  if (!term || opts.sort !== 'createdAt' || !searchableInRecent(term.text)) return null;
  if (term.phoneDigits || term.ssnLast4 || term.displayId?.kind === 'client') return null;
  const ids = recentMatchIds(
    'clients',
    { text: term.text, status: opts.status, order: opts.order, limit: opts.limit, offset: opts.offset, bound, window },
    (cap) => liveCount(opts.status, cap),
  );
  return pageRows(db.selectFrom(ids), 'k.page_id', sql<number>`k.counted`, opts);
}

/**
 * How many matches of a search sorted by anything but the date are sorted in memory before its page
 * is read by walking the sort's index instead. Only the date index carries search_text; walking any
 * other fetches each row to test it, so a term matching 1 to 2 % of the clients in a cluster of the
 * order ("david", 1,223 of 100,000, by name) walked up to 50,000 rows (21 to 80 ms), where the
 * trigram index collects and sorts them in 2 to 4 ms; a denser term pays that before its walk.
 */
const SORTED_IN_MEMORY = 2000;
/** A shorter term has no trigram to look up, so collecting its matches reads the table: it keeps the bound. */
const TRIGRAM = 3;

/** The page query of listClientPage (its plan is what the bench prints). */
export function listPageQuery(db: Kysely<Database>, opts: ClientListOptions, bound: number) {
  const term = opts.search?.trim();
  if (term) {
    const inMemory = opts.sort !== 'createdAt' && term.length >= TRIGRAM ? Math.max(bound, SORTED_IN_MEMORY) : bound;
    // The matches (id and sort keys only), capped; the page's ids among them when they are all
    // there, else the page read in index order (each branch runs only when its one-time filter
    // holds); then the page's rows.
    const matches = sql<number>`(select count(*) from capped)`;
    const fromIds = db
      .with(
        (cte) => cte('hits').materialized(),
        () =>
          filtered(db, opts).select(
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
    // A later page: its ids first, walking only the sort's index past `offset` entries, then its
    // rows. Read whole, each skipped row was fetched and given its partner's name (offset 50,000:
    // 107 to 165 ms).
    const ids = ordered(filtered(db, opts).select('id as pageId'), opts.sort, opts.order)
      .limit(opts.limit)
      .offset(opts.offset);
    return pageRows(db.selectFrom(ids.as('k')), 'k.pageId', liveCount(opts.status, bound + 1), opts);
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
 * A page without the count: the (status,) created_at or lower(full_name) index read in the page's
 * order from the cursor on (`(key, id) < (cursor)`, a range of the index), or from `offset`.
 */
export function listClientRows(
  db: Kysely<Database>,
  opts: ClientListOptions,
  cursor: ClientCursor | null,
): Promise<PageText> {
  let query = filtered(db, opts).selectAll().select(referralName('clients'));
  if (cursor) {
    const after = sql.raw(opts.order === 'desc' ? '<' : '>');
    query =
      opts.sort === 'createdAt'
        ? query.where(sql<SqlBool>`(created_at, id) ${after} (${cursor.key}::timestamptz, ${cursor.id})`)
        : query.where(sql<SqlBool>`(lower(full_name), id) ${after} (lower(${cursor.key}), ${cursor.id})`);
  }
  return jsonPageText(
    db,
    ordered(query, opts.sort, opts.order)
      .limit(opts.limit)
      .offset(cursor ? 0 : opts.offset),
    CLIENT_VIEW_COLUMNS,
    { cursorKey: cursorKey(opts.sort) },
  );
}

/** The type-ahead: the best `limit` matches of a term (typeahead.repo.ts), as the client view. */
export function listClientTypeahead(
  db: Kysely<Database>,
  term: SearchTerm,
  opts: { limit: number; status?: ClientFilter['status'] },
): Promise<ClientView[]> {
  return typeahead(db, 'clients', term, opts, (matches, order) =>
    jsonViewRows<ClientView>(
      db,
      order(matches.selectAll('clients').select(referralName('clients'))),
      CLIENT_VIEW_COLUMNS,
    ),
  );
}

/**
 * The live clients (of a status), up to `cap`, from the counters the triggers keep
 * (client_status_counts): one key lookup instead of counting `cap` rows.
 */
const liveCount = (status: ClientFilter['status'], cap: number) =>
  sql<number>`(select least(coalesce(sum(c.clients), 0), ${cap})::int from client_status_counts c
    ${status ? sql`where c.status = ${status}` : sql``})`;

/** The number of matching clients, counted up to `cap` (then `cap` is answered). */
export async function countClients(db: Kysely<Database>, filter: ClientFilter, cap: number): Promise<number> {
  if (!filter.search?.trim()) {
    const row = await db.selectNoFrom(liveCount(filter.status, cap).as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  }
  const inner = filtered(db, filter).select(sql.lit(1).as('one')).limit(cap);
  const row = await db
    .selectFrom(inner.as('matches'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
