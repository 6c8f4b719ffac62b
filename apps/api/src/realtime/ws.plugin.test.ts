import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { ClientOptions } from 'ws';
import { createEventBus, type EventBus } from './bus';
import { sleep } from './bus.test-helper';
import { openSocket, type TestSocket } from './ws-client.test-helper';
import { websocketPlugin, type WebsocketPluginOptions } from './ws.plugin';

// Sessions in these tests: the cookie `session=user-<id>` signs in user <id>.
const authenticate: WebsocketPluginOptions['authenticate'] = async (request) => {
  const match = /(?:^|;\s*)session=user-(\d+)/.exec(request.headers.cookie ?? '');
  return match ? { userId: Number(match[1]) } : null;
};

let app: FastifyInstance;
let bus: EventBus;
let base: string;
const sockets: TestSocket[] = [];

async function start(extra: Partial<WebsocketPluginOptions> = {}) {
  bus = createEventBus({ kind: 'pglite' });
  app = Fastify();
  await app.register(websocketPlugin, {
    bus,
    authenticate,
    loadNotification: async (id) => (id === 404 ? null : { id, title: `Notification ${id}` }),
    loadChatMessage: async (id) => ({ id, message: `Message ${id}` }),
    ...extra,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  base = `ws://127.0.0.1:${address.port}/ws`;
}

async function connect(userId: number | null, options: ClientOptions = {}) {
  const headers: Record<string, string> = userId === null ? {} : { cookie: `theme=dark; session=user-${userId}` };
  const socket = await openSocket(base, { headers, ...options });
  sockets.push(socket);
  return socket;
}

afterEach(async () => {
  sockets.splice(0).forEach((socket) => socket.ws.terminate());
  await app?.close();
  await bus?.close();
});

describe('websocket plugin', () => {
  it('closes unauthenticated connections with 4401', async () => {
    await start();
    const socket = await connect(null);
    expect(await socket.closed).toEqual({ code: 4401, reason: 'Unauthorized' });
  });

  it('refuses a cross-origin upgrade', async () => {
    await start();
    await expect(
      openSocket(base, { headers: { cookie: 'session=user-1', origin: 'https://evil.example' } }),
    ).rejects.toThrow('403');
    const host = new URL(base).host;
    const socket = await openSocket(base, { headers: { cookie: 'session=user-1', origin: `http://${host}` } });
    sockets.push(socket);
    expect(await socket.next()).toEqual({ type: 'auth_success', userId: 1 });
  });

  it('answers auth with the session user, never the claimed one, and ignores junk', async () => {
    await start();
    const socket = await connect(5);
    expect(await socket.next()).toEqual({ type: 'auth_success', userId: 5 });
    for (const junk of ['not json', '[]', 'null', '{"type":7}', '{"type":"unknown"}']) socket.ws.send(junk);
    socket.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    socket.ws.send(JSON.stringify({ type: 'auth', userId: 1 }));
    expect(await socket.next()).toEqual({ type: 'auth_success', userId: 5 });
    expect(await socket.quiet()).toBe(true);
  });

  it("sends notifications only to their user's sockets", async () => {
    await start();
    const [a1, a2, b] = [await connect(1), await connect(1), await connect(2)];
    for (const socket of [a1, a2, b]) await socket.next(); // auth_success
    await bus.publish({ type: 'notification', userId: 1, notificationId: 10 });
    const expected = { type: 'notification', notification: { id: 10, title: 'Notification 10' } };
    expect(await a1.next()).toEqual(expected);
    expect(await a2.next()).toEqual(expected);
    await bus.publish({ type: 'notification_changed', userId: 1 });
    expect(await a1.next()).toEqual({ type: 'notification_changed' });
    expect(await a2.next()).toEqual({ type: 'notification_changed' });
    await bus.publish({ type: 'notification', userId: 1, notificationId: 404 }); // deleted meanwhile
    expect(await b.quiet()).toBe(true);
    expect(await a1.quiet()).toBe(true);
  });

  it('sends chat messages to everyone', async () => {
    await start();
    const [a, b] = [await connect(1), await connect(2)];
    for (const socket of [a, b]) await socket.next();
    await bus.publish({ type: 'chat', messageId: 3 });
    const expected = { type: 'message_received', message: { id: 3, message: 'Message 3' } };
    expect(await a.next()).toEqual(expected);
    expect(await b.next()).toEqual(expected);
  });

  it('drops sockets that stop answering pings and keeps live ones', async () => {
    // Generous interval: a loaded CI machine may stall the event loop for hundreds of ms, and a
    // live client's pong must still arrive within one interval.
    await start({ heartbeatMs: 1000 });
    const dead = await connect(1, { autoPong: false });
    const live = await connect(1);
    expect((await dead.closed).code).toBe(1006);
    await sleep(1500);
    expect(live.ws.readyState).toBe(live.ws.OPEN);
  });

  it('closes sockets whose session ended', async () => {
    let valid = true;
    await start({ heartbeatMs: 1000, revalidate: async () => valid });
    const socket = await connect(1);
    await sleep(2500);
    expect(socket.ws.readyState).toBe(socket.ws.OPEN);
    valid = false;
    expect(await socket.closed).toEqual({ code: 4401, reason: 'Unauthorized' });
  });

  it("checks a user's sockets at once when their sessions or flags change, not at the next heartbeat", async () => {
    const signedOut = new Set<number>();
    let notify!: (userId: number | null) => void;
    await start({
      heartbeatMs: 60_000,
      revalidate: async (request) => !signedOut.has((await authenticate(request))!.userId),
      watchSessionChanges: (changed) => {
        notify = changed;
        return () => {};
      },
    });
    const one = await connect(1);
    const two = await connect(2);
    expect(await one.next()).toMatchObject({ type: 'auth_success' });
    expect(await two.next()).toMatchObject({ type: 'auth_success' });
    signedOut.add(1);
    const started = Date.now();
    notify(1);
    expect(await one.closed).toEqual({ code: 4401, reason: 'Unauthorized' });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(two.ws.readyState).toBe(two.ws.OPEN);
    // A change to anyone's rows checks every socket.
    signedOut.add(2);
    notify(null);
    expect((await two.closed).code).toBe(4401);
  });

  it('closes a connection that sends an oversized message', async () => {
    await start({ maxPayload: 1024 });
    const socket = await connect(1);
    await socket.next();
    socket.ws.send(JSON.stringify({ type: 'auth', pad: 'x'.repeat(2000) }));
    expect((await socket.closed).code).toBe(1009);
  });

  it('uses an @fastify/websocket the server registered itself', async () => {
    bus = createEventBus({ kind: 'pglite' });
    app = Fastify();
    await app.register(import('@fastify/websocket'));
    await app.register(websocketPlugin, { bus, authenticate, loadNotification: async () => null });
    await app.ready();
    let first: Promise<unknown> | undefined;
    const ws = await app.injectWS(
      '/ws',
      { headers: { cookie: 'session=user-9' } },
      {
        onInit: (socket) => {
          first = new Promise((resolve) => socket.once('message', (data) => resolve(JSON.parse(String(data)))));
        },
      },
    );
    expect(await first).toEqual({ type: 'auth_success', userId: 9 });
    ws.terminate();
  });
});
