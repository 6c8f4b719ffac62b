import type { Database } from '@app/db';
import type { Kysely, RawBuilder, SelectQueryBuilder } from 'kysely';
import { collectCap, PAIRS_COLLECT_MAX } from './collected-matches.repo';
import { pairsTerm, trigramTerm } from './search-text.repo';
import { jsonPageText, type PageText } from './list-page.repo';
import { routedSearch, searchRoutes } from './search-routes';

// A big list's counted page as the answer's JSON text (the clients and organizations lists): the
// statement that answers it is chosen per search (search-routes.ts), and the count of an empty page
// past the first is read apart.

type PageQuery = SelectQueryBuilder<any, any, any>;

/** The statements that may answer a list's counted page, each a page query over the list's rows with their count. */
export interface CountedPageStatements {
  /**
   * The list's own page statement: answers any filter and search (built only when it runs).
   * `collect`: the term's matches are collected through its index (lists/search-text.repo.ts
   * collectedContains) rather than walked for.
   */
  listed: (collect: boolean) => PageQuery;
  /** A search's page from the newest rows (recent-matches.repo.ts); null where that does not serve. */
  recent: PageQuery | null;
  /** A search's page with its matches collected up to a cap (collected-matches.repo.ts); null where that does not serve. */
  collected: ((cap: number) => PageQuery) | null;
  /**
   * A sorted search's page walked for in the sort's order, its matches counted up to the count's
   * bound by walking the date index (which carries search_text): for a term known to match more
   * than the list sorts in memory. Null where the list has none (its own statement then walks).
   */
  walked: (() => PageQuery) | null;
  /** The matches counted up to `cap`; `collect` as `listed`'s. */
  count: (cap: number, collect: boolean) => Promise<number>;
}

export interface CountedPageOptions {
  /** The search's key (search-routes.ts searchKey); used only when `recent` serves. */
  searchKey: string;
  /** The item's select list over the page's row `p` (the answer's keys). */
  view: RawBuilder<unknown>;
  /** The item's JSON text kept with the row `p`, where the list keeps one (list-page.repo.ts jsonPageText). */
  kept?: RawBuilder<string | null>;
  /** The cursor key over `p` of the page's last row. */
  cursorKey?: RawBuilder<unknown>;
  /** Matches are counted up to `bound + 1` (list-page.ts countBound). */
  bound: number;
  /** The matches the list's own statement collects and sorts in memory at most (at least `bound`). */
  inMemory: number;
  /** The search's name and email term as typed (trimmed; '' when none). */
  term: string;
  offset: number;
}

/**
 * The page and its count up to `bound + 1`, in one round trip when the page has rows. A search the
 * newest rows can answer is asked of them first, then of its collected matches, in the order its
 * route says (search-routes.ts routedSearch); every other page is the list's own statement. An
 * empty page past the first is counted apart (its statement counted nothing).
 *
 * The list's own statement (a search sorted by another column, or a term no other statement
 * answers) collects a term's matches through its index, search_text's or search_pairs' (whatever
 * the planner guesses of the term: lists/search-text.repo.ts collectedContains), and sorts them in
 * memory, up to `inMemory`. A term that matched more is from then on walked for (listedRouted):
 * its bitmap is built whole, so collecting "com" (86,000 of 100,000 clients) cost 9 to 11 ms where
 * the walk takes 1 to 2, and a short term's candidates cost about 10 µs each ("an": 9 to 12 ms
 * against 4 to 5). (In created_at order the newest rows answer such a term first.)
 *
 * A term of one or two letters is collected through search_pairs' index up to the count's bound
 * (collectCap). Past a bound of PAIRS_COLLECT_MAX it is always walked for: a page only the API
 * asks for (40 ms collected at offset 5,000).
 */
export async function countedPageText(
  db: Kysely<Database>,
  statements: CountedPageStatements,
  opts: CountedPageOptions,
): Promise<PageText> {
  const read = (query: PageQuery) =>
    jsonPageText(db, query, opts.view, { cursorKey: opts.cursorKey, counted: true, kept: opts.kept });
  const shortTerm = pairsTerm(opts.term);
  const pairs = shortTerm && opts.bound <= PAIRS_COLLECT_MAX;
  const trigrams = trigramTerm(opts.term);
  // An empty page past the first has at most `bound` matches: they are collected.
  const counted = async (page: PageText) =>
    page.size > 0
      ? page
      : { ...page, counted: opts.offset === 0 ? 0 : await statements.count(opts.bound + 1, pairs || trigrams) };
  const listed = async (collect = false) => counted(await read(statements.listed(collect)));
  const { recent, collected, walked } = statements;
  if (!recent)
    return pairs || trigrams
      ? listedRouted(opts.searchKey, listed, walked && (async () => counted(await read(walked()))), opts)
      : listed();
  return routedSearch(opts.searchKey, {
    recent: async () => {
      const page = await read(recent);
      return page.size > 0 ? page : null;
    },
    collected:
      collected && (!shortTerm || pairs)
        ? async (route) => {
            const cap = collectCap(route, opts.bound, shortTerm);
            const page = await read(collected(cap));
            const hits = page.counted ?? 0;
            return {
              page: await counted({ ...page, counted: Math.min(hits, opts.bound + 1) }),
              overflowed: hits > cap,
            };
          }
        : null,
    listed: () => listed(),
  });
}

/**
 * A search's page from the list's own statement: its matches collected and sorted in memory until
 * the term is known to match more than that holds, then walked for (`walked`, else the list's own
 * statement as the planner chooses) until it is seen to match fewer than the bound again.
 */
async function listedRouted(
  searchKey: string,
  listed: (collect: boolean) => Promise<PageText>,
  walked: (() => Promise<PageText>) | null,
  opts: Pick<CountedPageOptions, 'bound' | 'inMemory'>,
): Promise<PageText> {
  const key = `${searchKey}\u0000listed`;
  // Every route answers the same count: up to the bound + 1 (the collection counts up to inMemory + 1).
  const bounded = (page: PageText) =>
    page.counted === null ? page : { ...page, counted: Math.min(page.counted, opts.bound + 1) };
  if (searchRoutes.routeOf(key, Date.now()) === 'walk') {
    const page = await (walked ?? (() => listed(false)))();
    if ((page.counted ?? 0) <= opts.bound) searchRoutes.learn(key, 'recent', Date.now());
    return bounded(page);
  }
  const page = await listed(true);
  if ((page.counted ?? 0) > opts.inMemory) searchRoutes.learn(key, 'walk', Date.now());
  return bounded(page);
}
