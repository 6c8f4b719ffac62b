import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '@app/db';
import { REPORT_IDS } from '@app/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemCtx } from '../core/service-context';
import { readCacheOf } from './read-cache';
import { createEventBus, type EventBus } from '../realtime/bus';
import { LISTENER_APPLICATION_NAME } from '../realtime/postgres-bus';
import { buildServer } from '../app/server';
import {
  call,
  createUser,
  sessionCookie,
  testClock,
  testConfig,
  trpcData,
  trpcMutation,
  trpcQuery,
  type TestApp,
} from '../test/helpers';

// The read cache (read-cache.ts) through the API: every write, by this process (in a transaction
// or not, by another user) or on PostgreSQL by any other connection, is seen by the next read.
// The test clock reads 2026-03-02 (firm time).

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testDatabaseKinds())('read cache (%s)', (kind) => {
  let t: TestApp;
  let bus: EventBus | undefined;
  let admin: string;
  let reader: string;
  let noClients: string;
  let orgId: number;

  beforeAll(async () => {
    const db: TestDatabase = await createTestDatabase(kind);
    bus =
      kind === 'postgres'
        ? createEventBus({
            kind: 'postgres',
            databaseUrl: db.databaseUrl!,
            reconnectDelayMs: { min: 2_000, max: 2_000 },
          })
        : undefined;
    await bus?.ready();
    const clock = testClock();
    const app = await buildServer({ db, config: testConfig(), now: clock.now, bus });
    await app.ready();
    t = {
      app,
      db,
      clock,
      ctx: systemCtx(app.deps),
      async close() {
        await app.close();
        await bus?.close();
        await db.close();
      },
    };
    admin = await sessionCookie(t, await createUser(t, { role: 'admin' }));
    reader = await sessionCookie(t, await createUser(t, { flags: 'all' }));
    noClients = await sessionCookie(t, await createUser(t, { flags: ['canAccessOrganizations'] }));
    orgId = (
      await t.db.db
        .insertInto('organizations')
        .values({ businessDba: 'Monthly Shop', salesTaxFrequency: 'Monthly' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  }, 120_000);
  afterAll(() => t?.close());

  const cache = () => readCacheOf(t.app.deps.db);
  const get = async (url: string, cookie = reader) => {
    const res = await call(t.app, 'GET', url, { cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  /**
   * A GET, then the same again served from the cache (nothing computed). On PostgreSQL the
   * notifications of this process's own writes arrive a little later and drop the answers once
   * more: then the pair is repeated.
   */
  const getCached = async (url: string, cookie = reader) => {
    for (let attempt = 0; ; attempt++) {
      const first = await get(url, cookie);
      const before = cache().computed;
      expect(await get(url, cookie)).toEqual(first);
      if (cache().computed === before) return first;
      if (attempt === 20) throw new Error(`${url} never came from the cache`);
      await sleep(50);
    }
  };
  /** Until `read` satisfies `check` (another connection's write arrives by notification). */
  async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, ms = 3_000): Promise<T> {
    const until = Date.now() + ms;
    for (;;) {
      const value = await read();
      if (check(value) || Date.now() > until) return value;
      await sleep(25);
    }
  }

  it('is on, and keeps answers', () => {
    expect(cache().enabled).toBe(true);
  });

  it('projects list (REST and tRPC): a create by another user, and an update in a transaction, are seen next', async () => {
    const names = async () => (await getCached('/api/projects?pageSize=50')).map((p: { name: string }) => p.name);
    const trpcNames = async () => {
      const page = trpcData<{ items: { name: string }[] }>(await trpcQuery(t.app, 'projects.list', {}, reader));
      return page.items.map((p) => p.name);
    };
    expect(await names()).toEqual([]);
    expect(await trpcNames()).toEqual([]);
    const created = await call(t.app, 'POST', '/api/projects', { cookie: admin, body: { name: 'Books' } });
    expect(created.statusCode, created.body).toBe(201);
    expect(await names()).toEqual(['Books']);
    expect(await trpcNames()).toEqual(['Books']);
    // Project updates run in a transaction (projects.service update).
    const updated = await call(t.app, 'PATCH', `/api/projects/${created.json().id}`, {
      cookie: admin,
      body: { name: 'Books 2026' },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(await names()).toEqual(['Books 2026']);
    expect(await trpcNames()).toEqual(['Books 2026']);
  });

  it('runs 32 identical concurrent reads once', async () => {
    await call(t.app, 'POST', '/api/projects', { cookie: admin, body: { name: 'Concurrent' } });
    const before = cache().computed;
    const answers = await Promise.all(
      Array.from({ length: 32 }, () => call(t.app, 'GET', '/api/projects?pageSize=25', { cookie: reader })),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(answers.map(() => 200));
    expect(new Set(answers.map((res) => res.body)).size).toBe(1);
    expect(answers[0]!.body).toContain('Concurrent');
    // One for REST's listJson; the session lookups are not this cache's.
    expect(cache().computed - before).toBe(1);
  });

  it('sales tax list and counts: a filing marked filed (a transaction) is seen next', async () => {
    const url = '/api/sales-tax-filings?frequency=Monthly&year=2026';
    const january = async () =>
      (await getCached(url)).find((r: { dueDate: string }) => r.dueDate === '2026-02-28') as { status: string };
    const counts = async () =>
      trpcData<{ sections: { completed: number } }>(
        await trpcQuery(t.app, 'salesTax.counts', { frequency: 'Monthly', year: 2026 }, reader),
      );
    expect((await january()).status).not.toBe('filed');
    const completedBefore = (await counts()).sections.completed;
    const res = await call(t.app, 'PUT', `/api/sales-tax-filings/${orgId}/2026-02-28`, {
      cookie: admin,
      body: { status: 'filed' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await january()).status).toBe('filed');
    expect((await counts()).sections.completed).toBe(completedBefore + 1);
  });

  it('answers by the firm day: the next day is another entry', async () => {
    const overdue = async (cookie: string) =>
      (await getCached('/api/sales-tax-filings?frequency=Monthly&year=2026&section=overdue', cookie)).length;
    await t.db.db
      .updateTable('salesTaxFilings')
      .set({ status: 'pending', filedDate: null })
      .where('organizationId', '=', orgId)
      .execute();
    expect(await overdue(reader)).toBe(1);
    t.clock.set(new Date('2026-04-01T17:00:00.000Z'));
    try {
      const later = await sessionCookie(t, await createUser(t, { flags: 'all' }));
      expect(await overdue(later)).toBe(2);
    } finally {
      t.clock.set(new Date('2026-03-02T17:00:00.000Z'));
    }
  });

  it('calendar month: a payroll added is seen next', async () => {
    const month = '/api/calendars/payroll/events?start=2026-03-01&end=2026-03-31';
    const before = (await getCached(month)).length;
    const res = await call(t.app, 'POST', `/api/organizations/${orgId}/payrolls`, {
      cookie: admin,
      body: {
        payrollPlatform: 'ADP',
        payrollFrequency: 'Semi-Monthly (24)',
        processingDate: '2026-03-02',
        payDate: '2026-03-04',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await getCached(month)).length).toBeGreaterThan(before);
  });

  it('reports: a rename is seen next', async () => {
    const names = async () =>
      (await getCached('/api/reports/active-payroll')).map((r: { organizationName: string }) => r.organizationName);
    const first = await names();
    expect(first.some((n: string) => n.includes('Monthly Shop'))).toBe(true);
    const res = await call(t.app, 'PUT', `/api/organizations/${orgId}`, {
      cookie: admin,
      body: { businessDba: 'Renamed Shop' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const second = await names();
    expect(second.some((n: string) => n.includes('Monthly Shop'))).toBe(false);
    expect(second.some((n: string) => n.includes('Renamed Shop'))).toBe(true);
    expect(second.length).toBe(first.length);
  });

  it('clients and organizations lists and the type-ahead: a create is seen next; answers differ per user', async () => {
    const search = async (cookie: string) =>
      trpcData<{ clients: { fullName: string }[]; organizations: unknown[] }>(
        await trpcQuery(t.app, 'search.global', { q: 'Zyxw' }, cookie),
      );
    const typeahead = async () => (await getCached('/api/clients?search=Zyxw&limit=5')).length;
    const orgs = async () => (await getCached('/api/organizations?search=Zyxw')).length;
    expect(await typeahead()).toBe(0);
    expect(await orgs()).toBe(0);
    expect((await search(reader)).clients).toEqual([]);
    const client = await call(t.app, 'POST', '/api/clients', {
      cookie: admin,
      body: { firstName: 'Ada', lastName: 'Zyxwvut' },
    });
    expect(client.statusCode, client.body).toBe(201);
    expect(await typeahead()).toBe(1);
    expect((await search(reader)).clients.map((c) => c.fullName)).toEqual(['Ada Zyxwvut']);
    // Same call, another user who may not read clients: not the first user's answer.
    expect((await search(noClients)).clients).toEqual([]);
    const org = await call(t.app, 'POST', '/api/organizations', { cookie: admin, body: { businessDba: 'Zyxw Corp' } });
    expect(org.statusCode, org.body).toBe(201);
    expect(await orgs()).toBe(1);
    expect((await search(reader)).organizations).toHaveLength(1);
    const trpcCreated = await trpcMutation(t.app, 'clients.create', { firstName: 'Bo', lastName: 'Zyxwab' }, admin);
    expect(trpcCreated.statusCode, trpcCreated.body).toBe(200);
    expect(await typeahead()).toBe(2);
  });

  it('keeps the answer of every cached list (none of their statements counts as a write)', async () => {
    const urls = [
      '/api/form-1099?year=2026&section=upcoming&limit=25&offset=0',
      '/api/estimated-tax-payments?section=overdue&limit=25&offset=0',
      '/api/estimated-tax-payments?quarter=1&year=2026&section=upcoming&limit=25&offset=0',
      '/api/sales-tax-filings?frequency=Quarterly&year=2026&section=overdue&limit=25&offset=0',
      '/api/business-license-renewals?kind=la_city&section=upcoming&limit=25&offset=0',
      '/api/business-license-renewals?kind=other&year=2026&section=upcoming&limit=25&offset=0',
      '/api/soi-events/all?from=2026-03-01&to=2026-03-31&kind=due&limit=5000',
      '/api/calendars/tasks/events?start=2026-03-01&end=2026-03-31',
      '/api/calendars/insurance/events?start=2026-03-01&end=2026-03-31',
      '/api/clients?limit=50',
      '/api/organizations?limit=50',
      ...REPORT_IDS.map((id) => `/api/reports/${id}?limit=50&offset=0${id === 'soi-pending' ? '&window=30' : ''}`),
    ];
    for (const url of urls) await getCached(url);
    const inputs: Record<string, unknown> = {
      'estimatedTax.counts': { year: 2026 },
      'form1099.counts': { year: 2026 },
      'businessLicenses.counts': { kind: 'la_city' },
      'estimatedTax.overview': undefined,
    };
    for (const [path, input] of Object.entries(inputs)) {
      const computed = cache().computed;
      const first = await trpcQuery(t.app, path, input, reader);
      expect(first.statusCode, first.body).toBe(200);
      const before = cache().computed;
      expect((await trpcQuery(t.app, path, input, reader)).body).toBe(first.body);
      if (kind === 'pglite') expect([before - computed, cache().computed - before], path).toEqual([1, 0]);
    }
  });

  it('answers without the cache a list its filter alone shows empty', async () => {
    // On 2026-03-02 no 1099 of 2026 (due 2027-01-31) can be overdue: no statement is run, nothing kept.
    const url = '/api/form-1099?year=2026&section=overdue&limit=25&offset=0';
    const computed = cache().computed;
    for (let i = 0; i < 2; i++) {
      const res = await call(t.app, 'GET', url, { cookie: reader });
      expect(res.statusCode, res.body).toBe(200);
      expect([res.json(), res.headers['x-total-count']]).toEqual([[], '0']);
    }
    expect(cache().computed).toBe(computed);
    // A section that can hold rows still goes through the cache.
    await getCached('/api/form-1099?year=2025&section=overdue&limit=25&offset=0');
    expect(cache().computed).toBeGreaterThan(computed);
  });

  it.runIf(kind === 'postgres')('keeps nothing on PostgreSQL without a bus that listens', async () => {
    const db = await createTestDatabase('postgres');
    const app = await buildServer({ db, config: testConfig() });
    try {
      await app.ready();
      expect(readCacheOf(db.db).enabled).toBe(false);
    } finally {
      await app.close();
      await db.close();
    }
  });

  it('keeps nothing with READ_CACHE=off', async () => {
    const db = await createTestDatabase('pglite');
    const app = await buildServer({ db, config: testConfig({ readCache: false }) });
    try {
      await app.ready();
      expect(readCacheOf(db.db).enabled).toBe(false);
    } finally {
      await app.close();
      await db.close();
    }
  });

  describe.runIf(kind === 'postgres')('with other connections', () => {
    const orgs = async () =>
      (await get('/api/organizations?search=Elsewhere')).map((o: { businessDba: string }) => o.businessDba);

    async function otherConnection<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
      const client = new pg.Client({ connectionString: t.db.databaseUrl });
      await client.connect();
      try {
        return await fn(client);
      } finally {
        await client.end();
      }
    }

    it("sees another connection's write once notified", async () => {
      expect(await orgs()).toEqual([]);
      expect(await orgs()).toEqual([]);
      await otherConnection((c) => c.query(`insert into organizations (business_dba) values ('Elsewhere One')`));
      expect(await eventually(orgs, (names) => names.length === 1)).toEqual(['Elsewhere One']);
      // A transaction: one notification at its commit.
      await otherConnection(async (c) => {
        await c.query('begin');
        await c.query(`update organizations set business_dba = 'Elsewhere Two' where business_dba = 'Elsewhere One'`);
        await c.query('commit');
      });
      expect(await eventually(orgs, (names) => names[0] === 'Elsewhere Two')).toEqual(['Elsewhere Two']);
    });

    it('keeps nothing while the LISTEN connection is down', async () => {
      await orgs();
      await otherConnection((c) =>
        c.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [
          LISTENER_APPLICATION_NAME,
        ]),
      );
      await eventually(
        async () => bus!.dataChanges!.listening,
        (up) => !up,
      );
      expect(cache().enabled).toBe(false);
      expect(cache().size).toBe(0);
      const before = cache().computed;
      await orgs();
      await orgs();
      expect(cache().computed).toBe(before);
      await otherConnection((c) =>
        c.query(`update organizations set business_dba = 'Elsewhere Three' where business_dba = 'Elsewhere Two'`),
      );
      expect(await orgs()).toEqual(['Elsewhere Three']);
      await eventually(
        async () => bus!.dataChanges!.listening,
        (up) => up,
        10_000,
      );
      expect(cache().enabled).toBe(true);
    }, 20_000);
  });
});
