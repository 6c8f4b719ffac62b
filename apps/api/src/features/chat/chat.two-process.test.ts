import { randomBytes } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@app/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startApiProcess, type ApiProcess } from '../../realtime/api-process.test-helper';
import { openSocket, type TestSocket } from '../../realtime/ws-client.test-helper';

// docs/decisions/6-scale.md: a chat message posted to one API process reaches sockets on another through
// PostgreSQL LISTEN/NOTIFY; the sender is the session's user on both.
describe.runIf(process.env.TEST_DATABASE_URL)('team chat across two API processes', () => {
  const password = `Chat-${randomBytes(6).toString('hex')}`;
  let database: TestDatabase;
  const processes: ApiProcess[] = [];
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    const env = {
      DATABASE_URL: database.databaseUrl!,
      ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: password,
      WEB_DIST: '/nonexistent',
      SEED_DEMO: '',
    };
    processes.push(await startApiProcess(env));
    processes.push(await startApiProcess(env));
  }, 240_000);

  afterAll(async () => {
    sockets.forEach((socket) => socket.ws.terminate());
    await Promise.all(processes.map((p) => p.stop()));
    await database?.close();
  }, 30_000);

  it('delivers a message posted on A to sockets on A and B, once each', async () => {
    const [a, b] = processes as [ApiProcess, ApiProcess];
    const cookie = await signIn(a, 'admin', password);
    const onB = await openSocket(`${b.url.replace('http', 'ws')}/ws`, { headers: { cookie, origin: b.url } });
    const onA = await openSocket(`${a.url.replace('http', 'ws')}/ws`, { headers: { cookie, origin: a.url } });
    sockets.push(onA, onB);
    const admin = await database.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    expect(await onB.next()).toEqual({ type: 'auth_success', userId: admin.id });
    expect(await onA.next()).toEqual({ type: 'auth_success', userId: admin.id });

    const response = await fetch(`${a.url}/api/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: a.url, cookie },
      body: JSON.stringify({ message: 'Across instances', userId: 999 }),
    });
    expect(response.status).toBe(201);
    const sent = await response.json();
    expect(sent).toMatchObject({ userId: admin.id, message: 'Across instances' });
    const frame = { type: 'message_received', message: sent };
    expect(await onB.next(10_000)).toEqual(frame);
    expect(await onA.next(10_000)).toEqual(frame);
    expect(await onB.quiet(500)).toBe(true);
    const listedOnB = (await (await fetch(`${b.url}/api/chat`, { headers: { cookie } })).json()) as unknown[];
    expect(listedOnB.at(-1)).toEqual(sent);
  });
});
