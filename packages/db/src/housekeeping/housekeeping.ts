import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';
import { housekeepingPlan, type TableActivity, type TableChore } from './housekeeping-plan';

// The embedded database's vacuum and analyze (housekeeping-plan.ts says why and when). Each
// table's chore is one statement: PGlite runs one statement at a time, so requests queued behind
// it wait for one table, not for the whole round.

export interface HousekeepingDone extends TableChore {
  ms: number;
}

/** The activity counters of the application's tables, flushed first so the last writes count. */
export async function tableActivity(db: Kysely<Database>): Promise<TableActivity[]> {
  // A backend reports its counters at most once a second, when idle; PostgreSQL 15+ can be asked
  // to report at the end of this statement, so the next one reads them.
  await sql`select pg_stat_force_next_flush()`.execute(db);
  // Kysely's CamelCasePlugin names the columns as TableActivity does.
  const { rows } = await sql<TableActivity>`select s.relname as table, c.reltuples::float8 as rows,
      (pg_relation_size(c.oid) / current_setting('block_size')::int)::int as pages, c.relallvisible as visible_pages,
      exists (select 1 from pg_statistic st where st.starelid = c.oid) as has_statistics,
      s.n_dead_tup as dead_rows,
      s.n_ins_since_vacuum as inserted_since_vacuum, s.n_mod_since_analyze as modified_since_analyze
    from pg_stat_user_tables s join pg_class c on c.oid = s.relid
    where s.schemaname = 'public'`.execute(db);
  return rows.map((r) => ({
    table: r.table,
    rows: Number(r.rows),
    pages: Number(r.pages),
    visiblePages: Number(r.visiblePages),
    hasStatistics: r.hasStatistics === true,
    deadRows: Number(r.deadRows),
    insertedSinceVacuum: Number(r.insertedSinceVacuum),
    modifiedSinceAnalyze: Number(r.modifiedSinceAnalyze),
  }));
}

export interface HousekeepingRound {
  done: HousekeepingDone[];
  /** Vacuums due but left for later (`vacuum: false`). */
  pending: number;
}

/**
 * Vacuums and analyzes, one table at a time, each table whose counters ask for it. With `vacuum:
 * false` only the analyzes run (statistics are what a plan depends on; an analyze reads a sample of
 * at most 30,000 rows, a first vacuum the whole table) and the vacuums due are counted as pending.
 */
export async function housekeep(db: Kysely<Database>, { vacuum = true } = {}): Promise<HousekeepingRound> {
  const done: HousekeepingDone[] = [];
  let pending = 0;
  for (const chore of housekeepingPlan(await tableActivity(db))) {
    if (chore.vacuum && !vacuum) pending++;
    const vacuumNow = chore.vacuum && vacuum;
    if (!vacuumNow && !chore.analyze) continue;
    const started = performance.now();
    const table = sql.table(`public.${chore.table}`);
    if (vacuumNow) await sql`vacuum (analyze ${sql.raw(chore.analyze ? 'true' : 'false')}) ${table}`.execute(db);
    else await sql`analyze ${table}`.execute(db);
    done.push({
      table: chore.table,
      vacuum: vacuumNow,
      analyze: chore.analyze,
      ms: Math.round(performance.now() - started),
    });
  }
  return { done, pending };
}
