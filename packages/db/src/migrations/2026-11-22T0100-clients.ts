import { sql, type Kysely } from 'kysely';
import {
  createdBy,
  dropTables,
  notBlank,
  oneOf,
  sealed,
  timestamps,
  touchUpdatedAt,
  trigramIndex,
} from './sql-helpers-v1';

// Frozen in time: written against Kysely<any>, never edited after it has shipped.
// Clients (spec 1), referral partners and their commission payment method, spouse links.

const DIGITAL_TYPES = ['zelle', 'venmo', 'paypal', 'applepay', 'googlepay'];

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create or replace function set_updated_at() returns trigger language plpgsql as $$
    begin
      new.updated_at := now();
      return new;
    end
  $$`.execute(db);

  await db.schema
    .createTable('referral_sources')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('first_name', 'text', (c) => c.notNull().check(notBlank('first_name')))
    .addColumn('middle_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('full_name', 'text', (c) => c.notNull().check(notBlank('full_name')))
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('address', 'text')
    .$call(sealed('referral_sources', 'ssn', { last4: true }))
    .addColumn('organization_name', 'text')
    .addColumn('ein', 'text') // the partner's business EIN: not a sensitive field (docs/decisions/4-security.md)
    .$call(createdBy)
    .$call(timestamps)
    .execute();
  await touchUpdatedAt(db, 'referral_sources');
  await sql`create index referral_sources_name_idx on referral_sources (lower(full_name), id)`.execute(db);
  await sql`create index referral_sources_created_idx on referral_sources (created_at desc, id desc)`.execute(db);
  await trigramIndex(db, 'referral_sources', 'full_name');
  await trigramIndex(db, 'referral_sources', 'email');
  await trigramIndex(db, 'referral_sources', 'phone');

  // The commission payment method: at most one per partner (docs/decisions/2-data.md), hence the unique key.
  await db.schema
    .createTable('referral_source_payment_methods')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('referral_source_id', 'integer', (c) =>
      c.notNull().unique().references('referral_sources.id').onDelete('cascade'),
    )
    .addColumn('type', 'text', (c) =>
      c
        .notNull()
        .defaultTo('digital')
        .check(oneOf('type', ['digital', 'checking', 'credit_card'])),
    )
    .addColumn('digital_type', 'text', (c) => c.check(oneOf('digital_type', DIGITAL_TYPES)))
    .addColumn('digital_email', 'text')
    .addColumn('account_holder_name', 'text')
    .addColumn('bank_name', 'text')
    .$call(sealed('referral_source_payment_methods', 'routing_number', { last4: true }))
    .$call(sealed('referral_source_payment_methods', 'account_number', { last4: true }))
    .addColumn('cardholder_name', 'text')
    .$call(sealed('referral_source_payment_methods', 'card_number', { last4: true }))
    .addColumn('card_brand', 'text') // detected from the number on save, for the masked display
    .$call(sealed('referral_source_payment_methods', 'expiration_date'))
    .$call(sealed('referral_source_payment_methods', 'security_code'))
    .addColumn('is_primary', 'boolean', (c) => c.notNull().defaultTo(true))
    .$call(timestamps)
    .addCheckConstraint(
      'referral_source_payment_methods_digital_type',
      sql`type <> 'digital' or digital_type is not null`,
    )
    .execute();
  await touchUpdatedAt(db, 'referral_source_payment_methods');

  await db.schema
    .createTable('clients')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('first_name', 'text', (c) => c.notNull().check(notBlank('first_name')))
    .addColumn('middle_name', 'text')
    .addColumn('last_name', 'text', (c) => c.notNull().check(notBlank('last_name')))
    .addColumn('full_name', 'text', (c) => c.notNull().check(notBlank('full_name')))
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('active')
        .check(oneOf('status', ['active', 'terminated'])),
    )
    .addColumn('portal_status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('not_invited')
        .check(oneOf('portal_status', ['activated', 'pending', 'terminated', 'not_invited'])),
    )
    .$call(sealed('clients', 'ssn', { last4: true }))
    .addColumn('driver_license', 'text')
    .addColumn('date_of_birth', 'date')
    .addColumn('address', 'text')
    .addColumn('referral_source_id', 'integer', (c) => c.references('referral_sources.id').onDelete('set null'))
    .addColumn('referral_source', 'text') // the add dialog's free text, when no partner is picked
    .addColumn('dependents', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('bankruptcy_status', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('tax_preparation', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('estimated_taxes', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('issues1099', 'boolean', (c) => c.notNull().defaultTo(false))
    .$call(createdBy)
    .$call(timestamps)
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('deleted_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await touchUpdatedAt(db, 'clients');
  // The list: status filter (default active) or all, newest first; soft-deleted rows never show.
  await sql`create index clients_status_created_idx on clients (status, created_at desc, id desc) where deleted_at is null`.execute(
    db,
  );
  await sql`create index clients_created_idx on clients (created_at desc, id desc) where deleted_at is null`.execute(
    db,
  );
  // Pickers sorted by name, and the duplicate check on first and last name.
  await sql`create index clients_name_idx on clients (lower(full_name), id) where deleted_at is null`.execute(db);
  await sql`create index clients_last_first_idx on clients (lower(last_name), lower(first_name)) where deleted_at is null`.execute(
    db,
  );
  // Search (ilike '%term%'): trigram indexes, not partial, so any query shape can use them.
  await trigramIndex(db, 'clients', 'full_name');
  await trigramIndex(db, 'clients', 'email');
  await trigramIndex(db, 'clients', 'phone');
  await sql`create index clients_ssn_last4_idx on clients (ssn_last4) where ssn_last4 is not null and deleted_at is null`.execute(
    db,
  );
  await sql`create index clients_referral_source_idx on clients (referral_source_id, created_at desc) where referral_source_id is not null`.execute(
    db,
  );
  // Deadline screens pick flagged clients only.
  await sql`create index clients_issues1099_idx on clients (id) where issues1099 and deleted_at is null`.execute(db);
  await sql`create index clients_estimated_taxes_idx on clients (id) where estimated_taxes and deleted_at is null`.execute(
    db,
  );
  // The admin's purge list.
  await sql`create index clients_deleted_idx on clients (deleted_at desc) where deleted_at is not null`.execute(db);

  await db.schema
    .createTable('client_spouses')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('spouse_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('relationship_type', 'text', (c) =>
      c.notNull().check(oneOf('relationship_type', ['Married', 'Widowed', 'Divorced', 'Separated'])),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('client_spouses_pair_key', ['client_id', 'spouse_id'])
    .addCheckConstraint('client_spouses_not_self', sql`client_id <> spouse_id`)
    .execute();
  await db.schema.createIndex('client_spouses_spouse_idx').on('client_spouses').column('spouse_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, ['client_spouses', 'clients', 'referral_source_payment_methods', 'referral_sources']);
  await sql`drop function if exists set_updated_at()`.execute(db);
}
