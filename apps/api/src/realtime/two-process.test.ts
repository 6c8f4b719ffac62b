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
});
