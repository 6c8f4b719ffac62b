import { sql, type Kysely } from 'kysely';

// Frozen in time: written against Kysely<any>, never edited after it has shipped.
// Issue 13's bench: the Projects Pending report sorted every open project (1,400 of 2,000) for a
// page of 50; this index holds them in the report's order ('not started' first, then by due
// date), so a page reads its rows from it and the count reads the index only.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index projects_pending_report_idx on projects ((status = 'not_started') desc, due_date nulls last, id)
    where status <> 'completed'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists projects_pending_report_idx`.execute(db);
}
