import { testDatabaseKinds } from '@app/db';
import type { Notification } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusEvent, EventBus } from '../../realtime/bus';
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
import * as notifications from './notifications.service';
import { inTransaction } from '../../core/service-context';

function recordingBus(): EventBus & { events: BusEvent[] } {
  const events: BusEvent[] = [];
  return {
    events,
    async publish(event) {
      events.push(event);
    },
    subscribe: () => () => {},
    ready: async () => {},
    close: async () => {},
  };
}

describe.each(testDatabaseKinds())('notifications (%s)', (kind) => {
  let t: TestApp;
  let bus: ReturnType<typeof recordingBus>;
  let ann: UserRow;
  let ben: UserRow;
  let annCookie: string;
  let benCookie: string;
  const ids: number[] = [];

  beforeAll(async () => {
    bus = recordingBus();
    t = await startTestApp(kind, { bus });
    ann = await createUser(t);
    ben = await createUser(t);
    // 60 for Ann, a minute apart; 2 for Ben.
    for (let i = 1; i <= 60; i++) {
      t.clock.advance(60_000);
      const n = await notifications.create(t.ctx, {
        userId: ann.id,
        type: (['info', 'warning', 'success', 'error'] as const)[i % 4],
        title: `Note ${i}`,
        message: `Message ${i}`,
        link: i % 2 ? '/clients' : null,
      });
      ids.push(n!.id);
    }
    await notifications.create(t.ctx, { userId: ben.id, title: 'For Ben' });
    await notifications.create(t.ctx, { userId: ben.id, title: 'For Ben too', eventKey: 'ben:1' });
    annCookie = await sessionCookie(t, ann);
    benCookie = await sessionCookie(t, ben);
  });
  afterAll(() => t?.close());

  it('publishes each created notification on the bus after commit', () => {
    const created = bus.events.filter((e) => e.type === 'notification');
    expect(created).toHaveLength(62);
    expect(created[0]).toEqual({ type: 'notification', userId: ann.id, notificationId: ids[0] });
  });

  it('creates a notification once per event key', async () => {
    const before = bus.events.length;
    expect(await notifications.create(t.ctx, { userId: ben.id, title: 'Again', eventKey: 'ben:1' })).toBeNull();
    expect(bus.events.length).toBe(before);
  });

  it('publishes only once the surrounding transaction committed, and not at all after a rollback', async () => {
    const before = bus.events.length;
    await expect(
      inTransaction(t.ctx, async (tx) => {
        await notifications.create(tx, { userId: ben.id, title: 'Rolled back' });
        expect(bus.events.length).toBe(before);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(bus.events.length).toBe(before);
    expect(
      await t.db.db.selectFrom('notifications').select('id').where('title', '=', 'Rolled back').execute(),
    ).toHaveLength(0);
  });

  it('GET /api/notifications answers a bare array of the own notifications, newest first, 50 by default', async () => {
    const res = await call(t.app, 'GET', '/api/notifications', { cookie: annCookie });
    expect(res.statusCode).toBe(200);
    const list = res.json() as Notification[];
    expect(Array.isArray(list)).toBe(true);
    expect(list).toHaveLength(50);
    expect(list[0]).toEqual({
      id: ids[59],
      type: 'info',
      title: 'Note 60',
      message: 'Message 60',
      link: null,
      isRead: false,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(list.map((n) => n.title)).not.toContain('For Ben');
    const benList = (await call(t.app, 'GET', '/api/notifications', { cookie: benCookie })).json() as Notification[];
    expect(benList.map((n) => n.title)).toEqual(['For Ben too', 'For Ben']);
  });

  it('pages with limit and cursor, and validates them', async () => {
    const first = (
      await call(t.app, 'GET', '/api/notifications?limit=25', { cookie: annCookie })
    ).json() as Notification[];
    expect(first).toHaveLength(25);
    const second = (
      await call(t.app, 'GET', `/api/notifications?limit=25&cursor=${first[24]!.id}`, { cookie: annCookie })
    ).json() as Notification[];
    expect(second[0]!.title).toBe('Note 35');
    const third = (
      await call(t.app, 'GET', `/api/notifications?limit=25&cursor=${second[24]!.id}`, { cookie: annCookie })
    ).json() as Notification[];
    expect(third).toHaveLength(10);
    expect(new Set([...first, ...second, ...third].map((n) => n.id)).size).toBe(60);

    const tooMany = await call(t.app, 'GET', '/api/notifications?limit=101', { cookie: annCookie });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({ message: 'limit: Limit must be at most 100' });
    expect((await call(t.app, 'GET', '/api/notifications?limit=abc', { cookie: annCookie })).statusCode).toBe(400);
    expect((await call(t.app, 'GET', '/api/notifications?filter=maybe', { cookie: annCookie })).json().message).toMatch(
      /^filter: /,
    );

    const page = trpcData<{ items: Notification[]; nextCursor: number | null }>(
      await trpcQuery(t.app, 'notifications.list', { limit: 40 }, annCookie),
    );
    expect(page.items).toHaveLength(40);
    expect(page.nextCursor).toBe(page.items[39]!.id);
    const rest = trpcData<{ items: Notification[]; nextCursor: number | null }>(
      await trpcQuery(t.app, 'notifications.list', { limit: 40, cursor: page.nextCursor }, annCookie),
    );
    expect(rest.items).toHaveLength(20);
    expect(rest.nextCursor).toBeNull();
  });

  it('marks read and unread, answering the updated notification and announcing the change', async () => {
    const id = ids[0]!;
    const before = bus.events.length;
    const read = await call(t.app, 'PATCH', `/api/notifications/${id}/read`, { cookie: annCookie });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id, isRead: true, title: 'Note 1' });
    expect(bus.events.slice(before)).toEqual([{ type: 'notification_changed', userId: ann.id }]);
    expect((await call(t.app, 'GET', '/api/notifications?filter=read', { cookie: annCookie })).json()).toHaveLength(1);
    expect(trpcData(await trpcQuery(t.app, 'notifications.counts', undefined, annCookie))).toEqual({
      all: 60,
      unread: 59,
      read: 1,
    });

    const unread = await call(t.app, 'PATCH', `/api/notifications/${id}/unread`, { cookie: annCookie });
    expect(unread.json()).toMatchObject({ id, isRead: false });
    const viaTrpc = trpcData<Notification>(await trpcMutation(t.app, 'notifications.markRead', { id }, annCookie));
    expect(viaTrpc.isRead).toBe(true);
  });

  it("answers 404 for another user's notification and for unknown ids", async () => {
    const benId = (
      await t.db.db.selectFrom('notifications').select('id').where('userId', '=', ben.id).executeTakeFirstOrThrow()
    ).id;
    for (const [method, url] of [
      ['PATCH', `/api/notifications/${benId}/read`],
      ['PATCH', `/api/notifications/${benId}/unread`],
      ['DELETE', `/api/notifications/${benId}`],
      ['PATCH', '/api/notifications/999999/read'],
    ] as const) {
      const res = await call(t.app, method, url, { cookie: annCookie });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ message: 'Notification not found' });
    }
    expect((await trpcMutation(t.app, 'notifications.delete', { id: benId }, annCookie)).statusCode).toBe(404);
    const stillUnread = await t.db.db
      .selectFrom('notifications')
      .select('isRead')
      .where('id', '=', benId)
      .executeTakeFirstOrThrow();
    expect(stillUnread.isRead).toBe(false);
    expect((await call(t.app, 'PATCH', '/api/notifications/abc/read', { cookie: annCookie })).statusCode).toBe(400);
  });

  it('deletes with 200 {ok: true}', async () => {
    const id = ids[1]!;
    const res = await call(t.app, 'DELETE', `/api/notifications/${id}`, { cookie: annCookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await call(t.app, 'DELETE', `/api/notifications/${id}`, { cookie: annCookie })).statusCode).toBe(404);
  });

  it('marks all as read, answering how many changed', async () => {
    const res = await call(t.app, 'POST', '/api/notifications/read-all', { cookie: annCookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ updated: 58 });
    expect((await call(t.app, 'POST', '/api/notifications/read-all', { cookie: annCookie })).json()).toEqual({
      updated: 0,
    });
    expect(trpcData(await trpcQuery(t.app, 'notifications.counts', undefined, benCookie))).toMatchObject({ unread: 2 });
    expect(trpcData(await trpcMutation(t.app, 'notifications.markAllRead', undefined, benCookie))).toEqual({
      updated: 2,
    });
  });

  it('needs a session and our Origin', async () => {
    expect((await call(t.app, 'GET', '/api/notifications')).statusCode).toBe(401);
    const foreign = await call(t.app, 'POST', '/api/notifications/read-all', {
      cookie: annCookie,
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ message: 'Cross-origin request refused' });
  });

  it('loads one for the websocket', async () => {
    expect(await notifications.load(t.ctx, ids[5]!)).toMatchObject({ id: ids[5], userId: ann.id, title: 'Note 6' });
    expect(await notifications.load(t.ctx, 999999)).toBeNull();
  });
});
