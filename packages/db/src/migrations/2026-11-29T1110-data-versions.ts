import { sql, type Kysely } from 'kysely';

// Frozen in time: written against Kysely<any>, never edited after it has shipped.
// Exact read-your-writes across API processes. A process keeps some answers (the read cache, the
// session answers) and hears other processes' commits through NOTIFY, which arrives a few
// milliseconds after the commit: a read through process B right after a write acknowledged by A
// could get B's older answer. Each committing transaction now bumps a version row (data_versions)
// in the same commit, so a process that reads the row (one primary-key read) before serving a kept
// answer knows whether any commit happened since that answer was computed.
// - row 1: any change to an application table (the read cache); not the tables reads write as a
//   side effect (the same list as the data_changes triggers).
// - row 2: what a session's answer depends on: users, user_settings, app_settings, and sessions
//   removed (sign-out, expiry purge) or re-verified; a session's sliding expiry does not count.
// The bump is a deferred constraint trigger: it runs at commit, once per transaction (a
// transaction-local setting remembers it), so the row is locked only from the commit's start to
// its end and two writers never wait for each other in between.

const EXCLUDED = ['sessions', 'login_attempts', 'audit_log', 'notification_deliveries', 'data_versions'];
const SESSION_TABLES = ['users', 'user_settings', 'app_settings'];

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table data_versions (id integer primary key, version bigint not null default 0)`.execute(db);
  await sql`insert into data_versions (id, version) values (1, 0), (2, 0)`.execute(db);
  // Written only by the triggers below; it still announces on data_changes like every table.
  await sql`create trigger data_versions_notify_data_change
    after insert or update or delete or truncate on data_versions
    for each statement execute function notify_data_change()`.execute(db);
  await sql`
    create function bump_data_version() returns trigger language plpgsql as $$
    declare
      row_id integer := tg_argv[0]::integer;
      flag text := 'app.data_version_bumped_' || tg_argv[0];
    begin
      if current_setting(flag, true) is distinct from 'on' then
        perform set_config(flag, 'on', true);
        update data_versions set version = version + 1 where id = row_id;
      end if;
      return null;
    end
    $$`.execute(db);
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'
      and table_name not like 'kysely\\_%' and table_name <> all(${EXCLUDED})
    order by table_name`.execute(db);
  for (const { name } of rows) {
    await sql`create constraint trigger ${sql.id(`${name}_bump_data_version`)}
      after insert or update or delete on ${sql.id(name)} deferrable initially deferred
      for each row execute function bump_data_version('1')`.execute(db);
  }
  for (const name of SESSION_TABLES) {
    await sql`create constraint trigger ${sql.id(`${name}_bump_session_version`)}
      after insert or update or delete on ${sql.id(name)} deferrable initially deferred
      for each row execute function bump_data_version('2')`.execute(db);
  }
  await sql`create constraint trigger sessions_bump_session_version
    after delete on sessions deferrable initially deferred
    for each row execute function bump_data_version('2')`.execute(db);
  await sql`create constraint trigger sessions_verified_bump_session_version
    after update of mfa_verified on sessions deferrable initially deferred
    for each row execute function bump_data_version('2')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  const { rows } = await sql<{ table: string; trigger: string }>`
    select c.relname as table, t.tgname as trigger from pg_trigger t join pg_class c on c.oid = t.tgrelid
    where t.tgname like '%\\_bump\\_data\\_version' or t.tgname like '%\\_bump\\_session\\_version'`.execute(db);
  for (const { table, trigger } of rows) await sql`drop trigger ${sql.id(trigger)} on ${sql.id(table)}`.execute(db);
  await sql`drop function if exists bump_data_version()`.execute(db);
  await sql`drop table data_versions`.execute(db);
}
