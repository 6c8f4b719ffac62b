import type { Database } from '@app/db';
import { sql, type AliasedRawBuilder, type Kysely, type RawBuilder } from 'kysely';
import { nearerEndPageIds, UNCAPPED, searchPageIds, type PageText } from '../../lists/list-page.repo';
import { collectable, collectedMatchIds } from '../../lists/collected-matches.repo';
import { countedPageText } from '../../lists/counted-page-text.repo';
import { recentMatchIds, searchableInRecent } from '../../lists/recent-matches.repo';
import { searchKey } from '../../lists/search-routes';
import { listQuery, PAGE_COLUMNS, type OrganizationListOptions } from './organizations-list.repo';
import {
  ORGANIZATION_CURSOR_KEY,
  ORGANIZATION_LIST_VIEW_COLUMNS,
  ORGANIZATION_LIST_VIEW_KEPT,
} from './organizations.view.repo';

// The organizations list's counted page: its rows and its total up to a bound, in one round trip
// (as the clients list's, clients-counted-page.repo.ts).

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
      walked: null,
      count: (cap, collect) => countOrganizations(db, opts, cap, collect),
    },
    {
      searchKey: searchKey('organizations', { ...opts, order: 'desc', text: opts.search?.text ?? '' }),
      view: ORGANIZATION_LIST_VIEW_COLUMNS,
      kept: ORGANIZATION_LIST_VIEW_KEPT,
      cursorKey: ORGANIZATION_CURSOR_KEY,
      bound,
      inMemory: bound,
      term: opts.search?.text.trim() ?? '',
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
 * The page query of listOrganizationPage (its plan is what the bench prints). `collect`: the term's
 * matches are collected through its index, search_text's or search_pairs' (lists/search-text.repo.ts
 * collectedContains; counted-page-text.repo.ts decides when).
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

/** The number of matching organizations, counted up to `cap`; `collect` as listPageQuery's. */
export async function countOrganizations(
  db: Kysely<Database>,
  opts: Omit<OrganizationListOptions, 'limit' | 'offset'>,
  cap: number,
  collect = false,
): Promise<number> {
  if (!opts.search) {
    const row = await db.selectNoFrom(liveCount(opts.status, cap).as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  }
  const inner = listQuery(db, opts, collect).select(sql.lit(1).as('one')).limit(cap);
  const row = await db
    .selectFrom(inner.as('matches'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
