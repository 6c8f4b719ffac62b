import type { Database } from '@app/db';
import type { SearchTerm } from '@app/domain';
import {
  sql,
  type AliasedRawBuilder,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type RawBuilder,
  type SqlBool,
} from 'kysely';
import {
  jsonPage,
  jsonPageText,
  nearerEndPageIds,
  UNCAPPED,
  searchPageIds,
  type JsonRow,
  type PageText,
} from '../../lists/list-page.repo';
import { collectable, collectedMatchIds, PAIRS_COLLECT_MAX } from '../../lists/collected-matches.repo';
import { countedPageText } from '../../lists/counted-page-text.repo';
import { recentMatchIds, searchableInRecent } from '../../lists/recent-matches.repo';
import { searchKey } from '../../lists/search-routes';
import { collectedContains, pairsTerm, searchTextContains } from '../../lists/search-text.repo';
import { typeahead } from '../../lists/typeahead.repo';
import type { OrganizationRow } from './organizations.repo';
import {
  ORGANIZATION_CURSOR_KEY,
  ORGANIZATION_LIST_VIEW_COLUMNS,
  ORGANIZATION_LIST_VIEW_KEPT,
} from './organizations.view.repo';

// The organizations list: its filter and search, the counted first page, keyset pages and the type-ahead.

export interface OrganizationListOptions {
  /** `text`: the term as typed (DBA, legal name and email contain it); `phoneLike`: a LIKE pattern of digits. */
  search?: { text: string; phoneLike: string | null; id: number | null };
  status?: 'active' | 'terminated';
  limit: number;
  offset: number;
}

function searchFilter(
  eb: ExpressionBuilder<Database, 'organizations'>,
  search: NonNullable<OrganizationListOptions['search']>,
  collect: boolean,
): Expression<SqlBool> {
  const ors: Expression<SqlBool>[] = [
    collect && search.phoneLike === null
      ? collectedContains('organizations', search.text)
      : searchTextContains('organizations', search.text),
  ];
  // Phones are stored as digits: searched only for a phone-shaped term.
  if (search.phoneLike !== null) ors.push(eb('businessPhone', 'like', search.phoneLike));
  if (search.id !== null) ors.push(eb('id', '=', search.id));
  return eb.or(ors);
}

/**
 * The list's rows that the options keep. `collect`: the statement collects the matches through the
 * indexes (lists/search-text.repo.ts collectedContains), where a walk would test each entry.
 */
function listQuery(db: Kysely<Database>, opts: Omit<OrganizationListOptions, 'limit' | 'offset'>, collect = false) {
  let query = db.selectFrom('organizations').where('deletedAt', 'is', null);
  if (opts.status) query = query.where('status', '=', opts.status);
  if (opts.search) {
    const search = opts.search;
    query = query.where((eb) => searchFilter(eb, search, collect));
  }
  return query;
}

const LIST_COLUMNS = [
  'id',
  'businessDba',
  'businessLegalName',
  'businessEmail',
  'businessPhone',
  'status',
  'createdAt',
] as const;
/** A page's columns: the list's, and the item's JSON text the row keeps (organizations.view.repo.ts). */
const PAGE_COLUMNS = [...LIST_COLUMNS, 'viewJson'] as const;
/** A row of the list page (createdAt as an ISO string: the page comes as JSON). */
export type OrganizationListRow = JsonRow<Pick<OrganizationRow, (typeof LIST_COLUMNS)[number]>>;

/**
 * A page of the list, newest first, with the matches counted up to `bound + 1`, in one round trip
 * (the same shape as the clients list, clients-counted-page.repo.ts listClientPage), its items as
 * the answer's JSON text (organizations.view.repo.ts). Without a search: a walk of the (status,)
 * created_at index and the kept count of live organizations (liveCount). With a search: at most
 * `bound + 1` matches found through the trigram indexes (materialized CTE), counted and sorted in
 * memory; when there are more, the same statement reads the page in created_at order instead (cheap
 * when matches are that dense), so a common fragment costs one round trip, not two. A name or email
 * search is first asked of the newest rows (recentPageQuery), as the clients list does.
 */
export function listOrganizationPage(
  db: Kysely<Database>,
  opts: OrganizationListOptions,
  bound: number,
): Promise<PageText> {
  return countedPageText(
    db,
    {
      listed: (collect) => listPageQuery(db, opts, bound, collect),
      recent: recentPageQuery(db, opts, bound),
      collected: collectedPageQuery(db, opts),
      count: (cap) => countOrganizations(db, opts, cap),
    },
    {
      searchKey: searchKey('organizations', { ...opts, order: 'desc', text: opts.search?.text ?? '' }),
      view: ORGANIZATION_LIST_VIEW_COLUMNS,
      kept: ORGANIZATION_LIST_VIEW_KEPT,
      cursorKey: ORGANIZATION_CURSOR_KEY,
      bound,
      shortTerm: pairsTerm(opts.search?.text.trim() ?? ''),
      offset: opts.offset,
    },
  );
}

/**
 * The counted page of a name or email search, read from the newest organizations
 * (lists/recent-matches.repo.ts); null for a phone or display id term, which listPageQuery answers.
 */
export function recentPageQuery(db: Kysely<Database>, opts: OrganizationListOptions, bound: number, window?: number) {
  const text = nameOrEmailTerm(opts);
  if (text === null) return null;
  const ids = recentMatchIds(
    'organizations',
    { text, status: opts.status, order: 'desc', limit: opts.limit, offset: opts.offset, bound, window },
    (cap) => liveCount(opts.status, cap),
  );
  return pageOf(db, ids, sql<number>`k.counted`);
}

/** The rows of a page whose ids the subquery `k` holds (in `page_id`), with its count, newest first. */
function pageOf(db: Kysely<Database>, ids: AliasedRawBuilder<{ page_id: number }, 'k'>, counted: RawBuilder<number>) {
  return db
    .selectFrom(ids)
    .innerJoin('organizations', 'organizations.id', 'k.page_id')
    .select(PAGE_COLUMNS.map((c) => `organizations.${c}` as const))
    .select(counted.as('counted'))
    .orderBy('organizations.createdAt', 'desc')
    .orderBy('organizations.id', 'desc');
}

/**
 * The counted page of a name or email search, its matches collected through the trigram index up to
 * a cap (lists/collected-matches.repo.ts); null where recentPageQuery is, and for a term without
 * three letters or digits in a row. The rows' `counted` is the matches collected: all of them up to
 * the cap, else the cap + 1.
 */
export function collectedPageQuery(db: Kysely<Database>, opts: OrganizationListOptions) {
  const text = nameOrEmailTerm(opts);
  if (text === null || !collectable(text)) return null;
  return (cap: number) =>
    pageOf(
      db,
      collectedMatchIds('organizations', {
        text,
        status: opts.status,
        order: 'desc',
        limit: opts.limit,
        offset: opts.offset,
        cap,
      }),
      sql<number>`k.hits`,
    );
}

/** The term of a name or email search (trimmed); null for a phone or display id term, or none. */
function nameOrEmailTerm(opts: OrganizationListOptions): string | null {
  const search = opts.search;
  if (!search || search.phoneLike !== null || search.id !== null || !searchableInRecent(search.text)) return null;
  return search.text;
}

/**
 * The page query of listOrganizationPage (its plan is what the bench prints). `collect`: a short
 * term's matches are collected through search_pairs' index (counted-page-text.repo.ts decides when).
 */
export function listPageQuery(db: Kysely<Database>, opts: OrganizationListOptions, bound: number, collect = false) {
  if (opts.search) {
    // The matches (id and created_at only), capped; the page's ids among them when they are all
    // there, else the page read in created_at order (each branch runs only when its one-time
    // filter holds); then the page's rows.
    const matches = sql<number>`(select count(*) from capped)`;
    return db
      .with(
        (cte) => cte('hits').materialized(),
        () => listQuery(db, opts, collect).select(['id', 'createdAt']),
      )
      .with('capped', (qb) =>
        qb
          .selectFrom('hits')
          .selectAll()
          .limit(bound + 1),
      )
      .selectFrom((eb) =>
        searchPageIds(
          eb,
          eb
            .selectFrom('capped')
            .select('id as pageId')
            .orderBy('createdAt', 'desc')
            .orderBy('id', 'desc')
            .limit(opts.limit)
            .offset(opts.offset),
          listQuery(db, opts)
            .select('id as pageId')
            .orderBy('createdAt', 'desc')
            .orderBy('id', 'desc')
            .limit(opts.limit)
            .offset(opts.offset),
          matches,
          bound,
        ).as('k'),
      )
      .innerJoin('organizations', 'organizations.id', 'k.pageId')
      .select(PAGE_COLUMNS.map((c) => `organizations.${c}` as const))
      .select(matches.as('counted'))
      .orderBy('organizations.createdAt', 'desc')
      .orderBy('organizations.id', 'desc');
  }
  if (opts.offset > 0) {
    // A later page: its ids first, walking only the created_at index from its nearer end, then its
    // rows (offset 10,000: every skipped row was fetched, 28 to 35 ms).
    const ids = (order: 'asc' | 'desc') =>
      listQuery(db, opts).select('id as pageId').orderBy('createdAt', order).orderBy('id', order);
    const page = nearerEndPageIds(db, ids('desc'), ids('asc'), liveCount(opts.status, UNCAPPED), opts);
    return db
      .selectFrom(page.as('k'))
      .innerJoin('organizations', 'organizations.id', 'k.pageId')
      .select(PAGE_COLUMNS.map((c) => `organizations.${c}` as const))
      .select(liveCount(opts.status, bound + 1).as('counted'))
      .orderBy('organizations.createdAt', 'desc')
      .orderBy('organizations.id', 'desc');
  }
  return listQuery(db, opts)
    .select(PAGE_COLUMNS)
    .select(liveCount(opts.status, bound + 1).as('counted'))
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(opts.limit)
    .offset(opts.offset);
}

/**
 * The live organizations (of a status), up to `cap`, from the counters the triggers keep
 * (organization_status_counts, migration 2026-11-29T2100): one key lookup instead of counting `cap` rows.
 */
const liveCount = (status: OrganizationListOptions['status'], cap: number) =>
  sql<number>`(select least(coalesce(sum(c.organizations), 0), ${cap})::int from organization_status_counts c
    ${status ? sql`where c.status = ${status}` : sql``})`;

/** Where a keyset page starts: after the row with this created_at (as text) and id. */
export interface OrganizationCursor {
  key: string;
  id: number;
}

/** A page without the count: the (status,) created_at index read from the cursor on (a range of it), or from `offset`. */
export function listOrganizationRows(
  db: Kysely<Database>,
  opts: OrganizationListOptions,
  cursor: OrganizationCursor | null,
): Promise<PageText> {
  let query = listQuery(db, opts).select(PAGE_COLUMNS);
  if (cursor) query = query.where(sql<SqlBool>`(created_at, id) < (${cursor.key}::timestamptz, ${cursor.id})`);
  return jsonPageText(
    db,
    query
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(opts.limit)
      .offset(cursor ? 0 : opts.offset),
    ORGANIZATION_LIST_VIEW_COLUMNS,
    { cursorKey: ORGANIZATION_CURSOR_KEY, kept: ORGANIZATION_LIST_VIEW_KEPT },
  );
}

/** The type-ahead: the best `limit` matches of a term (typeahead.repo.ts), with the list's columns (toListItem makes the items). */
export function listOrganizationTypeahead(
  db: Kysely<Database>,
  term: SearchTerm,
  opts: { limit: number; status?: OrganizationListOptions['status'] },
): Promise<OrganizationListRow[]> {
  return typeahead(db, 'organizations', term, opts, (matches, order) =>
    jsonPage(db, order(matches.select(LIST_COLUMNS.map((c) => `organizations.${c}` as const)))),
  ) as Promise<OrganizationListRow[]>;
}

/** The number of matching organizations, counted up to `cap`. */
export async function countOrganizations(
  db: Kysely<Database>,
  opts: Omit<OrganizationListOptions, 'limit' | 'offset'>,
  cap: number,
): Promise<number> {
  if (!opts.search) {
    const row = await db.selectNoFrom(liveCount(opts.status, cap).as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  }
  // An empty page's count: at most PAIRS_COLLECT_MAX + 1 matches, collected if the term is short.
  const inner = listQuery(db, opts, cap <= PAIRS_COLLECT_MAX + 1)
    .select(sql.lit(1).as('one'))
    .limit(cap);
  const row = await db
    .selectFrom(inner.as('matches'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
