import { createTestDatabase, type TestDatabase } from '@app/db';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrowserKeys } from './fake-push-service.test-helper';
import { PUSH_ENDPOINT_NOT_PUBLIC, registerPushRoutes } from './push.rest';

/** A DNS stand-in: public push hosts resolve to a public address, the others to what an attacker set up. */
const ZONE: Record<string, string[]> = {
  'updates.push.example.org': ['93.184.216.34'],
  'rebound.attacker.net': ['127.0.0.1'],
  'mixed.attacker.net': ['93.184.216.34', '10.0.0.7'],
  'mapped.attacker.net': ['::ffff:192.168.1.1'],
  'metadata.attacker.net': ['169.254.169.254'],
  'v6.push.example.org': ['2606:4700::6810:84e5'],
};
const lookup = async (host: string) => {
  const addresses = ZONE[host];
  if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
  return addresses.map((address) => ({ address }));
};

describe('push REST routes', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let userId: number;
  const as = (id: number | null) => (id === null ? {} : { 'x-test-user': String(id) });

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    const user = await database.db
      .insertInto('users')
      .values({
        username: 'ann',
        passwordHash: 'x',
        email: null,
        firstName: null,
        lastName: null,
        profilePicture: null,
        mfaSecret: null,
        calendarFeedTokenSealed: null,
        calendarFeedTokenHash: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    userId = user.id;
    app = Fastify();
    registerPushRoutes(app, {
      db: database.db,
      authenticate: async (request) => {
        const header = request.headers['x-test-user'];
        return typeof header === 'string' ? { userId: Number(header) } : null;
      },
      lookup,
    });
    await app.ready();
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('answers 401 without a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/push/public-key'],
      ['POST', '/api/push-subscriptions'],
      ['DELETE', '/api/push-subscriptions'],
    ] as const) {
      const response = await app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Not authenticated' });
    }
  });

  it('serves a stable public key', async () => {
    const first = await app.inject({ url: '/api/push/public-key', headers: as(userId) });
    expect(first.statusCode).toBe(200);
    const { publicKey } = first.json<{ publicKey: string }>();
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    expect((await app.inject({ url: '/api/push/public-key', headers: as(userId) })).json()).toEqual({ publicKey });
  });

  it('subscribes, re-subscribes and unsubscribes', async () => {
    const subscription = {
      endpoint: 'https://updates.push.example.org/wpush/v2/abc',
      expirationTime: null,
      keys: createBrowserKeys().keys,
    };
    const created = await app.inject({
      method: 'POST',
      url: '/api/push-subscriptions',
      headers: as(userId),
      payload: subscription,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ id: expect.any(Number), endpoint: subscription.endpoint });
    const wrapped = await app.inject({
      method: 'POST',
      url: '/api/push-subscriptions',
      headers: as(userId),
      payload: { subscription },
    });
    expect(wrapped.json().id).toBe(created.json().id);
    expect(await database.db.selectFrom('pushSubscriptions').selectAll().execute()).toHaveLength(1);

    const removed = await app.inject({
      method: 'DELETE',
      url: '/api/push-subscriptions',
      headers: as(userId),
      payload: { endpoint: subscription.endpoint },
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ ok: true });
    expect(await database.db.selectFrom('pushSubscriptions').selectAll().execute()).toHaveLength(0);
  });

  it('answers 400 with the field and the reason', async () => {
    const post = (payload: object) =>
      app.inject({ method: 'POST', url: '/api/push-subscriptions', headers: as(userId), payload });
    const noKeys = await post({ endpoint: 'https://push.example.org/x' });
    expect(noKeys.statusCode).toBe(400);
    expect(noKeys.json().message).toMatch(/^keys: /);
    const badEndpoint = await post({ endpoint: 'http://10.0.0.1/x', keys: createBrowserKeys().keys });
    expect(badEndpoint.statusCode).toBe(400);
    expect(badEndpoint.json()).toEqual({ message: 'endpoint: must be an https URL of a push service' });
    const badDelete = await app.inject({
      method: 'DELETE',
      url: '/api/push-subscriptions',
      headers: as(userId),
      payload: {},
    });
    expect(badDelete.statusCode).toBe(400);
    expect(badDelete.json().message).toMatch(/^endpoint: /);
  });

  it('accepts only https hosts that resolve to public addresses (issue 10 item 9)', async () => {
    const post = (endpoint: string) =>
      app.inject({
        method: 'POST',
        url: '/api/push-subscriptions',
        headers: as(userId),
        payload: { endpoint, keys: createBrowserKeys().keys },
      });
    for (const endpoint of [
      'https://localhost./x',
      'https://localhost../x',
      'https://push.localhost./x',
      'https://rebound.attacker.net/x',
      'https://mixed.attacker.net/x',
      'https://mapped.attacker.net/x',
      'https://metadata.attacker.net/x',
      'https://unknown.attacker.net/x',
      'https://[::ffff:7f00:1]/x',
      'https://2130706433/x',
      'https://printer.local/x',
    ]) {
      const res = await post(endpoint);
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.json().message, endpoint).toMatch(/^endpoint: /);
    }
    expect((await post('https://rebound.attacker.net/x')).json()).toEqual({ message: PUSH_ENDPOINT_NOT_PUBLIC });
    expect((await post('https://v6.push.example.org/x')).statusCode).toBe(201);
  });

  it('accepts an http endpoint on 127.0.0.1 only when the test-only switch is on (WEB_PUSH_ALLOW_LOOPBACK_HTTP)', async () => {
    const testing = Fastify();
    registerPushRoutes(testing, {
      db: database.db,
      authenticate: async () => ({ userId }),
      lookup,
      allowLoopbackHttp: true,
    });
    try {
      const post = (target: FastifyInstance, endpoint: string) =>
        target.inject({
          method: 'POST',
          url: '/api/push-subscriptions',
          headers: as(userId),
          payload: { endpoint, keys: createBrowserKeys().keys },
        });
      expect((await post(app, 'http://127.0.0.1:9/push/a')).statusCode).toBe(400);
      expect((await post(testing, 'http://127.0.0.1:9/push/a')).statusCode).toBe(201);
      for (const endpoint of ['http://10.0.0.1/x', 'http://localhost:9/x', 'https://rebound.attacker.net/x']) {
        expect((await post(testing, endpoint)).statusCode, endpoint).toBe(400);
      }
      expect((await post(testing, 'https://v6.push.example.org/y')).statusCode).toBe(201);
    } finally {
      await testing.close();
      await database.db.deleteFrom('pushSubscriptions').execute();
    }
  });
});
