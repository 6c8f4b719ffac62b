import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '@app/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrowserKeys, startFakePushService, verifyVapid } from './fake-push-service.test-helper';
import {
  getPublicKey,
  getVapidKeys,
  pushSubscriptionSchema,
  removeSubscription,
  saveSubscription,
  sendPush,
} from './web-push';

describe.each(testDatabaseKinds())('web push (%s)', (kind) => {
  let database: TestDatabase;
  let userId: number;
  let otherUserId: number;
  let notificationId: number;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const users = await database.db
      .insertInto('users')
      .values([
        {
          username: 'ann',
          passwordHash: 'x',
          email: null,
          firstName: null,
          lastName: null,
          profilePicture: null,
          mfaSecret: null,
          calendarFeedTokenSealed: null,
          calendarFeedTokenHash: null,
        },
        {
          username: 'bob',
          passwordHash: 'x',
          email: null,
          firstName: null,
          lastName: null,
          profilePicture: null,
          mfaSecret: null,
          calendarFeedTokenSealed: null,
          calendarFeedTokenHash: null,
        },
      ])
      .returning('id')
      .execute();
    [userId, otherUserId] = users.map((user) => user.id) as [number, number];
    const notification = await database.db
      .insertInto('notifications')
      .values({ userId, title: 'Task assigned', link: '/projects/3', eventKey: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    notificationId = notification.id;
  }, 60_000);
  afterAll(() => database?.close());

  it('generates the VAPID keys once and keeps them in app_settings', async () => {
    const publicKey = await getPublicKey(database.db);
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const row = await database.db
      .selectFrom('appSettings')
      .select('value')
      .where('key', '=', 'vapid_keys')
      .executeTakeFirstOrThrow();
    expect(row.value).toEqual(await getVapidKeys(database.db));
    expect(await getPublicKey(database.db)).toBe(publicKey);
  });

  it('encrypts and signs pushes, removes gone subscriptions and records deliveries', async () => {
    const service = await startFakePushService({ '/ok': 201, '/gone': 410, '/broken': 500 });
    try {
      const browser = createBrowserKeys();
      for (const path of ['/ok', '/gone', '/broken']) {
        await saveSubscription(database.db, userId, { endpoint: `${service.origin}${path}`, keys: browser.keys });
      }
      const result = await sendPush(
        database.db,
        userId,
        { notificationId, title: 'Task assigned', body: 'Call the client', url: '/projects/3' },
        { allowLoopbackHttp: true, subject: 'mailto:office@firm.test' },
      );
      expect(result).toEqual({ sent: 1, failed: 2, removed: 1 });

      const delivered = service.received.find((request) => request.path === '/ok')!;
      expect(delivered.headers['content-encoding']).toBe('aes128gcm');
      expect(delivered.headers['content-type']).toBe('application/octet-stream');
      expect(delivered.headers.ttl).toBe('86400');
      expect(delivered.headers.urgency).toBe('normal');
      const claims = verifyVapid(String(delivered.headers.authorization), await getPublicKey(database.db));
      expect(claims).toMatchObject({ aud: service.origin, sub: 'mailto:office@firm.test' });
      expect(JSON.parse(browser.decrypt(delivered.body))).toEqual({
        title: 'Task assigned',
        body: 'Call the client',
        url: '/projects/3',
        notificationId,
        tag: `notification-${notificationId}`,
      });

      const left = await database.db
        .selectFrom('pushSubscriptions')
        .select('endpoint')
        .where('userId', '=', userId)
        .execute();
      expect(left.map((row) => row.endpoint).sort()).toEqual([`${service.origin}/broken`, `${service.origin}/ok`]);
      const deliveries = await database.db
        .selectFrom('notificationDeliveries')
        .select(['channel', 'status', 'error'])
        .where('notificationId', '=', notificationId)
        .execute();
      expect(deliveries).toHaveLength(3);
      expect(deliveries.filter((row) => row.status === 'sent')).toEqual([
        { channel: 'push', status: 'sent', error: null },
      ]);
      expect(deliveries.map((row) => row.error)).toEqual(
        expect.arrayContaining(['Push service answered 410', 'Push service answered 500']),
      );
    } finally {
      await service.close();
      await database.db.deleteFrom('pushSubscriptions').execute();
    }
  });

  it('refuses non-https endpoints unless loopback is allowed for tests', async () => {
    const service = await startFakePushService({ '/ok': 201 });
    try {
      await saveSubscription(database.db, userId, { endpoint: `${service.origin}/ok`, keys: createBrowserKeys().keys });
      expect(await sendPush(database.db, userId, { notificationId, title: 't', body: '' })).toEqual({
        sent: 0,
        failed: 1,
        removed: 0,
      });
      expect(service.received).toHaveLength(0);
    } finally {
      await service.close();
      await database.db.deleteFrom('pushSubscriptions').execute();
    }
  });

  it('upserts by endpoint and removes only the owner’s subscription', async () => {
    const endpoint = 'https://push.example.net/abc';
    const keys = createBrowserKeys().keys;
    const first = await saveSubscription(database.db, userId, { endpoint, keys });
    const again = await saveSubscription(database.db, otherUserId, { endpoint, keys: createBrowserKeys().keys });
    expect(again.id).toBe(first.id);
    expect(await removeSubscription(database.db, userId, endpoint)).toBe(false);
    expect(await removeSubscription(database.db, otherUserId, endpoint)).toBe(true);
    expect(await sendPush(database.db, otherUserId, { notificationId, title: 't', body: '' })).toEqual({
      sent: 0,
      failed: 0,
      removed: 0,
    });
  });

  it('validates subscriptions', () => {
    const keys = createBrowserKeys().keys;
    const ok = (endpoint: string, k: object = keys) => pushSubscriptionSchema.safeParse({ endpoint, keys: k }).success;
    expect(ok('https://fcm.googleapis.com/fcm/send/abc')).toBe(true);
    expect(ok('http://fcm.googleapis.com/fcm/send/abc')).toBe(false);
    expect(ok('https://127.0.0.1/x')).toBe(false);
    expect(ok('https://[::1]/x')).toBe(false);
    expect(ok('https://localhost/x')).toBe(false);
    expect(ok('https://intranet/x')).toBe(false);
    expect(ok('https://fcm.googleapis.com/x', { ...keys, auth: 'short' })).toBe(false);
  });
});
