import { testDatabaseKinds } from '@app/db';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createUser, sessionCookie, startTestApp, type TestApp } from '../../test/helpers';
import { generateOrganizations } from '../../bench/generate-organizations';

// The live organizations per status kept by triggers (organization_status_counts, the list's total
// without a count) against a count of the table, after every kind of write that moves one in or out.
describe.each(testDatabaseKinds())('organization status counts (%s)', (kind) => {
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
        }>`select status, count(*)::int as n from organizations where deleted_at is null group by status`.execute(
          t.db.db,
        )
      ).rows.map((r) => [r.status, r.n]),
    );
  const kept = async () =>
    Object.fromEntries(
      (
        await sql<{
          status: string;
          n: number;
        }>`select status, organizations::int as n from organization_status_counts`.execute(t.db.db)
      ).rows
        .filter((r) => r.n !== 0)
        .map((r) => [r.status, r.n]),
    );
  const expectInStep = async () => expect(await kept()).toEqual(await counted());
  const total = async (query: string) => {
    const res = await call(t.app, 'GET', `/api/organizations?limit=2${query}`, { cookie: admin });
    expect(res.statusCode, res.body).toBe(200);
    return { total: Number(res.headers['x-total-count']), capped: res.headers['x-total-capped'] === 'true' };
  };
  const create = async (businessDba: string) => {
    const res = await call(t.app, 'POST', '/api/organizations', { cookie: admin, body: { businessDba } });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { id: number }).id;
  };

  it('follows creates, status changes, soft deletes, hard deletes, restores and bulk inserts', async () => {
    await expectInStep();
    const a = await create('Counted Alpha LLC');
    const b = await create('Counted Beta LLC');
    const c = await create('Counted Gamma LLC');
    await expectInStep();
    const sum = (counts: Record<string, number>) => Object.values(counts).reduce((s, n) => s + n, 0);
    expect(await total('')).toEqual({ total: sum(await counted()), capped: false });

    const terminated = await call(t.app, 'PUT', `/api/organizations/${b}`, {
      cookie: admin,
      body: { status: 'terminated' },
    });
    expect(terminated.statusCode, terminated.body).toBe(200);
    await expectInStep();
    expect(await total('&status=terminated')).toEqual({ total: (await counted()).terminated, capped: false });
    expect(await total('&status=active')).toEqual({ total: (await counted()).active, capped: false });
    // An update that changes no status nor deletion leaves the counters as they were.
    const renamed = await call(t.app, 'PUT', `/api/organizations/${a}`, {
      cookie: admin,
      body: { businessEmail: 'a@example.com' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    await expectInStep();

    expect((await call(t.app, 'DELETE', `/api/organizations/${c}`, { cookie: admin })).statusCode).toBe(200);
    await expectInStep();
    // A hard delete of a live organization, and a restore by clearing deleted_at (as a maintenance script would).
    await sql`delete from organizations where id = ${a}`.execute(t.db.db);
    await expectInStep();
    await sql`update organizations set deleted_at = null where id = ${c}`.execute(t.db.db);
    await expectInStep();

    await generateOrganizations(t.db.db, 1200);
    await expectInStep();
    // Past the cap the list still answers "1,000+", as the count it replaces did.
    expect(await total('')).toEqual({ total: 1000, capped: true });
    const all = sum(await counted());
    const deep = await call(t.app, 'GET', `/api/organizations?limit=50&offset=${all - 10}`, { cookie: admin });
    expect(deep.json()).toHaveLength(10);
    expect(Number(deep.headers['x-total-count'])).toBe(all);
  });
});
