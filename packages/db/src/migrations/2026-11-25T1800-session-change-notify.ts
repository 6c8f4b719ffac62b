import { sql, type Kysely } from 'kysely';

// Frozen in time: written against Kysely<any>, never edited after it has shipped.
// Each API process reuses a session lookup's answer for a moment (apps/api features/auth). On
// PostgreSQL other processes change the rows behind those answers, so every committed change to
// them is announced on the `session_changes` channel: the payload is the user whose answers must
// go, or empty for all of them (an app setting, a truncate). NOTIFY is sent at commit, collapses
// duplicates within a transaction, and costs little where nobody listens (PGlite).

const USER_TABLES: [table: string, userColumn: string][] = [
  ['sessions', 'user_id'],
  ['users', 'id'],
  ['user_settings', 'user_id'],
];

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function notify_session_change() returns trigger language plpgsql as $$
    begin
      if tg_level = 'STATEMENT' then
        perform pg_notify('session_changes', '');
      elsif tg_op = 'DELETE' then
        perform pg_notify('session_changes', (to_jsonb(old) ->> tg_argv[0]));
      else
        perform pg_notify('session_changes', (to_jsonb(new) ->> tg_argv[0]));
        -- A row moved to another user (never done today) leaves the old user's answers stale too.
        if tg_op = 'UPDATE' and (to_jsonb(old) ->> tg_argv[0]) is distinct from (to_jsonb(new) ->> tg_argv[0]) then
          perform pg_notify('session_changes', (to_jsonb(old) ->> tg_argv[0]));
        end if;
      end if;
      return null;
    end
    $$`.execute(db);
  for (const [table, userColumn] of USER_TABLES) {
    await sql`create trigger ${sql.id(`${table}_notify_session_change`)}
      after insert or update or delete on ${sql.id(table)}
      for each row execute function notify_session_change(${sql.lit(userColumn)})`.execute(db);
    await sql`create trigger ${sql.id(`${table}_notify_session_truncate`)}
      after truncate on ${sql.id(table)}
      for each statement execute function notify_session_change()`.execute(db);
  }
  await sql`create trigger app_settings_notify_session_change
    after insert or update or delete or truncate on app_settings
    for each statement execute function notify_session_change()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [table] of USER_TABLES) {
    await sql`drop trigger if exists ${sql.id(`${table}_notify_session_change`)} on ${sql.id(table)}`.execute(db);
    await sql`drop trigger if exists ${sql.id(`${table}_notify_session_truncate`)} on ${sql.id(table)}`.execute(db);
  }
  await sql`drop trigger if exists app_settings_notify_session_change on app_settings`.execute(db);
  await sql`drop function if exists notify_session_change()`.execute(db);
}
