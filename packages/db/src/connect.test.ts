import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './connect';
import { migrateToLatest } from './migrate';
import { createTestDatabase, testDatabaseKinds } from './testing';

describe.each(testDatabaseKinds())('database on %s', (kind) => {
  it('migrates, round-trips dates as strings and searches with trigrams', async () => {
    const handle = await createTestDatabase(kind);
    try {
      const row = await sql<{ d: string; n: number }>`select '2024-02-29'::date as d, count(*) as n from users`.execute(
        handle.db,
      );
      expect(row.rows[0]).toEqual({ d: '2024-02-29', n: 0 });
      const sim = await sql<{ s: number }>`select similarity('Johnson', 'Jonson') as s`.execute(handle.db);
      expect(sim.rows[0]!.s).toBeGreaterThan(0.3);
    } finally {
      await handle.close();
    }
  });
});

describe('embedded data directory', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pgdata-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('persists across reopen and refuses a second opener while locked', async () => {
    const first = await openDatabase({ dataDir: dir });
    await migrateToLatest(first.db);
    await first.db
      .insertInto('appSettings')
      .values({ key: 'k', value: JSON.stringify({ a: 1 }) })
      .execute();
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(/in use/);
    await first.close();
    const second = await openDatabase({ dataDir: dir });
    const value = await second.db.selectFrom('appSettings').select('value').where('key', '=', 'k').executeTakeFirst();
    expect(value?.value).toEqual({ a: 1 });
    // PGlite's heap never shrinks: its shared buffers stay small (connect.ts, PGLITE_OPTIONS).
    const buffers = await sql<{ sharedBuffers: string }>`show shared_buffers`.execute(second.db);
    expect(buffers.rows[0]!.sharedBuffers).toBe('32MB');
    await second.close();
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('JIT on PostgreSQL', () => {
  it('is off on every connection of the pool', async () => {
    const handle = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, poolSize: 2 });
    try {
      const read = () => sql<{ jit: string }>`show jit`.execute(handle.db).then((r) => r.rows[0]?.jit);
      expect(await Promise.all([read(), read()])).toEqual(['off', 'off']);
    } finally {
      await handle.close();
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('statement timeout on PostgreSQL', () => {
  it('cancels a statement that runs longer than statementTimeoutMs (57014)', async () => {
    const handle = await openDatabase({
      databaseUrl: process.env.TEST_DATABASE_URL,
      poolSize: 1,
      statementTimeoutMs: 100,
    });
    try {
      const started = Date.now();
      await expect(sql`select pg_sleep(2)`.execute(handle.db)).rejects.toMatchObject({ code: '57014' });
      expect(Date.now() - started).toBeLessThan(1500);
      expect((await sql<{ one: number }>`select 1 as one`.execute(handle.db)).rows[0]?.one).toBe(1);
    } finally {
      await handle.close();
    }
  });
});
