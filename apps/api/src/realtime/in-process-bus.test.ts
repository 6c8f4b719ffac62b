import { describe, expect, it } from 'vitest';
import { createEventBus } from './bus';
import { collect, sleep } from './bus.test-helper';

describe('in-process event bus', () => {
  it('delivers each event once to every subscriber, asynchronously', async () => {
    const bus = createEventBus({ kind: 'pglite' });
    await bus.ready();
    const a = collect(bus);
    const b = collect(bus);
    await bus.publish({ type: 'notification', userId: 1, notificationId: 7 });
    expect(a.events).toEqual([]); // not inline in publish
    expect(await a.next()).toEqual({ type: 'notification', userId: 1, notificationId: 7 });
    expect(await b.next()).toEqual({ type: 'notification', userId: 1, notificationId: 7 });
    await sleep(20);
    expect(a.events).toHaveLength(1);
    await bus.close();
  });

  it('stops delivering after unsubscribe and isolates failing handlers', async () => {
    const errors: unknown[] = [];
    const bus = createEventBus({ kind: 'pglite', onError: (error) => errors.push(error) });
    const seen: string[] = [];
    const off = bus.subscribe(() => {
      seen.push('off');
    });
    bus.subscribe(() => {
      throw new Error('boom');
    });
    bus.subscribe(async () => {
      throw new Error('async boom');
    });
    const kept = collect(bus);
    off();
    await bus.publish({ type: 'chat', messageId: 3 });
    expect(await kept.next()).toEqual({ type: 'chat', messageId: 3 });
    await sleep(10);
    expect(seen).toEqual([]);
    expect(errors.map((error) => (error as Error).message).sort()).toEqual(['async boom', 'boom']);
    await bus.close();
    await expect(bus.publish({ type: 'chat', messageId: 4 })).rejects.toThrow('closed');
  });
});
