// The searches the newest rows did not answer lately (lists/recent-matches.repo.ts): a rarer term
// ("garcia", "smith") walks the whole window in vain and then runs the list's own statement, so
// for a while its next searches go straight to that statement. This decides only which of two
// statements answers, never what the answer is: both give the same page and count.

/** How long a miss is remembered: long enough to spare the walk, short enough to follow a list that grows. */
export const MISS_MEMORY_MS = 10 * 60_000;
const MAX_KEPT = 2_000;

export class RecentMisses {
  readonly #missedAt = new Map<string, number>();

  /** Whether the search `key` missed within MISS_MEMORY_MS before `now`. */
  missedLately(key: string, now: number): boolean {
    const at = this.#missedAt.get(key);
    if (at === undefined) return false;
    if (now - at < MISS_MEMORY_MS) return true;
    this.#missedAt.delete(key);
    return false;
  }

  /** Remembers that the search `key` missed at `now` (the oldest remembered miss is forgotten beyond MAX_KEPT). */
  missed(key: string, now: number): void {
    this.#missedAt.delete(key);
    this.#missedAt.set(key, now);
    if (this.#missedAt.size > MAX_KEPT) this.#missedAt.delete(this.#missedAt.keys().next().value!);
  }

  /** Forgets every miss (tests). */
  clear(): void {
    this.#missedAt.clear();
  }
}

/** The key of a search: its list and filter, its page, and the term as the database folds it (lowered). */
export function searchKey(
  list: string,
  opts: { status?: string; order: string; limit: number; offset: number; text: string },
): string {
  return [list, opts.status ?? '', opts.order, opts.limit, opts.offset, opts.text.toLowerCase()].join('\u0000');
}

/** The misses of this process. */
export const recentMisses = new RecentMisses();

/**
 * The page the newest rows answer (`recent`, null when they do not), unless this search missed
 * lately; else the page of the list's own statement (`list`).
 */
export async function recentOrList<T>(
  key: string,
  recent: () => Promise<T | null>,
  list: () => Promise<T>,
): Promise<T> {
  if (!recentMisses.missedLately(key, Date.now())) {
    const page = await recent();
    if (page !== null) return page;
    recentMisses.missed(key, Date.now());
  }
  return list();
}
