// What PostgreSQL's autovacuum would do now, decided from a table's activity counters
// (pg_stat_user_tables). PGlite runs PostgreSQL as a single process with no autovacuum launcher,
// so on the embedded database nobody else ever vacuums or analyzes: statistics stay those of the
// last migration whatever a firm imports since, dead row versions are never reclaimed, and no page
// is marked all-visible, so every index-only scan reads the table too. The thresholds are
// PostgreSQL's own defaults (autovacuum_vacuum_threshold and friends), so the embedded database is
// kept as a server would keep itself.
//
// PGlite keeps no activity counters across a restart, so two signals that outlive one are read from
// the catalog too: a table with rows and no statistics (never analyzed: a restore sets its row
// count when it builds the indexes, but no statistics), and one whose pages are mostly not marked
// all-visible (a bulk load or a restore that no vacuum has seen since).

/** A table's counters, as pg_stat_user_tables and pg_class give them. */
export interface TableActivity {
  table: string;
  /** pg_class.reltuples: -1 for a table never vacuumed or analyzed. */
  rows: number;
  /** The table's size in pages now. */
  pages: number;
  /** pg_class.relallvisible: pages marked all-visible when it was last vacuumed or analyzed. */
  visiblePages: number;
  /** Whether pg_statistic holds the table's column statistics (an analyze has seen its rows). */
  hasStatistics: boolean;
  deadRows: number;
  insertedSinceVacuum: number;
  modifiedSinceAnalyze: number;
}

export interface TableChore {
  table: string;
  vacuum: boolean;
  analyze: boolean;
}

/** PostgreSQL's defaults (postgresql.conf, autovacuum section). */
export const AUTOVACUUM_DEFAULTS = {
  vacuumThreshold: 50,
  vacuumScaleFactor: 0.2,
  insertThreshold: 1000,
  insertScaleFactor: 0.2,
  analyzeThreshold: 50,
  analyzeScaleFactor: 0.1,
  /** Not PostgreSQL's: pages not marked all-visible, beyond this plus the scale factor of all pages. */
  unmarkedPagesThreshold: 50,
  unmarkedPagesScaleFactor: 0.2,
} as const;

/** Each table that needs a vacuum, an analyze or both, the most neglected first. */
export function housekeepingPlan(tables: readonly TableActivity[], limits = AUTOVACUUM_DEFAULTS): TableChore[] {
  const chores = tables.flatMap((t) => {
    const rows = Math.max(t.rows, 0);
    const vacuum =
      t.deadRows > limits.vacuumThreshold + limits.vacuumScaleFactor * rows ||
      t.insertedSinceVacuum > limits.insertThreshold + limits.insertScaleFactor * rows ||
      t.pages - t.visiblePages > limits.unmarkedPagesThreshold + limits.unmarkedPagesScaleFactor * t.pages;
    const analyze =
      t.modifiedSinceAnalyze > limits.analyzeThreshold + limits.analyzeScaleFactor * rows ||
      // An analyze of a table with no live rows leaves no statistics, but sets its row count to 0.
      (!t.hasStatistics && t.pages > 0 && t.rows !== 0);
    if (!vacuum && !analyze) return [];
    const backlog = t.deadRows + t.insertedSinceVacuum + t.modifiedSinceAnalyze;
    return [{ chore: { table: t.table, vacuum, analyze }, backlog }];
  });
  return chores.sort((a, b) => b.backlog - a.backlog || a.chore.table.localeCompare(b.chore.table)).map((c) => c.chore);
}
