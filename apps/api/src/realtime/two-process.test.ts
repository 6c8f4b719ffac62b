import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createTestDatabase, type TestDatabase } from '@app/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startApiProcess, type ApiProcess } from './api-process.test-helper';
import { openSocket, type TestSocket } from './ws-client.test-helper';

// docs/decisions/6-scale.md: several API processes share one PostgreSQL, and websocket fan-out between them
// goes through LISTEN/NOTIFY. Two real servers; an event caused on A must reach a socket on B.
const mainExists = existsSync(fileURLToPath(new URL('../app/main.ts', import.meta.url)));

describe.runIf(process.env.TEST_DATABASE_URL && mainExists)('two API processes on one PostgreSQL', () => {
  const username = 'admin';
  const password = `Two-process-${randomBytes(6).toString('hex')}`;
  let database: TestDatabase;
  const processes: ApiProcess[] = [];
  const sockets: TestSocket[] = [];
  let a: ApiProcess;
  let b: ApiProcess;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    const env = {
      DATABASE_URL: database.databaseUrl!,
      ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      ADMIN_USERNAME: username,
      ADMIN_PASSWORD: password,
      WEB_DIST: '/nonexistent',
      SEED_DEMO: '',
    };
    // One after the other: both would otherwise race to create the first admin.
    a = await startApiProcess(env);
    processes.push(a);
    b = await startApiProcess(env);
    processes.push(b);
  }, 240_000);

  afterAll(async () => {
    sockets.forEach((socket) => socket.ws.terminate());
    await Promise.all(processes.map((process) => process.stop()));
    await database?.close();
  }, 30_000);

  async function connect(server: ApiProcess, cookie?: string): Promise<TestSocket> {
    const headers: Record<string, string> = { origin: server.url };
    if (cookie) headers.cookie = cookie;
    const socket = await openSocket(`${server.url.replace('http', 'ws')}/ws`, { headers });
    sockets.push(socket);
    return socket;
  }

  it('refuses a socket without a session', async () => {
    const socket = await connect(b);
    expect((await socket.closed).code).toBe(4401);
  });

  it('delivers an event caused on process A to a socket on process B, once', async () => {
    const admin = await database.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    const cookie = await signIn(a, username, password);

    const onB = await connect(b, cookie);
    expect(await onB.next()).toEqual({ type: 'auth_success', userId: admin.id });
    const onA = await connect(a, cookie);
    expect(await onA.next()).toEqual({ type: 'auth_success', userId: admin.id });

    await database.db
      .insertInto('notifications')
      .values([
        { userId: admin.id, title: 'Estimated tax due', link: null, eventKey: null },
        { userId: admin.id, title: 'Task assigned', link: null, eventKey: null },
      ])
      .execute();
    const response = await fetch(`${a.url}/api/notifications/read-all`, {
      method: 'POST',
      headers: { cookie, origin: a.url },
    });
    expect(response.status, await response.clone().text()).toBe(200);

    expect(await onB.next(10_000)).toEqual({ type: 'notification_changed' });
    expect(await onA.next(10_000)).toEqual({ type: 'notification_changed' });
    expect(await onB.quiet(500)).toBe(true);
    expect(await onA.quiet(0)).toBe(true);
  });

  // Issue 24: a save acknowledged by A is read back through B at once (B's read cache checks the
  // committed data version), and a sign-out on A closes B's sockets of that session within a second.
  it("reads through B what was written through A at once, 200 times, with B's cache warm", async () => {
    const cookie = await signIn(a, username, password);
    const call = async (server: ApiProcess, method: string, path: string, body?: unknown) => {
      const response = await fetch(`${server.url}${path}`, {
        method,
        headers: { cookie, origin: server.url, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
      return text;
    };
    const created = JSON.parse(await call(a, 'POST', '/api/projects', { name: 'stale-probe 0' })) as { id: number };
    const list = '/api/projects?search=stale-probe';
    let stale = 0;
    for (let i = 1; i <= 200; i++) {
      await call(b, 'GET', list); // B keeps the answer before the write
      await call(a, 'PATCH', `/api/projects/${created.id}`, { name: `stale-probe ${i}` });
      if (!(await call(b, 'GET', list)).includes(`"stale-probe ${i}"`)) stale++;
    }
    expect(stale).toBe(0);
  }, 60_000);

  it('closes the socket on B within a second of signing out on A', async () => {
    const cookie = await signIn(a, username, password);
    const onB = await connect(b, cookie);
    expect(await onB.next()).toMatchObject({ type: 'auth_success' });
    const started = Date.now();
    const response = await fetch(`${a.url}/api/logout`, { method: 'POST', headers: { cookie, origin: a.url } });
    expect(response.status).toBe(200);
    const closed = await Promise.race([onB.closed, new Promise((resolve) => setTimeout(() => resolve(null), 3000))]);
    expect(closed).toMatchObject({ code: 4401 });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  // A flag change ends the user's sessions (users.service update): B must refuse the session at once.
  it('refuses on B at once a session ended by a permission change made through A, 25 times', async () => {
    const admin = await signIn(a, username, password);
    const employee = { username: 'flag-probe', password: `Flag-probe-${randomBytes(4).toString('hex')}!1` };
    const created = await fetch(`${a.url}/api/users`, {
      method: 'POST',
      headers: { cookie: admin, origin: a.url, 'content-type': 'application/json' },
      body: JSON.stringify({ ...employee, role: 'employee', canAccessProjects: true }),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      const cookie = await signIn(b, employee.username, employee.password);
      const projects = () => fetch(`${b.url}/api/projects`, { headers: { cookie, origin: b.url } });
      expect((await projects()).status).toBe(i % 2 === 0 ? 200 : 403); // B keeps the session's answer
      const changed = await fetch(`${a.url}/api/users/${id}`, {
        method: 'PUT',
        headers: { cookie: admin, origin: a.url, 'content-type': 'application/json' },
        body: JSON.stringify({ canAccessProjects: i % 2 === 1 }),
      });
      expect(changed.status).toBe(200);
      statuses.push((await projects()).status);
    }
    expect(statuses.filter((status) => status !== 401)).toEqual([]);
  }, 60_000);
});
