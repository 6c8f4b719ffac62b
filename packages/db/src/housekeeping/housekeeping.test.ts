import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing';
import { housekeep, tableActivity } from './housekeeping';

// The embedded database has no autovacuum: housekeep() does its work. (PostgreSQL's own autovacuum
// keeps a server database; the app does not run this there.)
describe('housekeeping on pglite', () => {
  let handle: TestDatabase;
  beforeAll(async () => {
    handle = await createTestDatabase('pglite');
  });
  afterAll(async () => {
    await handle?.close();
  });

  const insertSources = (n: number) =>
    sql`insert into referral_sources (first_name, full_name)
      select 'Source ' || g, 'Source ' || g from generate_series(1, ${n}::int) g`.execute(handle.db);

  const pageStats = async () => {
    const { rows } = await sql<{ pages: number; visible: number; tuples: number }>`
      select relpages as pages, relallvisible as visible, reltuples::float8 as tuples
      from pg_class where relname = 'referral_sources'`.execute(handle.db);
    return rows[0]!;
  };

  it('reads the counters of the writes just made', async () => {
    await insertSources(1500);
    const activity = (await tableActivity(handle.db)).find((t) => t.table === 'referral_sources');
    expect(activity?.insertedSinceVacuum).toBeGreaterThanOrEqual(1500);
    expect(activity?.modifiedSinceAnalyze).toBeGreaterThanOrEqual(1500);
  });

  it('vacuums and analyzes a table past the thresholds: statistics known, pages all-visible', async () => {
    const { done, pending } = await housekeep(handle.db);
    expect(pending).toBe(0);
    expect(done).toContainEqual(expect.objectContaining({ table: 'referral_sources', vacuum: true, analyze: true }));
    const stats = await pageStats();
    expect(stats.tuples).toBeGreaterThanOrEqual(1500);
    expect(stats.pages).toBeGreaterThan(0);
    expect(stats.visible).toBe(stats.pages);
  });

  it('then has nothing to do until enough changes again', async () => {
    expect(await housekeep(handle.db)).toEqual({ done: [], pending: 0 });
    await sql`update referral_sources set full_name = full_name || '.' where id % 2 = 0`.execute(handle.db);
    const { done } = await housekeep(handle.db);
    expect(done).toEqual([expect.objectContaining({ table: 'referral_sources', vacuum: true, analyze: true })]);
    const { rows } = await sql<{ dead: number }>`
      select n_dead_tup::int as dead from pg_stat_user_tables where relname = 'referral_sources'`.execute(handle.db);
    expect(rows[0]?.dead).toBe(0);
  });

  it('analyzes only, leaving the vacuum pending, when told not to vacuum', async () => {
    await insertSources(3000);
    const round = await housekeep(handle.db, { vacuum: false });
    expect(round).toEqual({
      done: [expect.objectContaining({ table: 'referral_sources', vacuum: false, analyze: true })],
      pending: 1,
    });
    expect((await pageStats()).tuples).toBeGreaterThanOrEqual(4500);
    expect((await housekeep(handle.db)).done).toEqual([
      expect.objectContaining({ table: 'referral_sources', vacuum: true, analyze: false }),
    ]);
    const stats = await pageStats();
    expect(stats.visible).toBe(stats.pages);
  });

  it('analyzes a table with rows and no statistics, as a restore leaves it (its row count set by the index builds)', async () => {
    expect(await housekeep(handle.db)).toEqual({ done: [], pending: 0 });
    await sql`delete from pg_statistic where starelid = 'referral_sources'::regclass`.execute(handle.db);
    expect((await pageStats()).tuples).toBeGreaterThan(0);
    expect((await housekeep(handle.db)).done).toEqual([
      expect.objectContaining({ table: 'referral_sources', vacuum: false, analyze: true }),
    ]);
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from pg_statistic where starelid = 'referral_sources'::regclass`.execute(handle.db);
    expect(rows[0]?.n).toBeGreaterThan(0);
    expect(await housekeep(handle.db)).toEqual({ done: [], pending: 0 });
  });
});
