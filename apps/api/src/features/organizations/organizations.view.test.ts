import { testDatabaseKinds } from '@app/db';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, sessionCookie, call, startTestApp, type TestApp } from '../../test/helpers';
import { toListItem } from './organizations.view';
import { listOrganizationRows, listOrganizationTypeahead } from './organizations-list.repo';
import { parseSearchTerm } from '@app/domain';

// The list item the database builds for the list pages (organizations.view.repo.ts) against
// toListItem, on the rows where the two could part: short and long ids, empty optional fields,
// timestamps with microseconds (the cursor key keeps them, the item shows milliseconds).
describe.each(testDatabaseKinds())('organization list item built by the database (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.close());

  it('answers what toListItem answers, field for field and in the same key order', async () => {
    const db = t.db.db;
    const ids = [7, 999, 1000, 123456];
    for (const id of ids)
      await db
        .insertInto('organizations')
        .values({
          id,
          businessDba: `View Check ${id} "Café"`,
          businessLegalName: id === 999 ? null : `View Check ${id} LLC`,
          businessEmail: id === 1000 ? null : `v${id}@example.com`,
          businessPhone: id === 7 ? '5551234567' : null,
          status: id === 123456 ? 'terminated' : 'active',
          createdAt: sql`'2026-03-02 17:00:00.123987+00'::timestamptz + ${`${id} microseconds`}::interval` as never,
        })
        .execute();
    const page = await listOrganizationRows(
      db,
      { search: { text: 'View Check', phoneLike: null, id: null }, limit: 10, offset: 0 },
      null,
    );
    const built = JSON.parse(page.json) as Record<string, unknown>[];
    const stored = await db
      .selectFrom('organizations')
      .selectAll()
      .where('id', 'in', ids)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .execute();
    const expected = stored.map((row) => toListItem(row));
    expect(built).toEqual(expected);
    expect(built.map((item) => Object.keys(item))).toEqual(expected.map((item) => Object.keys(item)));
    expect(built.map((item) => item.displayId)).toEqual(['B123456', 'B1000', 'B0999', 'B0007']);
    expect(page).toMatchObject({ size: 4, lastId: 7 });
    // The cursor key keeps the microseconds, so the next page starts exactly after the last row.
    expect(new Date(page.lastKey!).toISOString()).toBe('2026-03-02T17:00:00.123Z');
    expect(page.lastKey).toMatch(/\.123994/);

    const typeahead = await listOrganizationTypeahead(db, parseSearchTerm('View Check')!, { limit: 5 });
    expect(typeahead.map((item) => item.id).sort((a, b) => a - b)).toEqual(ids);

    // Through the API: the REST answer is that text, tRPC the same items.
    const cookie = await sessionCookie(t, await createUser(t, { role: 'admin' }));
    const rest = await call(t.app, 'GET', '/api/organizations?search=View%20Check&limit=20', { cookie });
    expect(rest.headers['content-type']).toMatch(/^application\/json/);
    expect(rest.headers['x-total-count']).toBe('4');
    expect(rest.json()).toEqual(expected);

    // The item each row keeps (organizations.view_json, migration 2026-12-07T1510), written again by
    // every write of the row.
    const expectKept = async () => {
      const rows = await db.selectFrom('organizations').selectAll().where('id', 'in', ids).execute();
      for (const row of rows) {
        const kept = JSON.parse(row.viewJson!) as Record<string, unknown>;
        expect(kept).toEqual(toListItem(row));
        expect(Object.keys(kept)).toEqual(Object.keys(toListItem(row)));
      }
    };
    await expectKept();
    await db
      .updateTable('organizations')
      .set({ businessDba: 'View Check 7 renamed', businessEmail: null, status: 'terminated' })
      .where('id', '=', 7)
      .execute();
    await expectKept();
    await db
      .updateTable('organizations')
      .set({ deletedAt: sql`now()` as never })
      .where('id', '=', 999)
      .execute();
    await db.updateTable('organizations').set({ deletedAt: null }).where('id', '=', 999).execute();
    await expectKept();
    const again = await call(t.app, 'GET', '/api/organizations?search=View%20Check&limit=20', { cookie });
    expect((again.json() as Array<{ id: number; businessDba: string }>).find((item) => item.id === 7)).toMatchObject({
      businessDba: 'View Check 7 renamed',
      status: 'terminated',
    });
  });
});
