import { sql, type RawBuilder } from 'kysely';
import { rowCount } from './list-page.repo';
import { FIELD_SEPARATOR, hiddenContainsPattern, type SEARCH_TEXT_FIELDS } from './search-text.repo';

// A counted search page read from the newest rows of the list (docs/decisions/6-scale.md, "Search
// pages from the newest rows"). A common fragment ("son", "an", "mar") matches one row in twenty
// or more: the first `bound + 1` matches in created_at order lie among the newest few thousand
// rows, and walking those entries of the created_at index (which carries search_text) finds them
// and the page at once, where the trigram index would first collect every match (9,511 for "son")
// to count 201 of them. The walk is bounded (RECENT_WINDOW entries), so a rare term costs at most
// that walk before the list's own statement answers it.
//
// The term's LIKE pattern reaches the statement only inside a subquery, so no plan choice depends
// on the term, and it is kept as a named statement with a generic plan: no planning per search. The
// pattern is lowered once, in that subquery: a generic plan would otherwise call lower() on every
// entry (1.3 against 1.05 ms of PostgreSQL's CPU for a page of "son"). LIKE, not strpos: strpos sets
// up its search for every entry, and the walk of the organizations' "son" (4,460 entries) took 1.20
// ms against 1.04 with LIKE, the clients' "mar" 0.72 against 0.63 (pgbench, one connection).

/** Index entries read at most: about 0.2 µs each on PostgreSQL, so under a millisecond. */
export const RECENT_WINDOW = 6000;

/** Whether a search of `text` alone (no phone, SSN or id condition) can be read from the newest rows. */
export const searchableInRecent = (text: string): boolean => text !== '' && !text.includes(FIELD_SEPARATOR);

export interface RecentMatchOptions {
  /** The term as typed (trimmed): the name and email fields contain it, ignoring case. */
  text: string;
  status?: string;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
  /** Matches are counted up to `bound + 1` (list-page.ts countBound). */
  bound: number;
  /** Index entries read at most (RECENT_WINDOW; smaller in tests). */
  window?: number;
}

/**
 * The ids of a search's page (`page_id`) with its capped count (`counted`), as a subquery aliased
 * `k`, in created_at order. It has rows only when the newest RECENT_WINDOW rows hold `bound + 1`
 * matches, or when they are the whole list (`liveRows(cap)`: the kept count of live rows of the
 * status, capped) and so hold every match; otherwise it is empty, and the list's
 * own search statement answers. (A page past the matches is empty too, and is answered the same way.)
 */
export function recentMatchIds(
  table: keyof typeof SEARCH_TEXT_FIELDS,
  opts: RecentMatchOptions,
  liveRows: (cap: number) => RawBuilder<number>,
) {
  const window = opts.window ?? RECENT_WINDOW;
  const dir = sql.raw(opts.order === 'asc' ? 'asc' : 'desc');
  const status = opts.status === undefined ? sql`` : sql`and status = ${opts.status}`;
  return sql<{ page_id: number; counted: number }>`(with recent as materialized (
      select w.id, w.created_at from (
        select id, created_at, search_text from ${sql.table(table)}
        where deleted_at is null ${status}
        order by created_at ${dir}, id ${dir} limit ${rowCount(window)}
      ) w
      where w.search_text like ${hiddenContainsPattern(opts.text)}
      limit ${rowCount(opts.bound + 1)}
    ), n as (select count(*)::int as hits from recent)
    select r.id as page_id, n.hits as counted from recent r cross join n
    where n.hits > ${rowCount(opts.bound)} or ${liveRows(window + 1)} <= ${rowCount(window)}
    order by r.created_at ${dir}, r.id ${dir}
    limit ${rowCount(opts.limit)} offset ${rowCount(opts.offset)})`.as('k');
}
