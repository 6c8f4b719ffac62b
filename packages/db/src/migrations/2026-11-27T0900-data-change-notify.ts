import { sql, type Kysely } from 'kysely';

// Frozen in time: written against Kysely<any>, never edited after it has shipped.
// Each API process keeps the answers of some reads (apps/api read-cache.ts) while nothing they
// depend on changed. On PostgreSQL other processes write too, so every committed change to an
// application table is announced on the `data_changes` channel (empty payload: the receivers drop
// everything). A statement-level trigger fires once per statement, and NOTIFY collapses the
// duplicates of a transaction into one, sent at commit.
// Not announced: the tables that reads write as a side effect and no cached read depends on.
// A table created later needs its own trigger (schema test: every table has it).

const EXCLUDED = ['sessions', 'login_attempts', 'audit_log', 'notification_deliveries'];

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function notify_data_change() returns trigger language plpgsql as $$
    begin
      perform pg_notify('data_changes', '');
      return null;
    end
    $$`.execute(db);
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'
      and table_name not like 'kysely\\_%' and table_name <> all(${EXCLUDED})
    order by table_name`.execute(db);
  for (const { name } of rows) {
    await sql`create trigger ${sql.id(`${name}_notify_data_change`)}
      after insert or update or delete or truncate on ${sql.id(name)}
      for each statement execute function notify_data_change()`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const { rows } = await sql<{ table: string; trigger: string }>`
    select c.relname as table, t.tgname as trigger from pg_trigger t join pg_class c on c.oid = t.tgrelid
    where t.tgname like '%\\_notify\\_data\\_change'`.execute(db);
  for (const { table, trigger } of rows) await sql`drop trigger ${sql.id(trigger)} on ${sql.id(table)}`.execute(db);
  await sql`drop function if exists notify_data_change()`.execute(db);
}
