import { testDatabaseKinds } from '@app/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as notifications from '../features/notifications/notifications.service';
import type { UserRow } from '../features/users/users.repo';
import { openSocket } from '../realtime/ws-client.test-helper';
import { call, createUser, sessionCookie, startTestApp, type TestApp } from '../test/helpers';

// buildServer wires the realtime engineer's /ws plugin to the session lookup and the notifications.

describe.each(testDatabaseKinds())('websocket wiring (%s)', (kind) => {
  let t: TestApp;
  let base: string;
  let origin: string;
  let user: UserRow;
  let cookie: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    base = `ws://127.0.0.1:${address.port}/ws`;
    origin = `http://127.0.0.1:${address.port}`;
    user = await createUser(t);
    cookie = await sessionCookie(t, user);
  });
  afterAll(() => t?.close());

  it('authenticates by the session cookie and pushes new notifications and read-state changes', async () => {
    const socket = await openSocket(base, { headers: { cookie, origin } });
    try {
      expect(await socket.next()).toEqual({ type: 'auth_success', userId: user.id });
      socket.ws.send(JSON.stringify({ type: 'auth', userId: 999 }));
      expect(await socket.next()).toEqual({ type: 'auth_success', userId: user.id });

      const created = await notifications.create(t.ctx, {
        userId: user.id,
        type: 'warning',
        title: 'Deadline',
        message: 'Soon',
      });
      expect(await socket.next()).toEqual({ type: 'notification', notification: created });

      await call(t.app, 'PATCH', `/api/notifications/${created!.id}/read`, { cookie });
      expect(await socket.next()).toEqual({ type: 'notification_changed' });

      const other = await createUser(t);
      await notifications.create(t.ctx, { userId: other.id, title: 'Not for you' });
      expect(await socket.quiet(200)).toBe(true);
    } finally {
      socket.ws.close();
    }
  });

  it('closes a socket within a second of its user signing out or being deleted', async () => {
    const other = await createUser(t);
    const otherCookie = await sessionCookie(t, other);
    const socket = await openSocket(base, { headers: { cookie: otherCookie, origin } });
    expect(await socket.next()).toEqual({ type: 'auth_success', userId: other.id });
    const started = Date.now();
    expect((await call(t.app, 'POST', '/api/logout', { cookie: otherCookie })).statusCode).toBe(200);
    expect((await socket.closed).code).toBe(4401);
    expect(Date.now() - started).toBeLessThan(1000);

    const adminCookie = await sessionCookie(t, await createUser(t, { role: 'admin' }));
    const again = await sessionCookie(t, other);
    const second = await openSocket(base, { headers: { cookie: again, origin } });
    expect(await second.next()).toEqual({ type: 'auth_success', userId: other.id });
    const deleting = Date.now();
    expect((await call(t.app, 'DELETE', `/api/users/${other.id}`, { cookie: adminCookie })).statusCode).toBe(200);
    expect((await second.closed).code).toBe(4401);
    expect(Date.now() - deleting).toBeLessThan(1000);
  });

  it('closes with 4401 without a session', async () => {
    const socket = await openSocket(base, { headers: { origin } });
    expect((await socket.closed).code).toBe(4401);
    await expect(openSocket(base, { headers: { cookie, origin: 'https://evil.example' } })).rejects.toThrow(/403/);
  });
});

describe.each(testDatabaseKinds())('tRPC batching (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.close());

  it('answers each call of a batch with its own result or error', async () => {
    const cookie = await sessionCookie(t, await createUser(t));
    const input = encodeURIComponent(JSON.stringify({ 1: { limit: 5 } }));
    const res = await t.app.inject({
      method: 'GET',
      url: `/trpc/auth.me,notifications.list,audit.list?batch=1&input=${input}`,
      headers: { cookie },
    });
    const body = res.json() as Array<{
      result?: { data: unknown };
      error?: { message: string; data: { httpStatus: number } };
    }>;
    expect(body).toHaveLength(3);
    expect(body[0]!.result).toBeDefined();
    expect(body[1]!.result!.data).toEqual({ items: [], nextCursor: null });
    expect(body[2]!.error!.data.httpStatus).toBe(403);
  });

  it('answers a batch whose procedure names pass 100 characters (refreshes after a change)', async () => {
    const cookie = await sessionCookie(t, await createUser(t));
    const paths = Array.from({ length: 6 }, (_, i) => (i % 2 ? 'notifications.counts' : 'notifications.list')).join(
      ',',
    );
    expect(paths.length).toBeGreaterThan(100);
    const res = await t.app.inject({ method: 'GET', url: `/trpc/${paths}?batch=1&input=%7B%7D`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(6);
  });
});
