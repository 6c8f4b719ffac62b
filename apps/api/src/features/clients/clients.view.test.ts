import { testDatabaseKinds } from '@app/db';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, sessionCookie, call, startTestApp, type TestApp } from '../../test/helpers';
import { toClientView } from './clients.view';
import { listClientRows } from './clients-list.repo';

// The view the database builds for the list pages (clients.view.repo.ts) against toClientView, on
// the rows where the two could part: short and long ids, SSN last 4 absent or present,
// a partner's name or free text as the referral source, timestamps with microseconds.
describe.each(testDatabaseKinds())('client view built by the database (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.close());

  it('answers what toClientView answers, field for field and in the same key order', async () => {
    const db = t.db.db;
    const partner = await db
      .insertInto('referralSources')
      .values({ firstName: 'Pat', fullName: 'Pat Partner' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rows = [
      { id: 7, ssnLast4: null, referralSource: 'Google', referralSourceId: null },
      { id: 999, ssnLast4: '0042', referralSource: null, referralSourceId: partner.id },
      { id: 1000, ssnLast4: null, referralSource: 'Friend', referralSourceId: partner.id },
      { id: 123456, ssnLast4: '6789', referralSource: null, referralSourceId: null },
    ];
    for (const row of rows)
      await db
        .insertInto('clients')
        .values({
          ...row,
          // Never read by a list: any envelope text satisfies the pair constraint.
          ssnEncrypted: row.ssnLast4 ? 'sealed' : null,
          firstName: 'View',
          middleName: row.id === 7 ? 'Q' : null,
          lastName: `Check${row.id}`,
          fullName: `View Check${row.id}`,
          email: row.id === 999 ? 'v@example.com' : null,
          dateOfBirth: row.id === 1000 ? '1980-02-29' : null,
          dependents: row.id === 1000,
          createdAt: sql`'2026-03-02 17:00:00.123987+00'::timestamptz + ${`${row.id} microseconds`}::interval` as never,
        })
        .execute();
    const page = await listClientRows(
      db,
      { search: 'View Check', limit: 10, offset: 0, sort: 'createdAt', order: 'desc' },
      null,
    );
    const built = JSON.parse(page.json) as Record<string, unknown>[];
    const stored = await db
      .selectFrom('clients')
      .selectAll()
      .where(
        'id',
        'in',
        rows.map((r) => r.id),
      )
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .execute();
    const names = { [partner.id]: 'Pat Partner' } as Record<number, string>;
    const expected = stored.map((row) => toClientView(row, row.referralSourceId ? names[row.referralSourceId]! : null));
    expect(built).toEqual(expected);
    expect(built.map((item) => Object.keys(item))).toEqual(expected.map((item) => Object.keys(item)));
    expect(built.map((item) => item.displayId)).toEqual(['A123456', 'A1000', 'A0999', 'A0007']);
    expect(built.map((item) => item.ssn)).toEqual(['****6789', null, '****0042', null]);
    expect(page).toMatchObject({ size: 4, lastId: 7 });

    // Through the API: the REST answer is that text, tRPC the same items.
    const cookie = await sessionCookie(t, await createUser(t, { role: 'admin' }));
    const rest = await call(t.app, 'GET', '/api/clients?search=View%20Check&limit=20', { cookie });
    expect(rest.headers['content-type']).toMatch(/^application\/json/);
    expect(rest.json()).toEqual(expected);
  });

  // The item kept with each row (clients.view_json, migration 2026-12-07T1500) against the item the
  // page builds, through the writes that change it: an update, a partner given and taken away, the
  // partner deleted (its foreign key sets the client's to null), a restore from the trash.
  it('keeps each row’s item as the page would build it, through every write, and none for a client with a partner', async () => {
    const db = t.db.db;
    const partner = await db
      .insertInto('referralSources')
      .values({ firstName: 'Kim', fullName: 'Kim Kept' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id } = await db
      .insertInto('clients')
      .values({ firstName: 'Kept', lastName: 'Ítem "Q"', fullName: 'Kept Ítem "Q"', referralSource: 'Ads' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const keptAndBuilt = async () => {
      const row = await db.selectFrom('clients').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      const names = { [partner.id]: 'Kim Kept' } as Record<number, string>;
      return {
        kept: row.viewJson === null ? null : (JSON.parse(row.viewJson) as unknown),
        built: toClientView(row, row.referralSourceId ? (names[row.referralSourceId] ?? null) : null),
        keys: row.viewJson === null ? null : Object.keys(JSON.parse(row.viewJson) as object),
      };
    };
    const expectKept = async () => {
      const { kept, built, keys } = await keptAndBuilt();
      expect(kept).toEqual(built);
      expect(keys).toEqual(Object.keys(built));
    };
    await expectKept();

    const before = await keptAndBuilt();
    await db
      .updateTable('clients')
      .set({ email: 'kept@example.com', ssnLast4: '12', ssnEncrypted: 'sealed', dateOfBirth: '2000-02-29' })
      .where('id', '=', id)
      .execute();
    await expectKept();
    const after = await keptAndBuilt();
    expect(after.built).toMatchObject({ email: 'kept@example.com', ssn: '****', dateOfBirth: '2000-02-29' });
    expect(after.built.updatedAt).not.toBe(before.built.updatedAt);

    await db.updateTable('clients').set({ referralSourceId: partner.id }).where('id', '=', id).execute();
    expect((await keptAndBuilt()).kept).toBeNull();
    const page = async () => {
      const text = await listClientRows(
        db,
        { search: 'Kept Ítem', limit: 10, offset: 0, sort: 'createdAt', order: 'desc' },
        null,
      );
      return JSON.parse(text.json) as Record<string, unknown>[];
    };
    expect(await page()).toEqual([(await keptAndBuilt()).built]);
    expect((await page())[0]).toMatchObject({ referralSource: 'Ads', referralSourceName: 'Kim Kept' });

    await db.updateTable('clients').set({ referralSourceId: null }).where('id', '=', id).execute();
    await expectKept();

    await db.updateTable('clients').set({ referralSourceId: partner.id }).where('id', '=', id).execute();
    await db.deleteFrom('referralSources').where('id', '=', partner.id).execute();
    await expectKept();
    expect((await keptAndBuilt()).built).toMatchObject({ referralSourceId: null, referralSourceName: null });

    await db
      .updateTable('clients')
      .set({ deletedAt: sql`now()` as never })
      .where('id', '=', id)
      .execute();
    await db.updateTable('clients').set({ deletedAt: null }).where('id', '=', id).execute();
    await expectKept();
    expect(await page()).toEqual([(await keptAndBuilt()).built]);
  });
});
