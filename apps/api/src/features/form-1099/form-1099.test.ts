import { testDatabaseKinds, type Database } from '@app/db';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createUser, sessionCookie, startTestApp, trpcData, trpcQuery, type TestApp } from '../../test/helpers';
import type { UserRow } from '../users/users.repo';
import { listPage } from './form-1099.repo';

// The test clock reads 2026-03-02: tax year 2025 was due 2026-01-31 (overdue), 2026 is due 2027-01-31.

const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

/** Clients who issue 1099s, one per "First Last" name. */
const filerClients = (db: Kysely<Database>, names: string[]) =>
  db
    .insertInto('clients')
    .values(
      names.map((fullName) => ({
        firstName: fullName.split(' ')[0]!,
        lastName: fullName.split(' ')[1]!,
        fullName,
        issues1099: true,
      })),
    )
    .returning('id')
    .execute();

describe.each(testDatabaseKinds())('1099 filing reminder (%s)', (kind) => {
  let t: TestApp;
  let users: UserRow[];
  let first: string;
  let second: string;
  let outsider: string;
  let orgId: number;
  let clientId: number;

  beforeAll(async () => {
    t = await startTestApp(kind);
    users = [
      await createUser(t, { flags: ['canAccessCalendars'] }),
      await createUser(t, { flags: ['canAccessCalendars'] }),
      await createUser(t, { flags: ['canAccessReports'] }),
    ];
    [first, second, outsider] = (await Promise.all(users.map((u) => sessionCookie(t, u)))) as [string, string, string];
    const db = t.db.db;
    orgId = (
      await db
        .insertInto('organizations')
        .values({ businessDba: 'Contractor Payers', issues1099: true })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    clientId = (
      await db
        .insertInto('clients')
        .values({ firstName: 'Al', lastName: 'Payer', fullName: 'Al Payer', issues1099: true })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await db.insertInto('clients').values({ firstName: 'No', lastName: 'Forms', fullName: 'No Forms' }).execute();
    await db
      .insertInto('organizations')
      .values({ businessDba: 'Gone Co', issues1099: true, deletedAt: new Date() as never })
      .execute();
  });
  afterAll(() => t?.close());

  it('lists one row per entity with issues1099 for the tax year, due January 31 of the next year', async () => {
    const res = await call(t.app, 'GET', '/api/form-1099?year=2026', { cookie: first });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({
        entityType: 'client',
        entityId: clientId,
        entityName: 'Al Payer',
        taxYear: 2026,
        dueDate: '2027-01-31',
        reminderDate: '2027-01-01',
        status: 'pending',
        state: 'upcoming',
        daysRemaining: 335,
      }),
      expect.objectContaining({
        entityType: 'organization',
        entityId: orgId,
        entityName: 'Contractor Payers',
        taxYear: 2026,
        status: 'pending',
        overdue: false,
      }),
    ]);
  });

  it('lists last year as overdue under All Years, by section', async () => {
    const overdue = (await call(t.app, 'GET', '/api/form-1099?section=overdue', { cookie: first })).json();
    expect(overdue.map((r: { taxYear: number; daysOverdue: number }) => [r.taxYear, r.daysOverdue])).toEqual([
      [2025, 30],
      [2025, 30],
    ]);
    const upcoming = (await call(t.app, 'GET', '/api/form-1099?section=upcoming', { cookie: first })).json();
    expect(upcoming.map((r: { taxYear: number }) => r.taxYear)).toEqual([2026, 2026, 2027, 2027]);
    const overview = trpcData<{ years: number[] }>(await trpcQuery(t.app, 'form1099.overview', undefined, first));
    expect(overview.years).toEqual([2026, 2027]);
  });

  it('saves Complete and Mark As Pending per entity and tax year, read back by another user', async () => {
    const done = await call(t.app, 'PUT', `/api/form-1099/organization/${orgId}/2025`, {
      cookie: first,
      body: { status: 'completed' },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      entityType: 'organization',
      entityId: orgId,
      taxYear: 2025,
      status: 'completed',
      state: 'completed',
    });
    const completed = (await call(t.app, 'GET', '/api/form-1099?section=completed', { cookie: second })).json();
    expect(completed.map((r: { entityId: number; taxYear: number }) => [r.entityId, r.taxYear])).toEqual([
      [orgId, 2025],
    ]);
    expect(
      (await call(t.app, 'GET', '/api/form-1099?year=2025&section=overdue', { cookie: second })).json(),
    ).toHaveLength(1);
    const counts = trpcData(await trpcQuery(t.app, 'form1099.counts', {}, second));
    expect(counts).toEqual({ overdue: 1, upcoming: 4, completed: 1 });
    await call(t.app, 'PUT', `/api/form-1099/organization/${orgId}/2025`, {
      cookie: second,
      body: { status: 'pending' },
    });
    expect((await call(t.app, 'GET', '/api/form-1099?section=completed', { cookie: first })).json()).toEqual([]);
  });

  it('exports CSV with the filter', async () => {
    const res = await call(t.app, 'GET', '/api/form-1099?year=2026&format=csv', { cookie: first });
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="form-1099-2026-03-02.csv"/);
    expect(
      res.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toEqual([
      'Entity ID,Entity Name,Type,Tax Year,Due Date,Status,Days Overdue,Days Remaining',
      `A${String(clientId).padStart(4, '0')},Al Payer,Client,2026,01/31/2027,Upcoming,0,335`,
      `B${String(orgId).padStart(4, '0')},Contractor Payers,Organization,2026,01/31/2027,Upcoming,0,335`,
    ]);
  });

  it('refuses bad input, unknown entities and users without calendars', async () => {
    const bad = await call(t.app, 'PUT', `/api/form-1099/person/${orgId}/2025`, {
      cookie: first,
      body: { status: 'completed' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^entityType: /);
    expect(
      (await call(t.app, 'PUT', `/api/form-1099/client/${clientId}/2025`, { cookie: first, body: { status: 'filed' } }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await call(t.app, 'PUT', `/api/form-1099/client/${clientId}/1999`, {
          cookie: first,
          body: { status: 'completed' },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await call(t.app, 'PUT', `/api/form-1099/client/999999/2025`, { cookie: first, body: { status: 'completed' } }))
        .statusCode,
    ).toBe(404);
    expect((await call(t.app, 'GET', '/api/form-1099?year=abc', { cookie: first })).statusCode).toBe(400);
    // The reports flag reads the list behind the reports; only the calendars flag changes a status.
    expect((await call(t.app, 'GET', '/api/form-1099', { cookie: outsider })).statusCode).toBe(200);
    expect(
      (
        await call(t.app, 'PUT', `/api/form-1099/client/${clientId}/2025`, {
          cookie: outsider,
          body: { status: 'completed' },
        })
      ).statusCode,
    ).toBe(403);
    expect((await call(t.app, 'GET', '/api/form-1099')).statusCode).toBe(401);
  });

  it('answers a later page as the same slice of the whole list, across tax years, from either end', async () => {
    const db = t.db.db;
    // Names tie across kinds and within one (the order breaks ties by entity type, then id).
    const clients = await filerClients(db, ['Mia Shared', 'mia shared', 'Bo Early', 'Zed Last', 'Kim Mid']);
    const orgs = await db
      .insertInto('organizations')
      .values(['Mia Shared', 'Alpha Ltd', 'Yew Co'].map((businessDba) => ({ businessDba, issues1099: true })))
      .returning('id')
      .execute();
    const statuses = [
      [clients[0]!.id, null, 2025],
      [clients[2]!.id, null, 2025],
      [null, orgs[0]!.id, 2025],
      [clients[3]!.id, null, 2026],
      [null, orgs[1]!.id, 2027],
    ] as const;
    await db
      .insertInto('form1099Statuses')
      .values(
        statuses.map(([clientId, organizationId, taxYear]) => ({
          clientId,
          organizationId,
          taxYear,
          status: 'completed',
          completedAt: new Date() as never,
        })),
      )
      .execute();
    try {
      // 10 filers a year: All Years lists 30 rows (2025 to 2027), Completed 5, 2026 10, the report
      // 16 open ones (7 of 2025, 9 of 2026).
      for (const list of [
        '/api/form-1099?',
        '/api/form-1099?section=completed&',
        '/api/form-1099?year=2026&',
        '/api/reports/form-1099-pending?',
      ]) {
        // The report reads with the reports flag (outsider's), the list with the calendars flag.
        const cookie = list.startsWith('/api/reports') ? outsider : first;
        const whole = await call(t.app, 'GET', `${list}limit=1000`, { cookie });
        const rows = whole.json() as unknown[];
        expect(rows.length).toBe(Number(whole.headers['x-total-count']));
        for (let offset = 1; offset <= rows.length + 1; offset++) {
          const page = await call(t.app, 'GET', `${list}limit=4&offset=${offset}`, { cookie });
          expect(page.json(), `${list}offset=${offset}`).toEqual(rows.slice(offset, offset + 4));
        }
      }
    } finally {
      await db.deleteFrom('clients').where('id', 'in', ids(clients)).execute();
      await db.deleteFrom('organizations').where('id', 'in', ids(orgs)).execute();
    }
  });

  it('reads a later page the whole way when a write moves the counts between its two statements', async () => {
    const db = t.db.db;
    const f = { taxYears: [2025, 2026, 2027] };
    const filers = await filerClients(db, ['Cy One', 'Di Two', 'Ed Three']);
    const added: number[] = [];
    // Right after the first statement (the counts) answers, a filer who sorts first in every year
    // is added: the slice those counts placed is one row off in each year.
    let writes = 1;
    const racing = db.withPlugin({
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        if (writes-- === 1) {
          const row = await db
            .insertInto('clients')
            .values({ firstName: 'Aa', lastName: 'First', fullName: 'Aa First', issues1099: true })
            .returning('id')
            .executeTakeFirstOrThrow();
          added.push(row.id);
        }
        return args.result;
      },
    });
    try {
      const before = await listPage(db, f, 1000, 0);
      const offset = before.length - 3;
      const page = await listPage(racing, f, 2, offset);
      expect(added).toHaveLength(1);
      const after = await listPage(db, f, 1000, 0);
      expect(after).toHaveLength(before.length + 3);
      expect(page).toEqual(after.slice(offset, offset + 2));
    } finally {
      await db
        .deleteFrom('clients')
        .where('id', 'in', [...ids(filers), ...added])
        .execute();
    }
  });
});
