import { expect } from 'vitest';
import { COUNT_CAP } from '../lists/list-page';
import { call, type TestApp } from './helpers';

/**
 * Reads a REST list (`list`: its path and filter, ending in `?` or `&`) whole, in one page of up to
 * 5,000, then `limit` rows at each offset `offsetsOf` gives for its length, and expects every page,
 * its rows and its total, to be the slice of the whole list: a later page read another way (from
 * the kept counts, from the far end) must answer what the first page's way answers. The total is
 * checked on a list shorter than COUNT_CAP, where every page answers its length (past the cap, a
 * short page still knows its exact total and a full one answers the cap). Answers the whole list.
 */
export async function expectPagesAreSlices<R extends { id: number }>(
  t: TestApp,
  cookie: string,
  list: string,
  { limit, atLeast, offsetsOf }: { limit: number; atLeast: number; offsetsOf: (n: number) => number[] },
): Promise<R[]> {
  const get = async (query: string) => {
    const res = await call(t.app, 'GET', `${list}${query}`, { cookie });
    expect(res.statusCode, `${list}${query}: ${res.body.slice(0, 200)}`).toBe(200);
    return { rows: res.json() as R[], total: res.headers['x-total-count'] };
  };
  const whole = await get('limit=5000');
  const n = whole.rows.length;
  expect(n, list).toBeGreaterThan(atLeast);
  const total = n < COUNT_CAP ? String(n) : undefined;
  if (total) expect(whole.total, list).toBe(total);
  for (const offset of offsetsOf(n)) {
    const page = await get(`limit=${limit}&offset=${offset}`);
    const slice = whole.rows.slice(offset, offset + limit);
    // The ids first, for a readable difference; then the rows themselves, read again by id.
    expect(
      page.rows.map((r) => r.id),
      `${list}offset=${offset}`,
    ).toEqual(slice.map((r) => r.id));
    expect(page.rows, `${list}offset=${offset}`).toEqual(slice);
    if (total) expect(page.total, `${list}offset=${offset}`).toBe(total);
  }
  return whole.rows;
}
