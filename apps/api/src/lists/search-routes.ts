// Which statement answers a counted search page, learned per search. A name or email term in
// created_at order is first asked of the newest rows (lists/recent-matches.repo.ts), which answer
// a common fragment ("son", "an") at once; a rarer term walks their whole window in vain, so for a
// while its next searches skip that. A term with three letters in a row, or of one or two letters,
// then has its matches collected (lists/collected-matches.repo.ts), up to COLLECT_CAP; one that matches more than that
// ("john", "lee") is from then on collected only up to the count's bound, its page found by walking.
// This decides only which statement answers, never what the answer is: all give the same page and
// count.

/** How a search is answered: from the newest rows, its matches collected up to COLLECT_CAP, or up to the count's bound. */
export type SearchRoute = 'recent' | 'collect' | 'walk';

/** How long a route is remembered: long enough to spare the attempts, short enough to follow a list that grows. */
export const ROUTE_MEMORY_MS = 10 * 60_000;
const MAX_KEPT = 2_000;

export class SearchRoutes {
  readonly #learned = new Map<string, { route: SearchRoute; at: number }>();

  /** The route the search `key` learned within ROUTE_MEMORY_MS before `now` ('recent' when none). */
  routeOf(key: string, now: number): SearchRoute {
    const learned = this.#learned.get(key);
    if (learned === undefined) return 'recent';
    if (now - learned.at < ROUTE_MEMORY_MS) return learned.route;
    this.#learned.delete(key);
    return 'recent';
  }

  /** Remembers that the search `key` goes by `route` from `now` (the oldest is forgotten beyond MAX_KEPT). */
  learn(key: string, route: SearchRoute, now: number): void {
    this.#learned.delete(key);
    if (route === 'recent') return;
    this.#learned.set(key, { route, at: now });
    if (this.#learned.size > MAX_KEPT) this.#learned.delete(this.#learned.keys().next().value!);
  }

  /** Forgets every route (tests). */
  clear(): void {
    this.#learned.clear();
  }
}

/** The key of a search: its list and filter, its sort and page, and the term as the database folds it (lowered). */
export function searchKey(
  list: string,
  opts: { status?: string; sort?: string; order: string; limit: number; offset: number; text: string },
): string {
  return [list, opts.status ?? '', opts.sort ?? '', opts.order, opts.limit, opts.offset, opts.text.toLowerCase()].join(
    '\u0000',
  );
}

/** The routes of this process. */
export const searchRoutes = new SearchRoutes();

/** The statements that may answer a search page; null where a statement does not serve the search. */
export interface SearchStatements<T> {
  /** The page from the newest rows, or null when they do not hold it. */
  recent: (() => Promise<T | null>) | null;
  /** The page with its matches collected up to `cap`; `overflowed` when there were more. */
  collected: ((cap: 'collect' | 'walk') => Promise<{ page: T; overflowed: boolean }>) | null;
  /** The list's own statement: answers any search. */
  listed: () => Promise<T>;
}

/** The page of the search `key`, asked of the statements in the order its route says, learning as it goes. */
export async function routedSearch<T>(key: string, statements: SearchStatements<T>): Promise<T> {
  const route = searchRoutes.routeOf(key, Date.now());
  if (route === 'recent' && statements.recent) {
    const page = await statements.recent();
    if (page !== null) return page;
    searchRoutes.learn(key, 'collect', Date.now());
  }
  if (!statements.collected) return statements.listed();
  const cap = route === 'walk' ? 'walk' : 'collect';
  const { page, overflowed } = await statements.collected(cap);
  if (overflowed && cap === 'collect') searchRoutes.learn(key, 'walk', Date.now());
  return page;
}
