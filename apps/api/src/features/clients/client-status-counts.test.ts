import { testDatabaseKinds } from '@app/db';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, call, createUser, sessionCookie, startTestApp, type TestApp } from '../../test/helpers';
import { generateClients } from '../../bench/generate-clients';

// The live clients per status kept by triggers (client_status_counts, the list's total without a
// count) against a count of the table, after every kind of write that moves a client in or out.
describe.each(testDatabaseKinds())('client status counts (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await sessionCookie(t, await createUser(t, { role: 'admin' }));
  });
  afterAll(() => t?.close());

  const counted = async () =>
    Object.fromEntries(
      (
        await sql<{
          status: string;
          n: number;
        }>`select status, count(*)::int as n from clients where deleted_at is null group by status`.execute(t.db.db)
      ).rows.map((r) => [r.status, r.n]),
    );
  const kept = async () =>
    Object.fromEntries(
      (
        await sql<{ status: string; n: number }>`select status, clients::int as n from client_status_counts`.execute(
          t.db.db,
        )
      ).rows
        .filter((r) => r.n !== 0)
        .map((r) => [r.status, r.n]),
    );
  const expectInStep = async () => expect(await kept()).toEqual(await counted());
  const total = async (query: string) => {
    const res = await call(t.app, 'GET', `/api/clients?limit=2${query}`, { cookie: admin });
    expect(res.statusCode, res.body).toBe(200);
    return { total: Number(res.headers['x-total-count']), capped: res.headers['x-total-capped'] === 'true' };
  };
  const create = async (lastName: string) => {
    const res = await call(t.app, 'POST', '/api/clients', { cookie: admin, body: { firstName: 'Count', lastName } });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { id: number }).id;
  };

  it('follows creates, status changes, soft deletes, purges, imports and bulk inserts', async () => {
    await expectInStep();
    const a = await create('Alpha');
    const b = await create('Beta');
    const c = await create('Gamma');
    await expectInStep();
    const before = await counted();
    expect(await total('')).toEqual({
      total: Object.values(before).reduce((s, n) => s + n, 0),
      capped: false,
    });

    const terminated = await call(t.app, 'PUT', `/api/clients/${b}`, { cookie: admin, body: { status: 'terminated' } });
    expect(terminated.statusCode, terminated.body).toBe(200);
    await expectInStep();
    expect(await total('&status=terminated')).toEqual({ total: (await counted()).terminated, capped: false });
    // An update that changes no status nor deletion leaves the counters as they were.
    expect(
      (await call(t.app, 'PUT', `/api/clients/${a}`, { cookie: admin, body: { email: 'a@example.com' } })).statusCode,
    ).toBe(200);
    await expectInStep();

    expect((await call(t.app, 'DELETE', `/api/clients/${c}`, { cookie: admin })).statusCode).toBe(200);
    await expectInStep();
    expect((await call(t.app, 'DELETE', `/api/clients/${b}`, { cookie: admin })).statusCode).toBe(200);
    await expectInStep();
    // Purging a soft-deleted client: it was no longer counted.
    expect((await call(t.app, 'POST', `/api/clients/${c}/purge`, { cookie: admin })).statusCode).toBe(200);
    await expectInStep();
    // A hard delete of a live client, and a restore by clearing deleted_at (as a maintenance script would).
    await sql`delete from clients where id = ${a}`.execute(t.db.db);
    await expectInStep();
    await sql`update clients set deleted_at = null where id = ${b}`.execute(t.db.db);
    await expectInStep();

    const boundary = '----counts' + Math.random().toString(16).slice(2);
    const file = 'firstName,lastName\nIm,Ported\nAl,So\n';
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/import/clients/csv',
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="c.csv"\r\nContent-Type: text/csv\r\n\r\n${file}\r\n--${boundary}--\r\n`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, origin: ORIGIN, cookie: admin },
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject({ imported: 2 });
    await expectInStep();

    await generateClients(t.db.db, 1200, 3);
    await expectInStep();
    // Past the cap the list still answers "1,000+", as the count it replaces did.
    expect(await total('')).toEqual({ total: 1000, capped: true });
    const all = Object.values(await counted()).reduce((s, n) => s + n, 0);
    const deep = await call(t.app, 'GET', `/api/clients?limit=50&offset=${all - 10}`, { cookie: admin });
    expect(deep.json()).toHaveLength(10);
    expect(Number(deep.headers['x-total-count'])).toBe(all);
  });
});
