import { createTestDatabase, type TestDatabase } from '@app/db';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventBus, type BusEvent, type EventBus } from './bus';
import { LISTENER_APPLICATION_NAME } from './postgres-bus';
import { collect, sleep } from './bus.test-helper';

describe.runIf(process.env.TEST_DATABASE_URL)('postgres event bus', () => {
  let database: TestDatabase;
  let url: string;
  const buses: EventBus[] = [];
  const errors: unknown[] = [];
  const open = (reconnectDelayMs = { min: 50, max: 200 }) => {
    const bus = createEventBus({
      kind: 'postgres',
      databaseUrl: url,
      reconnectDelayMs,
      onError: (error) => errors.push(error),
    });
    buses.push(bus);
    return bus;
  };

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    url = database.databaseUrl!;
  }, 60_000);
  afterAll(async () => {
    await Promise.all(buses.map((bus) => bus.close()));
    await database?.close();
  });

  it('delivers an event to both processes exactly once, the publisher included', async () => {
    const a = open();
    const b = open();
    await Promise.all([a.ready(), b.ready()]);
    const seenA = collect(a);
    const seenB = collect(b);
    const event: BusEvent = { type: 'notification', userId: 2, notificationId: 40 };
    await a.publish(event);
    expect(await seenA.next()).toEqual(event);
    expect(await seenB.next()).toEqual(event);
    await b.publish({ type: 'notification_changed', userId: 2 });
    expect(await seenA.next()).toEqual({ type: 'notification_changed', userId: 2 });
    expect(await seenB.next()).toEqual({ type: 'notification_changed', userId: 2 });
    await sleep(100);
    expect(seenA.events).toHaveLength(2);
    expect(seenB.events).toHaveLength(2);
  });

  it('refuses invalid events and ignores malformed payloads from elsewhere', async () => {
    const bus = open();
    await bus.ready();
    const seen = collect(bus);
    await expect(bus.publish({ type: 'chat', messageId: -1 })).rejects.toThrow();
    await expect(bus.publish({ type: 'nope' } as unknown as BusEvent)).rejects.toThrow();
    await sql`select pg_notify('app_events', 'not json')`.execute(database.db);
    await bus.publish({ type: 'chat', messageId: 9 });
    expect(await seen.next()).toEqual({ type: 'chat', messageId: 9 });
    expect(seen.events).toHaveLength(1);
  });

  it('reconnects the LISTEN connection when it drops', async () => {
    const bus = open();
    await bus.ready();
    const seen = collect(bus);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const { rowCount } = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = current_database()',
        [LISTENER_APPLICATION_NAME],
      );
      expect(rowCount).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    // Events published while the listener is down are lost: keep publishing until one arrives.
    const deadline = Date.now() + 10_000;
    while (seen.events.length === 0 && Date.now() < deadline) {
      await bus.publish({ type: 'chat', messageId: 77 });
      await sleep(100);
    }
    expect(seen.events[0]).toEqual({ type: 'chat', messageId: 77 });
  });
});
