import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { rowCount } from './list-page.repo';
import { searchableInRecent } from './recent-matches.repo';
import {
  hiddenContainsPattern,
  pairsContain,
  pairsTerm,
  trigramTerm,
  type SEARCH_TEXT_FIELDS,
} from './search-text.repo';

// A counted search page whose matches are collected through the trigram index, for a name or email
// term in created_at order that the newest rows did not answer (lists/recent-matches.repo.ts)
// (docs/decisions/6-scale.md, "Search pages of whole names"). Two ways to its page:
// - collect up to `cap` matches and sort them in memory: about 1 to 1.3 µs a match (the index, then
//   each candidate's row to recheck), so "garcia" (388 of 100,000 clients) costs 0.4 ms;
// - when there are more, walk the created_at index (it carries search_text) until the page is
//   found: about 0.15 µs an entry, 50 × rows / matches entries, so "john" (2,174) walks 2,560.
// Collecting "john" whole would cost 2 ms; walking for "garcia" read 10,060 entries, 1.8 ms. A
// small cap (the count's bound) suits terms that match a thousand rows or more, a large one
// (COLLECT_CAP) the rarer ones; search-routes.ts learns which a term is from the first answer.
//
// The term reaches the statement only through a subquery, as (select ...): the planner cannot see
// it, so every term gets the same plan (the trigram index for the collection, the created_at index
// for the walk) and the statement is kept named with a generic plan, no planning per search. (A
// LIKE pattern given as a parameter would be planned for each term: about 0.7 ms of parsing and
// planning for 1 ms of work.) The walk tests `coalesce(search_text, '')`, not the column: LIKE on the
// column itself let the planner answer that branch from the trigram index, collecting and sorting
// every match of "john" (2.8 ms against 1.4), and strpos, which no index serves, set up its search
// for every entry (1.46 against 1.36 ms of PostgreSQL's time a page).

/** Matches collected at most before the page is read by walking instead. */
export const COLLECT_CAP = 1000;

/**
 * The largest count bound for which a term of one or two letters is collected through
 * search_pairs' index (about 10 µs a match, 10 ms at this bound); a deeper page, which only the
 * API asks for, is walked for.
 */
export const PAIRS_COLLECT_MAX = COLLECT_CAP;

/**
 * The cap of a route (search-routes.ts): COLLECT_CAP, or the count's bound for a term known to match
 * more, and always for a term of one or two letters (`short`, search-text.repo.ts pairsTerm): each of
 * its candidates is rechecked by computing search_pairs (about 10 µs against 2), so collecting 800
 * matches ("za", "bu") cost more than walking for the page.
 */
export const collectCap = (route: 'collect' | 'walk', bound: number, short = false): number =>
  route === 'walk' || short ? bound : Math.max(COLLECT_CAP, bound);

/**
 * Whether a trigram index can collect the matches of `text`: a name or email term holding three
 * letters or digits in a row (search_text's index), or one of one or two letters or digits
 * (search_pairs', search-text.repo.ts pairsTerm). Any other term has no trigram to look up, and the
 * index would be read whole.
 */
export const collectable = (text: string): boolean =>
  searchableInRecent(text) && (trigramTerm(text) || pairsTerm(text));

export interface CollectedMatchOptions {
  /** The term as typed (trimmed): the name and email fields contain it, ignoring case. */
  text: string;
  status?: string;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
  /** Matches collected at most (COLLECT_CAP, or the count's bound for a term known to be common). */
  cap: number;
}

/**
 * The ids of a search's page (`page_id`) with the matches collected (`hits`: all of them up to
 * `cap`, else `cap + 1`), as a subquery aliased `k`, in no particular order. Empty when the page
 * lies past the matches.
 */
export function collectedMatchIds(table: keyof typeof SEARCH_TEXT_FIELDS, opts: CollectedMatchOptions) {
  const dir = sql.raw(opts.order === 'asc' ? 'asc' : 'desc');
  const status = opts.status === undefined ? sql`` : sql`and status = ${opts.status}`;
  const page = sql`limit ${rowCount(opts.limit)} offset ${rowCount(opts.offset)}`;
  const cap = rowCount(opts.cap);
  return sql<{ page_id: number; hits: number }>`(with collected as materialized (
      select id, created_at from ${sql.table(table)}
      where deleted_at is null ${status} and ${matches(opts.text)}
      limit ${rowCount(opts.cap + 1)}
    ), n as (select count(*)::int as hits from collected)
    select ids.page_id, (select hits from n) as hits from (
      (select c.id as page_id from collected c where (select hits from n) <= ${cap}
        order by c.created_at ${dir}, c.id ${dir} ${page})
      union all
      (select t.id from ${sql.table(table)} t
        where ${walkedMatch('t', opts.text, opts.status)}
          and (select hits from n) > ${cap}
        order by t.created_at ${dir}, t.id ${dir} ${page})
    ) ids)`.as('k');
}

/**
 * What a walk of the (status,) created_at index, which carries search_text, tests of each entry of
 * the table aliased `alias`: live, of `status`, and holding the name or email term `text`. The test
 * is on `coalesce(search_text, '')` so the planner walks rather than collecting from the trigram
 * index (see above).
 */
export function walkedMatch(alias: string, text: string, status: string | undefined): RawBuilder<SqlBool> {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  const ofStatus = status === undefined ? sql`` : sql`and ${column('status')} = ${status}`;
  return sql<SqlBool>`${column('deleted_at')} is null ${ofStatus}
    and coalesce(${column('search_text')}, '') like ${hiddenContainsPattern(text)}`;
}

/** The collection's condition: search_text's trigrams for a longer term, search_pairs' for a short one. */
const matches = (text: string) =>
  pairsTerm(text) ? pairsContain(text) : sql`search_text like ${hiddenContainsPattern(text)}`;
