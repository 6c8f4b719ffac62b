import { describe, expect, it } from 'vitest';
import { housekeepingPlan, type TableActivity } from './housekeeping-plan';

const quiet = (table: string, rows: number): TableActivity => ({
  table,
  rows,
  pages: Math.ceil(Math.max(rows, 0) / 40),
  visiblePages: Math.ceil(Math.max(rows, 0) / 40),
  hasStatistics: rows > 0,
  deadRows: 0,
  insertedSinceVacuum: 0,
  modifiedSinceAnalyze: 0,
});

describe('housekeepingPlan (PostgreSQL autovacuum defaults)', () => {
  it('leaves quiet tables alone', () => {
    expect(housekeepingPlan([quiet('clients', 100_000), quiet('tasks', 0)])).toEqual([]);
  });

  it('vacuums past 50 + 20% dead rows, not exactly on the threshold (as PostgreSQL compares)', () => {
    expect(housekeepingPlan([{ ...quiet('clients', 1000), deadRows: 250 }])).toEqual([]);
    expect(housekeepingPlan([{ ...quiet('clients', 1000), deadRows: 251 }])).toEqual([
      { table: 'clients', vacuum: true, analyze: false },
    ]);
  });

  it('vacuums past 1,000 + 20% rows inserted since the last vacuum (marks the pages all-visible)', () => {
    expect(housekeepingPlan([{ ...quiet('clients', 10_000), insertedSinceVacuum: 3000 }])).toEqual([]);
    expect(housekeepingPlan([{ ...quiet('clients', 10_000), insertedSinceVacuum: 3001 }])).toEqual([
      { table: 'clients', vacuum: true, analyze: false },
    ]);
  });

  it('analyzes past 50 + 10% rows modified since the last analyze', () => {
    expect(housekeepingPlan([{ ...quiet('notes', 500), modifiedSinceAnalyze: 100 }])).toEqual([]);
    expect(housekeepingPlan([{ ...quiet('notes', 500), modifiedSinceAnalyze: 101 }])).toEqual([
      { table: 'notes', vacuum: false, analyze: true },
    ]);
  });

  it('reads a never-analyzed table (reltuples -1) as empty, so its first rows are analyzed soon', () => {
    expect(housekeepingPlan([{ ...quiet('clients', -1), modifiedSinceAnalyze: 51 }])).toEqual([
      { table: 'clients', vacuum: false, analyze: true },
    ]);
    expect(housekeepingPlan([{ ...quiet('clients', -1), modifiedSinceAnalyze: 50 }])).toEqual([]);
  });

  it('vacuums a table whose pages are mostly unmarked (a load or restore in an earlier process)', () => {
    // 1,000 pages: 50 + 200 unmarked pages are allowed.
    expect(housekeepingPlan([{ ...quiet('clients', 40_000), visiblePages: 750 }])).toEqual([]);
    expect(housekeepingPlan([{ ...quiet('clients', 40_000), visiblePages: 749 }])).toEqual([
      { table: 'clients', vacuum: true, analyze: false },
    ]);
  });

  it('analyzes a table with pages and no statistics (never analyzed, or restored), not an empty one', () => {
    const restored = { ...quiet('clients', 40_000), hasStatistics: false };
    expect(housekeepingPlan([restored])).toEqual([{ table: 'clients', vacuum: false, analyze: true }]);
    const neverAnalyzed = { ...quiet('clients', -1), pages: 1, visiblePages: 1 };
    expect(housekeepingPlan([neverAnalyzed])).toEqual([{ table: 'clients', vacuum: false, analyze: true }]);
    expect(housekeepingPlan([{ ...quiet('clients', -1), pages: 0, visiblePages: 0 }])).toEqual([]);
    // Analyzed with no live rows: a row count of 0 and no statistics; not analyzed again and again.
    expect(housekeepingPlan([{ ...quiet('clients', 0), pages: 3, visiblePages: 3 }])).toEqual([]);
  });

  it('does both when both are due, and the table with the largest backlog first', () => {
    const plan = housekeepingPlan([
      { ...quiet('tasks', 100), modifiedSinceAnalyze: 200 },
      { ...quiet('clients', 0), deadRows: 60, insertedSinceVacuum: 5000, modifiedSinceAnalyze: 5000 },
      { ...quiet('audit_log', 100), modifiedSinceAnalyze: 200 },
    ]);
    expect(plan).toEqual([
      { table: 'clients', vacuum: true, analyze: true },
      { table: 'audit_log', vacuum: false, analyze: true },
      { table: 'tasks', vacuum: false, analyze: true },
    ]);
  });
});
