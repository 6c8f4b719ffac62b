import { testDatabaseKinds, type TestDatabase } from '@app/db';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as clients from '../features/clients/clients-counted-page.repo';
import { CLIENT_VIEW_COLUMNS } from '../features/clients/clients.view.repo';
import * as organizations from '../features/organizations/organizations-counted-page.repo';
import { newestWords, SEARCH_TEST_ROWS, searchTestDatabase } from '../test/search-fixture';
import { countBound } from './list-page';
import { jsonPage, jsonPageText } from './list-page.repo';

// The page a search reads from the newest rows is the page the list's own statement answers, with
// the same count, whenever it answers at all; it answers dense terms and small lists, and leaves
// rare terms, phone, SSN and id searches and other sorts to the list's statement.

// Past the count bound (201 matches) within the window, and lists (by status) both longer and shorter than it.
const WINDOW = 700;
const ROWS = SEARCH_TEST_ROWS;

describe.each(testDatabaseKinds())('search pages from the newest rows (%s)', (kind) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await searchTestDatabase(kind);
  });
  afterAll(() => db?.close());

  /** Terms from dense to absent: fragments of the generated names and emails, case and LIKE characters. */
  async function terms(table: 'clients' | 'organizations'): Promise<string[]> {
    const words = await newestWords(db, table, 3);
    return ['a', 'an', 'AN', 'e', '.com', 'son', ...words.map((w) => w.slice(0, 5)), 'zzqx', '%', '_', 'a%', "o'"];
  }

  const clientOptions = (
    search: string,
    status: 'active' | 'terminated' | undefined,
    order: 'asc' | 'desc',
    page: [number, number],
  ) => ({
    search,
    status,
    order,
    sort: 'createdAt' as const,
    limit: page[0],
    offset: page[1],
  });
  const clientPage = (query: Parameters<typeof jsonPageText>[1]) =>
    jsonPageText(db.db, query, CLIENT_VIEW_COLUMNS, { counted: true });
  const PAGES: [number, number][] = [
    [50, 0],
    [5, 0],
    [10, 40],
    [50, 200],
  ];

  it('clients: the same page and count as the list statement, and answers the dense terms', async () => {
    let answered = 0;
    let dense = 0;
    let abstained = 0;
    for (const term of await terms('clients'))
      for (const status of [undefined, 'active', 'terminated'] as const)
        for (const order of ['desc', 'asc'] as const)
          for (const page of PAGES) {
            const opts = clientOptions(term, status, order, page);
            const bound = countBound(opts.offset, opts.limit, true);
            const listed = await clientPage(clients.listPageQuery(db.db, opts, bound));
            const recent = await clientPage(clients.recentPageQuery(db.db, opts, bound, WINDOW)!);
            if (recent.size === 0) {
              abstained++;
              continue;
            }
            if (recent.counted! > bound) dense++;
            answered++;
            expect({ term, status, order, page, json: recent.json, counted: recent.counted }).toEqual({
              term,
              status,
              order,
              page,
              json: listed.json,
              counted: listed.counted,
            });
          }
    expect(dense).toBeGreaterThan(20);
    expect(answered - dense).toBeGreaterThan(20);
    expect(abstained).toBeGreaterThan(20);
  });

  it('clients: a list no longer than the window is answered whole, with exact counts', async () => {
    for (const term of ['e', 'an', (await terms('clients'))[6]!]) {
      const opts = clientOptions(term, undefined, 'desc', [50, 0]);
      const bound = countBound(0, 50, true);
      const listed = await clientPage(clients.listPageQuery(db.db, opts, bound));
      const recent = await clientPage(clients.recentPageQuery(db.db, opts, bound, ROWS)!);
      expect(listed.size).toBeGreaterThan(0);
      expect([recent.json, recent.counted]).toEqual([listed.json, listed.counted]);
    }
  });

  it('clients: answers when the window holds bound + 1 matches, not when it holds exactly bound', async () => {
    const term = 'a';
    const bound = countBound(0, 50, true);
    const { rows } = await sql<{ position: number }>`select position::int from (
        select row_number() over (order by created_at desc, id desc) as position, search_text
        from clients where deleted_at is null) r
      where strpos(search_text, ${term}) > 0 order by position limit ${bound + 1}`.execute(db.db);
    expect(rows).toHaveLength(bound + 1);
    const opts = clientOptions(term, undefined, 'desc', [50, 0]);
    const page = (window: number) => clientPage(clients.recentPageQuery(db.db, opts, bound, window)!);
    expect((await page(rows[bound]!.position - 1)).size).toBe(0);
    const answered = await page(rows[bound]!.position);
    expect([answered.size, answered.counted]).toEqual([50, bound + 1]);
  });

  it('clients: phone, SSN and display id terms and other sorts are left to the list statement', () => {
    for (const search of ['555 12', '1234', 'A0012'])
      expect(clients.recentPageQuery(db.db, clientOptions(search, undefined, 'desc', [50, 0]), 200)).toBeNull();
    expect(
      clients.recentPageQuery(db.db, { ...clientOptions('son', undefined, 'desc', [50, 0]), sort: 'fullName' }, 200),
    ).toBeNull();
    expect(clients.recentPageQuery(db.db, clientOptions('a\u001fb', undefined, 'desc', [50, 0]), 200)).toBeNull();
  });

  it('organizations: the same page and count as the list statement, and answers the dense terms', async () => {
    let answered = 0;
    let dense = 0;
    let abstained = 0;
    for (const text of await terms('organizations'))
      for (const status of [undefined, 'active', 'terminated'] as const)
        for (const [limit, offset] of PAGES) {
          const opts = { search: { text, phoneLike: null, id: null }, status, limit, offset };
          const bound = countBound(offset, limit, true);
          const listed = await jsonPage(db.db, organizations.listPageQuery(db.db, opts, bound));
          const recent = await jsonPage(db.db, organizations.recentPageQuery(db.db, opts, bound, WINDOW)!);
          if (recent.length === 0) {
            abstained++;
            continue;
          }
          if (Number(recent[0]!.counted) > bound) dense++;
          answered++;
          expect({ text, status, limit, offset, rows: recent }).toEqual({ text, status, limit, offset, rows: listed });
        }
    expect(dense).toBeGreaterThan(10);
    expect(answered - dense).toBeGreaterThan(10);
    expect(abstained).toBeGreaterThan(10);
    const phone = { search: { text: '555', phoneLike: '%555%', id: null }, limit: 50, offset: 0 };
    expect(organizations.recentPageQuery(db.db, phone, 200)).toBeNull();
  });
});
