import { sql, type Kysely } from 'kysely';
import { dropTables, notBlank, oneOf } from './sql-helpers-v1';

// Frozen in time: written against Kysely<any>, never edited after it has shipped.
// Public form submissions and their attachments (spec 4), team chat, and stored user files
// (profile pictures; docs/decisions/4-security.md uploads).

const MAX_FILE_BYTES = 5 * 1024 * 1024;
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('submissions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) =>
      c.notNull().check(oneOf('type', ['contact', 'quote', 'service', 'employee-auth', 'payment-auth'])),
    )
    .addColumn('form_id', 'text') // the library form it came from (/public-forms/{formId})
    .addColumn('title', 'text', (c) => c.notNull().check(notBlank('title')))
    .addColumn('category', 'text')
    // The submitted fields by name; the API encrypts the sensitive ones (routing and account numbers).
    .addColumn('fields', 'jsonb', (c) =>
      c
        .notNull()
        .defaultTo(sql`'{}'::jsonb`)
        .check(sql`jsonb_typeof(fields) = 'object'`),
    )
    .addColumn('client_id', 'integer', (c) => c.references('clients.id').onDelete('set null'))
    .addColumn('organization_id', 'integer', (c) => c.references('organizations.id').onDelete('set null'))
    .addColumn('linked_at', 'timestamptz')
    .addColumn('linked_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('submitted_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('submissions_one_link', sql`num_nonnulls(client_id, organization_id) <= 1`)
    .execute();
  await sql`create index submissions_submitted_idx on submissions (submitted_at desc, id desc)`.execute(db);
  await sql`create index submissions_type_idx on submissions (type, submitted_at desc)`.execute(db);
  await sql`create index submissions_client_idx on submissions (client_id, submitted_at desc) where client_id is not null`.execute(
    db,
  );
  await sql`create index submissions_organization_idx on submissions (organization_id, submitted_at desc) where organization_id is not null`.execute(
    db,
  );
  // The rate limit of the public forms counts recent submissions per address.
  await sql`create index submissions_ip_idx on submissions (ip, submitted_at) where ip is not null`.execute(db);

  // Attachments (the void check image or PDF, a drawn signature), kept out of the fields JSON.
  await db.schema
    .createTable('submission_files')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('submission_id', 'integer', (c) => c.notNull().references('submissions.id').onDelete('cascade'))
    .addColumn('field', 'text', (c) => c.notNull().check(notBlank('field')))
    .addColumn('file_name', 'text')
    .addColumn('mime_type', 'text', (c) => c.notNull().check(oneOf('mime_type', [...IMAGE_TYPES, 'application/pdf'])))
    .addColumn('size_bytes', 'integer', (c) =>
      c.notNull().check(sql`size_bytes between 1 and ${sql.lit(MAX_FILE_BYTES)}`),
    )
    .addColumn('content', 'bytea', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('submission_files_field_key', ['submission_id', 'field'])
    .execute();

  await db.schema
    .createTable('chat_messages')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    // A deleted user's messages stay in the conversation, without a sender.
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('message', 'text', (c) => c.notNull().check(sql`btrim(message) <> '' and char_length(message) <= 5000`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index chat_messages_created_idx on chat_messages (created_at desc, id desc)`.execute(db);

  // Uploaded user files; users.profile_picture holds the URL that serves the current picture.
  await db.schema
    .createTable('user_files')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(oneOf('kind', ['profile_picture'])))
    .addColumn('mime_type', 'text', (c) => c.notNull().check(oneOf('mime_type', IMAGE_TYPES)))
    .addColumn('size_bytes', 'integer', (c) =>
      c.notNull().check(sql`size_bytes between 1 and ${sql.lit(MAX_FILE_BYTES)}`),
    )
    .addColumn('content', 'bytea', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('user_files_kind_key', ['user_id', 'kind'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, ['user_files', 'chat_messages', 'submission_files', 'submissions']);
}
