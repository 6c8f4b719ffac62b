import { isNameable, testDatabaseKinds, type TestDatabase } from '@app/db';
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as clients from '../features/clients/clients-counted-page.repo';
import { CLIENT_VIEW_COLUMNS } from '../features/clients/clients.view.repo';
import * as organizations from '../features/organizations/organizations-counted-page.repo';
import { collectable, COLLECT_CAP } from './collected-matches.repo';
import { newestWords, searchTestDatabase } from '../test/search-fixture';
import { countBound } from './list-page';
import { jsonPage, jsonPageText } from './list-page.repo';
import { searchKey, searchRoutes } from './search-routes';

// A search page whose matches are collected through the trigram index (up to a cap, else walked
// for) is the page the list's own statement answers, with the same count, whatever the cap; and
// the list answers the same whichever route a search has learned.

describe.each(testDatabaseKinds())('search pages from collected matches (%s)', (kind) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await searchTestDatabase(kind);
  });
  afterAll(() => db?.close());

  /**
   * Terms from common to absent: fragments of the generated names and emails, case and LIKE
   * characters, and terms of one or two letters (search_pairs' index) from common to absent.
   */
  async function terms(table: 'clients' | 'organizations'): Promise<string[]> {
    const words = await newestWords(db, table, 4);
    const all = [
      '.com',
      'com',
      'son',
      'SON',
      'son%',
      'son_',
      "o'bri",
      ...words.map((w) => w.slice(0, 4)),
      ...words,
      'zzqx',
      'a',
      'An',
      'zz',
      'q',
      '7',
      ...words.slice(0, 3).map((w) => w.slice(1, 3)),
    ];
    return all.filter(collectable);
  }

  const PAGES: [number, number][] = [
    [50, 0],
    [10, 40],
    [50, 200],
  ];
  /** The caps the routes use (the bound, COLLECT_CAP) and one between. */
  const caps = (bound: number) => [bound, bound + 100, Math.max(COLLECT_CAP, bound)];

  it('clients: the same page and count as the list statement, collected or walked', async () => {
    let collected = 0;
    let walked = 0;
    for (const term of await terms('clients'))
      for (const status of [undefined, 'active', 'terminated'] as const)
        for (const order of ['desc', 'asc'] as const)
          for (const [limit, offset] of PAGES) {
            const opts = { search: term, status, order, sort: 'createdAt' as const, limit, offset };
            const bound = countBound(offset, limit, true);
            const page = (query: Parameters<typeof jsonPageText>[1]) =>
              jsonPageText(db.db, query, CLIENT_VIEW_COLUMNS, { counted: true });
            const listed = await page(clients.listPageQuery(db.db, opts, bound));
            for (const cap of caps(bound)) {
              const answered = await page(clients.collectedPageQuery(db.db, opts)!(cap));
              const hits = answered.counted ?? 0;
              if (hits > cap) walked++;
              else collected++;
              expect({ term, status, order, limit, offset, cap, json: answered.json }).toEqual({
                term,
                status,
                order,
                limit,
                offset,
                cap,
                json: listed.json,
              });
              if (answered.size > 0) expect(Math.min(hits, bound + 1)).toBe(listed.counted);
            }
          }
    expect(collected).toBeGreaterThan(50);
    expect(walked).toBeGreaterThan(50);
  });

  it('organizations: the same page and count as the list statement, collected or walked', async () => {
    let collected = 0;
    let walked = 0;
    for (const text of await terms('organizations'))
      for (const status of [undefined, 'active', 'terminated'] as const)
        for (const [limit, offset] of PAGES) {
          const opts = { search: { text, phoneLike: null, id: null }, status, limit, offset };
          const bound = countBound(offset, limit, true);
          const listed = await jsonPage(db.db, organizations.listPageQuery(db.db, opts, bound));
          for (const cap of caps(bound)) {
            const answered = await jsonPage(db.db, organizations.collectedPageQuery(db.db, opts)!(cap));
            const hits = answered.length > 0 ? Number(answered[0]!.counted) : 0;
            if (hits > cap) walked++;
            else collected++;
            const rows = answered.map((row) => ({ ...row, counted: Math.min(hits, bound + 1) }));
            expect({ text, status, limit, offset, cap, rows }).toEqual({
              text,
              status,
              limit,
              offset,
              cap,
              rows: listed,
            });
          }
        }
    expect(collected).toBeGreaterThan(20);
    expect(walked).toBeGreaterThan(20);
  });

  it('is one statement for every term (named, planned once), and left out where no trigram or field serves', () => {
    const opts = (search: string) => ({
      search,
      order: 'desc' as const,
      sort: 'createdAt' as const,
      limit: 50,
      offset: 0,
    });
    for (const search of ['smith', 'o%neil', 'garcía']) {
      const compiled = clients.collectedPageQuery(db.db, opts(search))!(COLLECT_CAP).compile();
      expect(isNameable(compiled.sql, compiled.parameters.length)).toBe(true);
    }
    expect(collectable('an')).toBe(true);
    expect(collectable('x')).toBe(true);
    expect(collectable('é')).toBe(true);
    expect(collectable('a.')).toBe(false);
    expect(collectable('a.b.c')).toBe(false);
    expect(collectable('jo smith')).toBe(true);
    for (const search of ['a.', "o'", '555 12', '1234', 'A0012', 'a\u001fbcd'])
      expect(clients.collectedPageQuery(db.db, opts(search))).toBeNull();
    expect(clients.collectedPageQuery(db.db, { ...opts('smith'), sort: 'fullName' })).toBeNull();
    const phone = { search: { text: '5551', phoneLike: '%5551%', id: null }, limit: 50, offset: 0 };
    expect(organizations.collectedPageQuery(db.db, phone)).toBeNull();
  });

  it("collects a term of one or two letters through search_pairs' index, never computing it row by row", async () => {
    for (const search of ['zz', 'x', 'An'])
      for (const status of [undefined, 'active'] as const) {
        const opts = { search, status, order: 'desc' as const, sort: 'createdAt' as const, limit: 50, offset: 0 };
        const compiled = clients.collectedPageQuery(db.db, opts)!(COLLECT_CAP).compile();
        expect(isNameable(compiled.sql, compiled.parameters.length)).toBe(true);
        const orgOpts = { search: { text: search, phoneLike: null, id: null }, status, limit: 50, offset: 0 };
        const org = organizations.collectedPageQuery(db.db, orgOpts)!(COLLECT_CAP).compile();
        // The list statements collect through it too (a search sorted by another column, a page
        // of the organizations); their walks for a page past the collected matches test search_text.
        const listed = (['createdAt', 'fullName', 'email', 'phone'] as const).map((sort) =>
          clients.listPageQuery(db.db, { ...opts, sort }, 200, true).compile(),
        );
        const orgListed = organizations.listPageQuery(db.db, orgOpts, 200, true).compile();
        for (const [query, index] of [
          [compiled, 'clients_search_pairs_trgm_idx'],
          [org, 'organizations_search_pairs_trgm_idx'],
          ...listed.map((q) => [q, 'clients_search_pairs_trgm_idx'] as const),
          [orgListed, 'organizations_search_pairs_trgm_idx'],
        ] as const) {
          const plan = (
            await db.db.executeQuery<{ 'QUERY PLAN': string }>(
              CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]),
            )
          ).rows
            .map((r) => r['QUERY PLAN'])
            .join('\n');
          expect(plan, search).toContain(`Bitmap Index Scan on ${index}`);
          expect(plan, search).not.toMatch(/Filter: .*search_pairs/);
        }
      }
  });

  it("a sorted search collects a longer term through search_text's index, and a walked page counts along the date index", async () => {
    const planOf = async (query: { sql: string; parameters: readonly unknown[] }) =>
      (
        await db.db.executeQuery<{ 'QUERY PLAN': string }>(
          CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]),
        )
      ).rows
        .map((r) => r['QUERY PLAN'])
        .join('\n');
    for (const search of ['son', 'com', 'zzqx'])
      for (const status of [undefined, 'active'] as const)
        for (const sort of ['fullName', 'email', 'status'] as const) {
          const opts = { search, status, order: 'asc' as const, sort, limit: 20, offset: 0 };
          const listed = await planOf(clients.listPageQuery(db.db, opts, 200, true).compile());
          expect(listed, `${search} ${sort}`).toContain('Bitmap Index Scan on clients_search_text_trgm_idx');
          // The count reads the date index (or, in a table this small, the table), never the trigram index.
          const walked = await planOf(clients.walkedPageQuery(db.db, opts, 200)!().compile());
          const counting = walked.split('\n').filter((line) => / on clients m\b/.test(line));
          expect(counting.length, `${search} ${sort}`).toBeGreaterThan(0);
          expect(counting.join('\n'), `${search} ${sort}`).not.toContain('trgm');
        }
    // A phone, SSN or display id term is also searched apart: the list's own statement walks it.
    for (const search of ['555', 'A0012'])
      expect(
        clients.walkedPageQuery(db.db, { search, order: 'asc', sort: 'email', limit: 20, offset: 0 }, 200),
      ).toBeNull();
  });

  it('a short term: the list statement answers the same whether it collects through search_pairs or walks', async () => {
    const words = await newestWords(db, 'clients', 3);
    const shortTerms = ['a', 'An', 'zz', 'x', 'q', ...words.map((w) => w.slice(1, 3))];
    for (const search of shortTerms)
      for (const status of [undefined, 'active'] as const)
        for (const sort of ['createdAt', 'fullName', 'email'] as const)
          for (const order of ['desc', 'asc'] as const)
            for (const [limit, offset] of PAGES) {
              const opts = { search, status, order, sort, limit, offset };
              const bound = countBound(offset, limit, true);
              const page = (collect: boolean) =>
                jsonPageText(db.db, clients.listPageQuery(db.db, opts, bound, collect), CLIENT_VIEW_COLUMNS, {
                  counted: true,
                });
              expect({ ...opts, page: await page(true) }).toEqual({ ...opts, page: await page(false) });
            }
    for (const text of shortTerms)
      for (const [limit, offset] of PAGES) {
        const opts = { search: { text, phoneLike: null, id: null }, limit, offset };
        const bound = countBound(offset, limit, true);
        const page = (collect: boolean) => jsonPage(db.db, organizations.listPageQuery(db.db, opts, bound, collect));
        expect({ text, limit, offset, rows: await page(true) }).toEqual({
          text,
          limit,
          offset,
          rows: await page(false),
        });
      }
  });

  it('the list answers the same whichever route a search has learned', async () => {
    searchRoutes.clear();
    const { rows } = await sql<{ s: string }>`select split_part(search_text, ' ', 1) as s from clients
      where deleted_at is null order by id limit 1`.execute(db.db);
    for (const term of ['son', '.com', rows[0]!.s, 'zzqx', 'an', 'zz', 'x']) {
      for (const sort of ['createdAt', 'fullName', 'email'] as const) {
        const opts = { search: term, order: 'desc' as const, sort, limit: 50, offset: 0 };
        const key = searchKey('clients', { ...opts, text: term });
        const first = await clients.listClientPage(db.db, opts, 200);
        for (const route of ['collect', 'walk', 'recent'] as const) {
          searchRoutes.learn(key, route, Date.now());
          searchRoutes.learn(`${key}\u0000listed`, route, Date.now());
          expect(await clients.listClientPage(db.db, opts, 200)).toEqual(first);
        }
      }
      const orgOpts = { search: { text: term, phoneLike: null, id: null }, limit: 50, offset: 0 };
      const orgKey = searchKey('organizations', { ...orgOpts, order: 'desc', text: term });
      const orgFirst = await organizations.listOrganizationPage(db.db, orgOpts, 200);
      for (const route of ['collect', 'walk', 'recent'] as const) {
        searchRoutes.learn(orgKey, route, Date.now());
        expect(await organizations.listOrganizationPage(db.db, orgOpts, 200)).toEqual(orgFirst);
      }
    }
    expect(
      await clients.listClientPage(
        db.db,
        { search: 'zzqx', order: 'desc', sort: 'createdAt', limit: 50, offset: 0 },
        200,
      ),
    ).toMatchObject({ size: 0, counted: 0 });
    searchRoutes.clear();
  });
});
