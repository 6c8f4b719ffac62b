import { sql, type Kysely } from 'kysely';

// Frozen in time: written against Kysely<any>, never edited after it has shipped.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);

  await db.schema
    .createTable('users')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('profile_picture', 'text')
    .addColumn('role', 'text', (c) =>
      c
        .notNull()
        .defaultTo('employee')
        .check(sql`role in ('admin', 'employee')`),
    )
    .addColumn('can_access_clients', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('can_access_organizations', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('can_access_projects', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('can_access_tasks', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('can_access_calendars', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('can_access_referral_sources', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('can_access_reports', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('can_edit_clients', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('can_edit_organizations', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('can_edit_projects', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('can_delete_records', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('can_export_data', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('mfa_enabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('mfa_secret', 'text') // encrypted
    .addColumn('mfa_recovery_codes', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`)) // sha-256 hashes
    .addColumn('calendar_feed_token', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index users_username_lower_key on users (lower(username))`.execute(db);
  await sql`create unique index users_calendar_feed_token_key on users (calendar_feed_token) where calendar_feed_token is not null`.execute(
    db,
  );

  await db.schema
    .createTable('user_settings')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('timezone', 'text', (c) =>
      c
        .notNull()
        .defaultTo('America/Los_Angeles')
        .check(sql`timezone in ('America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles')`),
    )
    .addColumn('default_view', 'text', (c) =>
      c
        .notNull()
        .defaultTo('dashboard')
        .check(sql`default_view in ('dashboard', 'clients', 'organizations', 'projects')`),
    )
    .addColumn('email_notifications', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('task_reminders', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('project_deadlines', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('payroll_alerts', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('insurance_renewals', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('session_timeout', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(30)
        .check(sql`session_timeout in (15, 30, 60, 120, 1440)`),
    )
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey()) // hex SHA-256 of the token; the token itself is never stored
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('mfa_verified', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();
  await db.schema.createIndex('sessions_expires_at_idx').on('sessions').column('expires_at').execute();

  await db.schema
    .createTable('login_attempts')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('username', 'text', (c) => c.notNull()) // lower-cased
    .addColumn('succeeded', 'boolean', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('attempted_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('login_attempts_username_time_idx')
    .on('login_attempts')
    .columns(['username', 'attempted_at'])
    .execute();

  await db.schema
    .createTable('app_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) =>
      c
        .notNull()
        .defaultTo('info')
        .check(sql`type in ('warning', 'success', 'error', 'info')`),
    )
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('link', 'text')
    .addColumn('is_read', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('event_key', 'text') // dedupe key of the daily job: never twice for one event
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index notifications_user_created_idx on notifications (user_id, created_at desc, id desc)`.execute(
    db,
  );
  await sql`create index notifications_user_unread_idx on notifications (user_id) where not is_read`.execute(db);
  await sql`create unique index notifications_user_event_key on notifications (user_id, event_key) where event_key is not null`.execute(
    db,
  );

  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('push_subscriptions_user_idx').on('push_subscriptions').column('user_id').execute();

  await db.schema
    .createTable('notification_deliveries')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('notification_id', 'integer', (c) => c.notNull().references('notifications.id').onDelete('cascade'))
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('websocket', 'push', 'email')`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('sent', 'failed')`))
    .addColumn('error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('notification_deliveries_notification_idx')
    .on('notification_deliveries')
    .column('notification_id')
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('username', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity_type', 'text')
    .addColumn('entity_id', 'text')
    .addColumn('fields', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`)) // names of changed fields only
    .addColumn('detail', 'jsonb')
    .addColumn('ip', 'text')
    .addColumn('request_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index audit_log_created_idx on audit_log (created_at desc, id desc)`.execute(db);
  await db.schema.createIndex('audit_log_entity_idx').on('audit_log').columns(['entity_type', 'entity_id']).execute();
  await db.schema.createIndex('audit_log_user_idx').on('audit_log').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('audit_log_action_idx').on('audit_log').columns(['action', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'audit_log',
    'notification_deliveries',
    'push_subscriptions',
    'notifications',
    'app_settings',
    'login_attempts',
    'sessions',
    'user_settings',
    'users',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
