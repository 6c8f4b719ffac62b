import { randomBytes } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@app/db';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiProcess, type ApiProcess } from '../../realtime/api-process.test-helper';
import { createEventBus, type EventBus } from '../../realtime/bus';
import { sleep } from '../../realtime/bus.test-helper';
import { LISTENER_APPLICATION_NAME } from '../../realtime/postgres-bus';
import { buildServer } from '../../app/server';
import { testConfig } from '../../test/helpers';
import { insertUser } from '../users/users.repo';
import { createSession } from '../../sessions/session.service';

// docs/decisions/6-scale.md: several API processes share one PostgreSQL. Each reuses a session lookup's answer
// for a moment (session-answers.ts) and hears the others' changes by LISTEN/NOTIFY. Here A is an
// in-process server whose answers would serve for a whole minute, and B a second API process on the
// same database: what B or any other connection changes must reach A's next request once the
// notification has arrived (well within a second), and with A's LISTEN connection down A reuses nothing.

const REUSE_MS = 60_000;
const NOTIFIED_WITHIN_MS = 1_000;

describe.runIf(process.env.TEST_DATABASE_URL)('session answers across API instances on PostgreSQL', () => {
  let database: TestDatabase;
  let bus: EventBus;
  let a: FastifyInstance;
  let b: ApiProcess;
  const busErrors: unknown[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    const databaseUrl = database.databaseUrl!;
    b = await startApiProcess({
      DATABASE_URL: databaseUrl,
      ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      WEB_DIST: '/nonexistent',
      SEED_DEMO: '',
    });
    // Reconnects after 1.5 to 3 s: long enough to look at A while its listener is down.
    bus = createEventBus({
      kind: 'postgres',
      databaseUrl,
      reconnectDelayMs: { min: 3_000, max: 3_000 },
      onError: (error) => busErrors.push(error),
    });
    await bus.ready();
    a = await buildServer({ db: database, config: testConfig(), bus, sessionCacheMs: REUSE_MS });
    await a.ready();
  }, 240_000);

  afterAll(async () => {
    await a?.close();
    await bus?.close();
    await b?.stop();
    await database?.close();
  }, 30_000);

  async function signedIn() {
    const user = await insertUser(database.db, {
      username: `instances_${randomBytes(4).toString('hex')}`,
      passwordHash: 'unused',
      role: 'employee',
    });
    const { token } = await createSession(database.db, user.id, {
      now: new Date(),
      mfaVerified: true,
      timeoutMinutes: 30,
    });
    // Else the notifications of these inserts, still on their way, would drop A's first answer.
    await heardAllSoFar();
    return { id: user.id, cookie: `session=${token}` };
  }

  /** Waits until A has heard every change committed so far: notifications arrive in commit order, so after a marker sent now. */
  async function heardAllSoFar() {
    let heard = false;
    const stop = bus.sessionChanges!.watch({
      changed: (userId) => {
        if (userId === 0) heard = true;
      },
      listening: () => {},
    });
    try {
      await elsewhere("select pg_notify('session_changes', '0')", []);
      await timeUntil(async () => heard);
    } finally {
      stop();
    }
  }

  /** GET /api/user on A. */
  async function me(cookie: string) {
    const res = await a.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    return { status: res.statusCode, user: res.statusCode === 200 ? res.json() : null };
  }

  /**
   * A statement over a connection of its own, as another process makes it. `announced: false` runs
   * it with the triggers off (replica mode), so no notification tells A: whether A then answers
   * the change shows whether it reused an answer.
   */
  async function elsewhere(statement: string, values: unknown[], { announced = true } = {}) {
    const client = new pg.Client({ connectionString: database.databaseUrl });
    await client.connect();
    try {
      if (!announced) await client.query('set session_replication_role = replica');
      await client.query(statement, values);
    } finally {
      await client.end();
    }
  }

  /** Asks A until `seen` holds; how long that took (ms), failing past the bound. */
  async function timeUntil(seen: () => Promise<boolean>, boundMs = NOTIFIED_WITHIN_MS): Promise<number> {
    const start = performance.now();
    for (;;) {
      if (await seen()) return performance.now() - start;
      if (performance.now() - start > boundMs) throw new Error(`not seen within ${boundMs} ms`);
      await sleep(10);
    }
  }

  const roleOf = async (cookie: string) => (await me(cookie)).user?.role;

  it('reuses an answer while listening, and drops it when a change is announced', async () => {
    const { id, cookie } = await signedIn();
    expect(await roleOf(cookie)).toBe('employee');
    await elsewhere('update users set role = $1 where id = $2', ['admin', id], { announced: false });
    expect(await roleOf(cookie)).toBe('employee');
    // Any announced change to the user drops the answer: the next one reads the row as it is.
    await elsewhere('update users set can_access_clients = true where id = $1', [id]);
    expect(await timeUntil(async () => (await roleOf(cookie)) === 'admin')).toBeLessThan(NOTIFIED_WITHIN_MS);
  });

  it('sees a sign-out made on another API instance once its notification arrives', async () => {
    const { cookie } = await signedIn();
    expect((await me(cookie)).status).toBe(200);
    expect((await me(cookie)).status).toBe(200);
    const out = await fetch(`${b.url}/api/logout`, { method: 'POST', headers: { cookie, origin: b.url } });
    expect(out.status).toBe(200);
    expect(await timeUntil(async () => (await me(cookie)).status === 401)).toBeLessThan(NOTIFIED_WITHIN_MS);
  });

  it('sees permissions, a deleted user and the MFA requirement changed over another connection', async () => {
    const { id, cookie } = await signedIn();
    expect((await me(cookie)).user.canAccessClients).toBe(false);
    await elsewhere('update users set can_access_clients = true where id = $1', [id]);
    expect(await timeUntil(async () => (await me(cookie)).user?.canAccessClients === true)).toBeLessThan(
      NOTIFIED_WITHIN_MS,
    );

    const upsertRequireMfa = `insert into app_settings (key, value) values ('requireMfa', $1::jsonb)
      on conflict (key) do update set value = excluded.value`;
    await elsewhere(upsertRequireMfa, ['true']);
    try {
      expect(await timeUntil(async () => (await me(cookie)).user?.mfaEnrolmentRequired === true)).toBeLessThan(
        NOTIFIED_WITHIN_MS,
      );
    } finally {
      await elsewhere(upsertRequireMfa, ['false']);
    }

    await elsewhere('delete from users where id = $1', [id]);
    expect(await timeUntil(async () => (await me(cookie)).status === 401)).toBeLessThan(NOTIFIED_WITHIN_MS);
  });

  it('reuses nothing while its LISTEN connection is down, and reuses again once it listens', async () => {
    const { id, cookie } = await signedIn();
    expect(await roleOf(cookie)).toBe('employee');
    await elsewhere(
      'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = current_database()',
      [LISTENER_APPLICATION_NAME],
    );
    await timeUntil(async () => !bus.sessionChanges!.listening, 5_000);
    expect(busErrors.length).toBeGreaterThan(0);

    // Unannounced changes are seen at once: every request reads the database.
    await elsewhere('update users set role = $1 where id = $2', ['admin', id], { announced: false });
    expect(await roleOf(cookie)).toBe('admin');
    await elsewhere('update users set role = $1 where id = $2', ['employee', id], { announced: false });
    expect(await roleOf(cookie)).toBe('employee');
    expect(bus.sessionChanges!.listening).toBe(false);

    await timeUntil(async () => bus.sessionChanges!.listening, 10_000);
    expect(await roleOf(cookie)).toBe('employee');
    await elsewhere('update users set role = $1 where id = $2', ['admin', id], { announced: false });
    expect(await roleOf(cookie)).toBe('employee');
  });
});
