import { testDatabaseKinds } from '@app/db';
import type { ChatMessage } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSocket, type TestSocket } from '../../realtime/ws-client.test-helper';
import {
  call,
  createUser,
  sessionCookie,
  startTestApp,
  trpcData,
  trpcMutation,
  trpcQuery,
  type TestApp,
} from '../../test/helpers';
import type { UserRow } from '../users/users.repo';

describe.each(testDatabaseKinds())('team chat (%s)', (kind) => {
  let t: TestApp;
  let ann: UserRow;
  let ben: UserRow;
  let annCookie: string;
  let benCookie: string;
  const ids: number[] = [];
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    t = await startTestApp(kind);
    ann = await createUser(t, { username: `ann_${kind}` });
    ben = await createUser(t, { username: `ben_${kind}` });
    await t.db.db.updateTable('users').set({ firstName: 'Ann', lastName: 'Lee' }).where('id', '=', ann.id).execute();
    annCookie = await sessionCookie(t, ann);
    benCookie = await sessionCookie(t, ben);
    for (let i = 1; i <= 120; i++) {
      t.clock.advance(1000);
      const res = await call(t.app, 'POST', '/api/chat', {
        cookie: i % 2 ? annCookie : benCookie,
        body: { message: `Message ${i}` },
      });
      ids.push(res.json().id);
    }
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    sockets.forEach((s) => s.ws.terminate());
    await t?.close();
  });

  it('answers a send with 201 and the message, the sender taken from the session', async () => {
    const res = await call(t.app, 'POST', '/api/chat', {
      cookie: annCookie,
      body: { message: '  Hello team  ', userId: ben.id },
    });
    expect(res.statusCode).toBe(201);
    const message = res.json() as ChatMessage;
    ids.push(message.id);
    expect(message).toEqual({
      id: expect.any(Number),
      userId: ann.id,
      message: 'Hello team',
      createdAt: '2026-03-02T17:02:00.000Z',
      user: { id: ann.id, firstName: 'Ann', lastName: 'Lee', username: `ann_${kind}` },
    });
  });

  it('lists the newest 50 oldest first, pages back with before and catches up with after', async () => {
    const latest = (await call(t.app, 'GET', '/api/chat', { cookie: benCookie })).json() as ChatMessage[];
    expect(latest).toHaveLength(50);
    expect(latest.map((m) => m.id)).toEqual(ids.slice(-50));
    const older = (
      await call(t.app, 'GET', `/api/chat?before=${latest[0]!.id}&limit=100`, { cookie: benCookie })
    ).json() as ChatMessage[];
    expect(older.map((m) => m.id)).toEqual(ids.slice(0, 71));
    const missed = (
      await call(t.app, 'GET', `/api/chat?after=${ids[117]}`, { cookie: benCookie })
    ).json() as ChatMessage[];
    expect(missed.map((m) => m.message)).toEqual(['Message 119', 'Message 120', 'Hello team']);
    const page = trpcData<{ items: ChatMessage[]; hasMore: boolean }>(
      await trpcQuery(t.app, 'chat.list', { before: ids[10] }, benCookie),
    );
    expect(page).toMatchObject({ hasMore: false });
    expect(page.items.map((m) => m.id)).toEqual(ids.slice(0, 10));
    expect((await call(t.app, 'GET', '/api/chat?before=1&after=2', { cookie: benCookie })).json()).toEqual({
      message: 'after: Use before or after, not both',
    });
  });

  it('refuses empty and over-long messages with a clear 400, and anonymous callers with 401', async () => {
    const empty = await call(t.app, 'POST', '/api/chat', { cookie: annCookie, body: { message: '   ' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: 'message: Message cannot be empty' });
    const long = await call(t.app, 'POST', '/api/chat', { cookie: annCookie, body: { message: 'x'.repeat(4001) } });
    expect(long.json()).toEqual({ message: 'message: Messages are limited to 4000 characters' });
    expect(
      (await call(t.app, 'POST', '/api/chat', { cookie: annCookie, body: { message: 'x'.repeat(4000) } })).statusCode,
    ).toBe(201);
    expect((await call(t.app, 'GET', '/api/chat')).statusCode).toBe(401);
    expect((await call(t.app, 'POST', '/api/chat', { body: { message: 'hi' } })).statusCode).toBe(401);
  });

  it('delivers a new message to every open socket as message_received', async () => {
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const url = `ws://127.0.0.1:${address.port}/ws`;
    const annSocket = await openSocket(url, { headers: { cookie: annCookie } });
    const benSocket = await openSocket(url, { headers: { cookie: benCookie } });
    sockets.push(annSocket, benSocket);
    expect(await annSocket.next()).toEqual({ type: 'auth_success', userId: ann.id });
    expect(await benSocket.next()).toEqual({ type: 'auth_success', userId: ben.id });
    benSocket.ws.send(JSON.stringify({ type: 'auth', userId: ann.id }));
    expect(await benSocket.next()).toEqual({ type: 'auth_success', userId: ben.id });

    const sent = trpcData<ChatMessage>(await trpcMutation(t.app, 'chat.send', { message: 'Live one' }, benCookie));
    const frame = { type: 'message_received', message: sent };
    expect(await annSocket.next()).toEqual(frame);
    expect(await benSocket.next()).toEqual(frame);
    expect(sent.user?.id).toBe(ben.id);
  });
});
