import { sql, type Kysely } from 'kysely';

// Frozen in time: written against Kysely<any>, never edited after it has shipped.
// Issue 27: every payroll event of a month (8,000 kept events, 2.6 MB of JSON) was read from the
// calendar's index and then each event's row from the table, for its JSON head and whether its
// payroll is completed. The index now carries both, so the read is index-only where the visibility
// map allows: PGlite at 8 connections, the month 64-84 -> 80-111 req/s (docs/benchmarks.md). The
// grid's days and the List view's pages read the same index.

const KEY = 'on payroll_events (date, organization_name, payroll_id, kind)';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists payroll_events_calendar_idx`.execute(db);
  await sql`create index payroll_events_calendar_idx ${sql.raw(KEY)} include (completed, head)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists payroll_events_calendar_idx`.execute(db);
  await sql`create index payroll_events_calendar_idx ${sql.raw(KEY)}`.execute(db);
}
