import { bumpDataVersion, dataVersion, type Database } from '@app/db';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Ctx } from '../core/service-context';
import { cacheReadsWhileListening, readCacheOf, ReadCache, readKey, remember, stableJson } from './read-cache';
import { jsonOf } from '../core/json-text';
import type { DataChangeWatcher } from '../realtime/bus-event';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A computation that counts its runs and answers when told. */
function counted<T>(value: () => T) {
  let runs = 0;
  return {
    get runs() {
      return runs;
    },
    compute: async () => {
      runs++;
      await sleep(1);
      return value();
    },
  };
}

function enabled(...args: ConstructorParameters<typeof ReadCache>): ReadCache {
  const cache = new ReadCache(...args);
  cache.setEnabled(true);
  return cache;
}

describe('ReadCache', () => {
  it('runs 32 concurrent identical misses once and serves the kept answer afterwards', async () => {
    const cache = enabled();
    const c = counted(() => ({ rows: [1, 2, 3] }));
    const answers = await Promise.all(Array.from({ length: 32 }, () => cache.remember('k', c.compute)));
    expect(c.runs).toBe(1);
    expect(new Set(answers).size).toBe(1);
    expect(await cache.remember('k', c.compute)).toBe(answers[0]);
    expect(c.runs).toBe(1);
  });

  it('recomputes once the data version moved', async () => {
    const cache = enabled();
    let n = 0;
    const c = counted(() => ++n);
    expect(await cache.remember('k', c.compute)).toBe(1);
    bumpDataVersion();
    expect(await cache.remember('k', c.compute)).toBe(2);
    expect(await cache.remember('k', c.compute)).toBe(2);
    expect(c.runs).toBe(2);
  });

  it('lets go of every kept answer once the data version moved', async () => {
    const cache = enabled();
    await cache.remember('a', async () => ({ rows: [1] }));
    await cache.remember('b', async () => ({ rows: [2] }));
    expect([cache.size, cache.bytes > 0]).toEqual([2, true]);
    bumpDataVersion();
    expect(await cache.remember('c', async () => 'c')).toBe('c');
    expect([cache.size, cache.bytes]).toEqual([1, 3]);
  });

  it('keeps nothing computed while the version moved (a write during the read), and joins no such run', async () => {
    const cache = enabled();
    let n = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = async () => {
      const mine = ++n;
      await gate;
      return mine;
    };
    const first = cache.remember('k', slow);
    bumpDataVersion();
    // Begun after the write: not joined to the run that began before it.
    const second = cache.remember('k', slow);
    release();
    expect(await first).toBe(1);
    expect(await second).toBe(2);
    expect(n).toBe(2);
    // The second began after the write and nothing moved since: kept.
    expect(await cache.remember('k', slow)).toBe(2);
    expect(cache.size).toBe(1);
    // The first was not kept: had it been, a third caller would have had it before the second finished.
    const version = dataVersion();
    let late!: () => void;
    const lateGate = new Promise<void>((resolve) => (late = resolve));
    const racing = cache.remember('other', async () => {
      await lateGate;
      return 'old';
    });
    bumpDataVersion();
    late();
    expect(await racing).toBe('old');
    expect(dataVersion()).toBe(version + 1);
    expect(await cache.remember('other', async () => 'new')).toBe('new');
  });

  it('serves nothing older than its max age', async () => {
    const cache = enabled(20);
    let n = 0;
    const c = counted(() => ++n);
    expect(await cache.remember('k', c.compute)).toBe(1);
    expect(await cache.remember('k', c.compute)).toBe(1);
    await sleep(30);
    expect(await cache.remember('k', c.compute)).toBe(2);
  });

  it('counts an answer kept as bytes by its length, and serves the same bytes', async () => {
    const cache = enabled();
    const bytes = Buffer.from('[{"n":"Zoë"}]');
    expect(await cache.remember('bytes', async () => bytes)).toBe(bytes);
    expect([cache.size, cache.bytes]).toEqual([1, bytes.length]);
    expect(await cache.remember('bytes', async () => Buffer.from('[]'))).toBe(bytes);
  });

  it('drops the least recently used answers beyond its entry bound', async () => {
    const cache = enabled(60_000, 2);
    await cache.remember('a', async () => 'a');
    await cache.remember('b', async () => 'b');
    await cache.remember('a', async () => 'a2'); // a used: b is now the oldest
    await cache.remember('c', async () => 'c');
    expect(cache.size).toBe(2);
    expect(await cache.remember('a', async () => 'a3')).toBe('a');
    expect(await cache.remember('b', async () => 'b2')).toBe('b2');
  });

  it('drops answers beyond its byte bound, and keeps none larger than a quarter of it', async () => {
    const cache = enabled(60_000, 100, 4_000);
    const big = (tag: string) => async () => ({ tag, text: 'x'.repeat(900) });
    for (const key of ['a', 'b', 'c', 'd', 'e']) await cache.remember(key, big(key));
    expect(cache.bytes).toBeLessThanOrEqual(4_000);
    expect(cache.size).toBe(4);
    expect((await cache.remember('a', big('again'))).tag).toBe('again');
    await cache.remember('huge', async () => 'y'.repeat(1_500));
    expect(await cache.remember('huge', async () => 'other')).toBe('other');
  });

  it('computes every call when disabled, and forgets everything when disabled', async () => {
    const cache = enabled();
    const c = counted(() => 1);
    await cache.remember('k', c.compute);
    cache.setEnabled(false);
    await cache.remember('k', c.compute);
    await cache.remember('k', c.compute);
    expect(c.runs).toBe(3);
    cache.setEnabled(true);
    expect(cache.size).toBe(0);
  });

  it('computes directly a procedure no costlier than the committed-version read, and keeps caching a costly one', async () => {
    const cache = enabled();
    cache.checkCommits(async () => {
      await sleep(4);
      return 7;
    });
    let cheapRuns = 0;
    const cheap = async () => (cheapRuns++, 'cheap');
    const costly = counted(() => 'costly');
    const slow = async () => (await sleep(25), costly.compute());
    // 20 misses of each (distinct inputs) measure both procedures and the reads.
    for (let i = 0; i < 20; i++) {
      await cache.remember(`cheap\u0000${i}`, cheap);
      await cache.remember(`costly\u0000${i}`, slow);
    }
    expect(cache.direct).toBe(0);
    // The cheap procedure is now run at every call, without the read, even for a kept input.
    expect(await cache.remember('cheap\u00000', cheap)).toBe('cheap');
    expect(await cache.remember('cheap\u00000', cheap)).toBe('cheap');
    expect([cheapRuns, cache.direct]).toEqual([22, 2]);
    // The costly one is still served from the kept answer.
    expect(await cache.remember('costly\u00000', slow)).toBe('costly');
    expect([costly.runs, cache.direct]).toEqual([20, 2]);
  });

  it('keeps no failure', async () => {
    const cache = enabled();
    await expect(cache.remember('k', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await cache.remember('k', async () => 'fine')).toBe('fine');
  });

  it('hands out deeply frozen answers, serialized once', async () => {
    const cache = enabled();
    const answer = await cache.remember('k', async () => ({ items: [{ name: 'a' }], total: 1 }));
    expect(Object.isFrozen(answer)).toBe(true);
    expect(Object.isFrozen(answer.items[0])).toBe(true);
    expect(() => {
      (answer.items as { name: string }[]).push({ name: 'b' });
    }).toThrow();
    expect(jsonOf(answer)).toBe('{"items":[{"name":"a"}],"total":1}');
    expect(jsonOf(answer)).toBe(jsonOf(answer));
  });
});

describe('keys', () => {
  const ctx = (userId: number | null, iso: string) =>
    ({ user: userId === null ? null : { id: userId }, now: () => new Date(iso) }) as unknown as Ctx;

  it('differ by user, by the firm day, by procedure and by input, and not by the order of input keys', () => {
    const base = readKey(ctx(1, '2026-03-02T17:00:00Z'), 'p', { a: 1, b: 2 });
    expect(readKey(ctx(1, '2026-03-02T18:00:00Z'), 'p', { b: 2, a: 1 })).toBe(base);
    expect(readKey(ctx(2, '2026-03-02T17:00:00Z'), 'p', { a: 1, b: 2 })).not.toBe(base);
    expect(readKey(ctx(null, '2026-03-02T17:00:00Z'), 'p', { a: 1, b: 2 })).not.toBe(base);
    expect(readKey(ctx(1, '2026-03-03T17:00:00Z'), 'p', { a: 1, b: 2 })).not.toBe(base);
    expect(readKey(ctx(1, '2026-03-02T17:00:00Z'), 'q', { a: 1, b: 2 })).not.toBe(base);
    expect(readKey(ctx(1, '2026-03-02T17:00:00Z'), 'p', { a: 1, b: 3 })).not.toBe(base);
    expect(stableJson({ b: { d: 1, c: [2, { f: 1, e: 2 }] }, a: undefined })).toBe(
      '{"b":{"c":[2,{"e":2,"f":1}],"d":1}}',
    );
  });
});

describe('remember on a database', () => {
  const db = {} as Kysely<Database>;
  const ctx = (extra: Partial<Ctx> = {}) =>
    ({ db, user: { id: 1 }, now: () => new Date('2026-03-02T17:00:00Z'), ...extra }) as unknown as Ctx;

  it('keeps answers only while the feed listens, forgets them when it stops, and hears its changes', async () => {
    let watcher: DataChangeWatcher | undefined;
    let listening = false;
    const feed = {
      get listening() {
        return listening;
      },
      watch: (w: DataChangeWatcher) => {
        watcher = w;
        return () => (watcher = undefined);
      },
    };
    let committed = 7;
    const stop = cacheReadsWhileListening(db, feed, async () => committed);
    let n = 0;
    const compute = async () => ++n;
    expect(await remember(ctx(), 'p', {}, compute)).toBe(1);
    expect(await remember(ctx(), 'p', {}, compute)).toBe(2);

    listening = true;
    watcher!.listening(true);
    expect(await remember(ctx(), 'p', {}, compute)).toBe(3);
    expect(await remember(ctx(), 'p', {}, compute)).toBe(3);
    // Inside a transaction: never from the cache.
    expect(await remember(ctx({ inTransaction: true }), 'p', {}, compute)).toBe(4);
    watcher!.changed();
    expect(await remember(ctx(), 'p', {}, compute)).toBe(5);
    expect(await remember(ctx(), 'p', {}, compute)).toBe(5);
    // Another process committed (its NOTIFY not heard yet): the kept answer no longer serves.
    committed++;
    expect(await remember(ctx(), 'p', {}, compute)).toBe(6);
    expect(await remember(ctx(), 'p', {}, compute)).toBe(6);

    listening = false;
    watcher!.listening(false);
    expect(readCacheOf(db).size).toBe(0);
    expect(await remember(ctx(), 'p', {}, compute)).toBe(7);
    expect(await remember(ctx(), 'p', {}, compute)).toBe(8);
    stop();
    expect(watcher).toBeUndefined();
  });
});
