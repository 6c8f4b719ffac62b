import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './connect';
import { FifoLock } from './pglite-queue';

describe('FifoLock', () => {
  it('hands the lock to waiters in arrival order, never to a later caller first', async () => {
    const lock = new FifoLock();
    const order: number[] = [];
    await lock.acquire();
    const waiters = [1, 2, 3].map((n) => lock.acquire().then(() => order.push(n)));
    expect(lock.waiting).toBe(3);
    lock.release();
    // The releaser asks again at once: it queues behind the three.
    const late = lock.acquire().then(() => order.push(4));
    await waiters[0];
    lock.release();
    await waiters[1];
    lock.release();
    await waiters[2];
    lock.release();
    await late;
    expect(order).toEqual([1, 2, 3, 4]);
    lock.release();
    await lock.acquire();
  });
});

describe('PGlite queue', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase();
    await sql`create table queue_probe (n int)`.execute(handle.db);
  });
  afterAll(() => handle.close());

  it('answers concurrent queries in the order they were asked', async () => {
    const done: number[] = [];
    await Promise.all(
      Array.from({ length: 40 }, (_, i) => sql`select ${i}::int as i`.execute(handle.db).then(() => done.push(i))),
    );
    expect(done).toEqual(Array.from({ length: 40 }, (_, i) => i));
  });

  it('keeps other requests out of an open transaction: a rollback takes only its own writes', async () => {
    let outside: Promise<unknown> | undefined;
    await expect(
      handle.db.transaction().execute(async (trx) => {
        await sql`insert into queue_probe values (1)`.execute(trx);
        // Another request writes meanwhile: it waits for the connection instead of joining this transaction.
        outside = sql`insert into queue_probe values (2)`.execute(handle.db);
        await new Promise((r) => setTimeout(r, 20));
        await sql`insert into queue_probe values (3)`.execute(trx);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await outside;
    const { rows } = await sql<{ n: number }>`select n from queue_probe order by n`.execute(handle.db);
    expect(rows.map((r) => r.n)).toEqual([2]);
  });
});
