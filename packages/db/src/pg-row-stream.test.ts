import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './connect';
import type { Database } from './schema';
import { createTestDatabase } from './testing';

describe.skipIf(!process.env.TEST_DATABASE_URL)('rows read as they arrive on PostgreSQL', () => {
  const withDb = async (run: (db: Kysely<Database>) => Promise<void>) => {
    const test = await createTestDatabase('postgres', { empty: true });
    const handle = await openDatabase({ databaseUrl: test.databaseUrl!, poolSize: 1 });
    try {
      await run(handle.db);
    } finally {
      await handle.close();
      await test.close();
    }
  };
  const series = (db: Kysely<Database>, to: number) =>
    sql<{ n: number }>`select n from generate_series(1, ${to}::int) n order by n`.compile(db);

  it('hands over every row, in order, a chunk at a time', async () => {
    await withDb(async (db) => {
      const chunks: number[][] = [];
      for await (const { rows } of db.getExecutor().stream(series(db, 7), 3)) chunks.push(rows.map((r) => r.n));
      expect(chunks.flat()).toEqual([1, 2, 3, 4, 5, 6, 7]);
      expect(chunks.every((c) => c.length >= 1 && c.length <= 3)).toBe(true);
      // No rows: the loop ends at once.
      const none: unknown[] = [];
      for await (const { rows } of db.getExecutor().stream(series(db, 0), 1)) none.push(...rows);
      expect(none).toEqual([]);
    });
  });

  it('fails the read with the statement error after the rows before it, and frees the connection', async () => {
    await withDb(async (db) => {
      const failing = sql<{ n: number }>`select 10 / (3 - n) as n from generate_series(1, 5) n`.compile(db);
      const seen: number[] = [];
      await expect(
        (async () => {
          for await (const { rows } of db.getExecutor().stream(failing, 1)) seen.push(...rows.map((r) => r.n));
        })(),
      ).rejects.toThrow(/division by zero/);
      expect(seen).toEqual([5, 10]);
      // The pool's only connection serves the next statement.
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db);
      expect(rows).toEqual([{ one: 1 }]);
    });
  });

  it('lets a reader stop early and the connection serve the next statement', async () => {
    await withDb(async (db) => {
      for await (const { rows } of db.getExecutor().stream(series(db, 1000), 1)) {
        expect(rows).toEqual([{ n: 1 }]);
        break;
      }
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from generate_series(1, 3)`.execute(db);
      expect(rows).toEqual([{ n: 3 }]);
    });
  });

  it('streams inside a transaction on its connection', async () => {
    await withDb(async (db) => {
      const read = await db.transaction().execute(async (tx) => {
        await sql`create temporary table streamed_t on commit drop as select 4 as n`.execute(tx);
        const out: number[] = [];
        const query = sql<{ n: number }>`select n from streamed_t`.compile(tx);
        for await (const { rows } of tx.getExecutor().stream(query, 1)) out.push(...rows.map((r) => r.n));
        return out;
      });
      expect(read).toEqual([4]);
    });
  });
});
