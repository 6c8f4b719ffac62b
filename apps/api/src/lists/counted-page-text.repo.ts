import type { Database } from '@app/db';
import type { Kysely, RawBuilder, SelectQueryBuilder } from 'kysely';
import { collectCap, PAIRS_COLLECT_MAX } from './collected-matches.repo';
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
   * `collect`: a short term's matches are collected through search_pairs' index (lists/search-text.repo.ts
   * collectedContains) rather than walked for.
   */
  listed: (collect: boolean) => PageQuery;
  /** A search's page from the newest rows (recent-matches.repo.ts); null where that does not serve. */
  recent: PageQuery | null;
  /** A search's page with its matches collected up to a cap (collected-matches.repo.ts); null where that does not serve. */
  collected: ((cap: number) => PageQuery) | null;
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
  /** The search is a term of one or two letters (search-text.repo.ts pairsTerm). */
  shortTerm: boolean;
  offset: number;
}

/**
 * The page and its count up to `bound + 1`, in one round trip when the page has rows. A search the
 * newest rows can answer is asked of them first, then of its collected matches, in the order its
 * route says (search-routes.ts routedSearch); every other page is the list's own statement. An
 * empty page past the first is counted apart (its statement counted nothing).
 *
 * A term of one or two letters is collected through search_pairs' index up to the count's bound
 * (collectCap), then walked for. Each candidate costs about 10 µs and the index's bitmap is built
 * whole, so on the list's own statement (a search sorted by another column) a term that matched
 * more than the bound ("an", 25,000 of 100,000 clients) is from then on walked for, as it was
 * before that index: collecting it cost 9 to 12 ms a page where the walk takes 4 to 5. (In
 * created_at order the newest rows answer such a term first.) Past a bound of PAIRS_COLLECT_MAX a
 * short term is always walked for: a page only the API asks for (40 ms collected at offset 5,000).
 */
export async function countedPageText(
  db: Kysely<Database>,
  statements: CountedPageStatements,
  opts: CountedPageOptions,
): Promise<PageText> {
  const read = (query: PageQuery) =>
    jsonPageText(db, query, opts.view, { cursorKey: opts.cursorKey, counted: true, kept: opts.kept });
  const pairs = opts.shortTerm && opts.bound <= PAIRS_COLLECT_MAX;
  // An empty page past the first has at most `bound` matches: a short term's are collected.
  const counted = async (page: PageText) =>
    page.size > 0 ? page : { ...page, counted: opts.offset === 0 ? 0 : await statements.count(opts.bound + 1, pairs) };
  const listed = async (collect = false) => counted(await read(statements.listed(collect)));
  const { recent, collected } = statements;
  if (!recent) return pairs ? listedShort(opts.searchKey, listed, opts.bound) : listed();
  return routedSearch(opts.searchKey, {
    recent: async () => {
      const page = await read(recent);
      return page.size > 0 ? page : null;
    },
    collected:
      collected && (!opts.shortTerm || pairs)
        ? async (route) => {
            const cap = collectCap(route, opts.bound, opts.shortTerm);
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

/** A short term's page from the list's own statement: collected until it is known to be common, then walked for. */
async function listedShort(
  searchKey: string,
  listed: (collect: boolean) => Promise<PageText>,
  bound: number,
): Promise<PageText> {
  const key = `${searchKey}\u0000listed`;
  if (searchRoutes.routeOf(key, Date.now()) === 'walk') return listed(false);
  const page = await listed(true);
  if ((page.counted ?? 0) > bound) searchRoutes.learn(key, 'walk', Date.now());
  return page;
}
