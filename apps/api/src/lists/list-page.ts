// Server-side paging of the big lists (clients, organizations; docs/decisions/6-scale.md) with a
// capped count: counting stops at COUNT_CAP matches (SEARCH_COUNT_CAP for a search), so a page costs
// the same with 1,000 or 1,000,000 rows and no instance keeps totals in memory. REST: `x-total-count`
// and, when capped, `x-total-capped: true`; tRPC: `{ items, total, totalCapped }`. The page query
// itself (jsonPage) is in list-page.repo.ts.

import type { Database } from '@app/db';
import type { Kysely } from 'kysely';
import { badRequest } from '../core/app-error';
import type { PageText } from './list-page.repo';

/** Counting stops here: beyond it a list answers `total: COUNT_CAP` (or the end of the page asked for) and `totalCapped: true`. */
export const COUNT_CAP = 1000;

/**
 * A search's counting stops sooner. An unfiltered or status-filtered total comes from kept counters
 * at no cost, but a search's total is matched row by row: a common fragment ("an", "son") has tens
 * of thousands of matches, and verifying 1,001 of them cost up to 60 ms on PGlite's one connection
 * against about 12 ms for 201. "200+ total" tells a person to narrow the search as well as "1,000+".
 */
export const SEARCH_COUNT_CAP = 200;

export interface Page<T> {
  items: T[];
  /** The number of matches, exact unless `totalCapped`. */
  total: number;
  /** True when there are more matches than `total` (counting stopped). */
  totalCapped: boolean;
}

/** How far a page counts: the cap (a search's when `searched`), or the end of the page when it lies beyond the cap. */
export function countBound(offset: number, limit: number, searched = false): number {
  return Math.max(searched ? SEARCH_COUNT_CAP : COUNT_CAP, offset + limit);
}

/** The total of a page from the matches counted up to `bound + 1` (one more tells "capped"). */
export function cappedTotal(counted: number, bound: number): { total: number; totalCapped: boolean } {
  return counted > bound ? { total: bound, totalCapped: true } : { total: counted, totalCapped: false };
}

/** A count capped at `upTo` when given: a repo's count for a list's capped total (`upTo` = bound + 1). */
export function capped(total: number, upTo?: number): number {
  return upTo === undefined ? total : Math.min(total, upTo);
}

/** A list's repository: its rows under a filter, a page of them, and how many (counted up to `upTo`). */
export interface PagedSource<F, R> {
  count(db: Kysely<Database>, f: F, upTo?: number): Promise<number>;
  listPage(db: Kysely<Database>, f: F, limit: number, offset: number): Promise<R[]>;
  /** Whether the filter matches no row, known without the database (count and listPage then ask it nothing). */
  matchesNone?(f: F): boolean;
}

/**
 * A page and its total counted up to the cap, the count first: when no row lies at or after
 * `offset` (an empty section, a page past the end) the page query is not run at all.
 */
export async function countedPage<F, R, V>(
  source: PagedSource<F, R>,
  db: Kysely<Database>,
  f: F,
  limit: number,
  offset: number,
  toItem: (row: R) => V,
): Promise<Page<V>> {
  const bound = countBound(offset, limit);
  const counted = await source.count(db, f, bound + 1);
  const rows = counted > offset ? await source.listPage(db, f, limit, offset) : [];
  return { items: rows.map(toItem), ...cappedTotal(counted, bound) };
}

/**
 * The exact total a page already tells: a page shorter than `limit` (not empty, or the first) is
 * the end of the list. Null when it does not (a full page, or an empty page past the start).
 */
export function totalOfShortPage(rows: number, offset: number, limit: number): number | null {
  return rows < limit && (rows > 0 || offset === 0) ? offset + rows : null;
}

/**
 * A page of a big list. `counted`: the total was counted (up to the cap); when false (a type-ahead,
 * a cursor page, `count: false`) `total` is the rows up to this page's end and `totalCapped` says
 * more may follow. `nextCursor`: where the next page starts (keyset), null at the end.
 */
export interface ListPage<T> extends Page<T> {
  counted?: boolean;
  nextCursor?: string | null;
}

/** A page whose items are the JSON text the database wrote, which REST sends as it is. */
export type ListPageText<T> = Omit<ListPage<T>, 'items'> & { itemsJson: string };

/** The same page with its items parsed (tRPC's answer). */
export function parsedPage<T>({ itemsJson, ...page }: ListPageText<T>): ListPage<T> {
  return { items: JSON.parse(itemsJson) as T[], ...page };
}

/** Searches of at most this many rows, from the first, unsorted, are type-aheads (sidebar, palette, pickers). */
export const TYPEAHEAD_MAX_LIMIT = 10;

export function isTypeahead(input: { limit: number; offset?: number; sorted?: boolean }): boolean {
  return input.limit <= TYPEAHEAD_MAX_LIMIT && !input.offset && !input.sorted;
}

export function uncountedPage<T>(
  items: T[],
  input: { limit: number; offset?: number; cursor?: string },
  nextCursor: string | null,
): ListPage<T> {
  return { items, ...uncountedTotal(items.length, input), nextCursor };
}

/** The total of an uncounted page of `size` items: the rows up to its end, capped when it is full. */
export function uncountedTotal(
  size: number,
  input: { limit: number; offset?: number; cursor?: string },
): { total: number; totalCapped: boolean; counted: false } {
  const before = input.cursor ? 0 : (input.offset ?? 0);
  return { total: before + size, totalCapped: size === input.limit, counted: false };
}

/** The opaque cursor of a keyset page: the sort it belongs to, the last row's sort key and id. */
export function encodeCursor(scope: string, at: { key: string | null; id: number }): string {
  return Buffer.from(JSON.stringify([scope, at.key, at.id])).toString('base64url');
}

/** Where the page after a full `limit` page of `scope` starts (its last row's key and id); null after a short page. */
export function nextCursorOf(page: PageText, limit: number, scope: string): string | null {
  return page.size === limit && page.lastKey !== null && page.lastId !== null
    ? encodeCursor(scope, { key: page.lastKey, id: page.lastId })
    : null;
}

/**
 * The position a cursor holds; 400 when it is not one of ours or belongs to another sort.
 * `nullKey`: the sort column may be empty, so a null key is a position (the rows without a value).
 */
export function decodeCursor<C extends { key: string | null; id: number }>(
  text: string,
  scope: string,
  options: { nullKey?: boolean } = {},
): C {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    parsed = null;
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) throw badRequest('cursor: Invalid cursor');
  const [from, key, id] = parsed as unknown[];
  if (from !== scope) throw badRequest('cursor: The cursor belongs to another sort order');
  const keyValid = typeof key === 'string' ? key.length <= 200 : key === null && options.nullKey === true;
  if (!keyValid || !Number.isInteger(id) || (id as number) < 1 || (id as number) >= 2 ** 31) {
    throw badRequest('cursor: Invalid cursor');
  }
  return { key, id } as C;
}

/** Sets the REST list headers of a page: the total when counted, the next cursor when there is one. */
export function setTotalHeaders(
  reply: { header(name: string, value: string): unknown },
  page: Pick<Page<unknown>, 'total' | 'totalCapped'> & Partial<ListPage<unknown>>,
): void {
  if (page.counted !== false) {
    reply.header('x-total-count', String(page.total));
    if (page.totalCapped) reply.header('x-total-capped', 'true');
  }
  if (page.nextCursor) reply.header('x-next-cursor', page.nextCursor);
}
