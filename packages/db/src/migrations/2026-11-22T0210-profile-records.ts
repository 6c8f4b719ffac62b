import { sql, type Kysely } from 'kysely';
import {
  clientOrOrganization,
  createdBy,
  dropTables,
  entityColumns,
  notBlank,
  oneOf,
  sealed,
  timestamps,
  touchUpdatedAt,
} from './sql-helpers-v1';

// Frozen in time: written against Kysely<any>, never edited after it has shipped.
// What client and organization profiles both hold: notes, payment methods, stored platform logins.
// One table each, owned by exactly one client or one organization (two real foreign keys).

const DIGITAL_TYPES = ['zelle', 'venmo', 'paypal', 'applepay', 'googlepay'];

/** Per owner: `(client_id, ...)` where client_id is set, and the same for organizations. */
async function ownerIndexes(db: Kysely<any>, table: string, columns: string): Promise<void> {
  for (const owner of ['client_id', 'organization_id']) {
    await sql`create index ${sql.id(`${table}_${owner.replace('_id', '')}_idx`)} on ${sql.table(table)}
      (${sql.raw(owner)}, ${sql.raw(columns)}) where ${sql.ref(owner)} is not null`.execute(db);
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('notes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .$call(clientOrOrganization('notes'))
    .addColumn('title', 'text', (c) => c.notNull().defaultTo('Note'))
    .addColumn('content', 'text', (c) => c.notNull().check(notBlank('content')))
    .$call(createdBy)
    .$call(timestamps)
    .execute();
  await touchUpdatedAt(db, 'notes');
  await ownerIndexes(db, 'notes', 'created_at desc, id desc');

  await db.schema
    .createTable('payment_methods')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .$call(clientOrOrganization('payment_methods'))
    .addColumn('type', 'text', (c) =>
      c
        .notNull()
        .defaultTo('digital')
        .check(oneOf('type', ['digital', 'credit', 'checking'])),
    )
    .addColumn('is_primary', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('digital_type', 'text', (c) => c.check(oneOf('digital_type', DIGITAL_TYPES)))
    .addColumn('digital_email', 'text')
    .addColumn('card_name', 'text')
    .$call(sealed('payment_methods', 'card_number', { last4: true }))
    .addColumn('card_brand', 'text') // detected from the number on save, for the masked display
    .$call(sealed('payment_methods', 'card_expiry'))
    .$call(sealed('payment_methods', 'card_cvv'))
    .addColumn('billing_address', 'text')
    .addColumn('bank_name', 'text')
    .$call(sealed('payment_methods', 'routing_number', { last4: true }))
    .$call(sealed('payment_methods', 'account_number', { last4: true }))
    .$call(createdBy)
    .$call(timestamps)
    .addCheckConstraint('payment_methods_digital_type', sql`type <> 'digital' or digital_type is not null`)
    .execute();
  await touchUpdatedAt(db, 'payment_methods');
  await ownerIndexes(db, 'payment_methods', 'is_primary desc, id');
  // At most one primary method per owner.
  await sql`create unique index payment_methods_client_primary_key on payment_methods (client_id) where is_primary and client_id is not null`.execute(
    db,
  );
  await sql`create unique index payment_methods_organization_primary_key on payment_methods (organization_id) where is_primary and organization_id is not null`.execute(
    db,
  );

  await db.schema
    .createTable('logins')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .$call(clientOrOrganization('logins'))
    .$call(entityColumns({ client: 'clients', organization: 'organizations' }))
    .addColumn('platform', 'text', (c) => c.notNull().check(notBlank('platform')))
    .addColumn('username', 'text')
    .$call(sealed('logins', 'password'))
    .$call(sealed('logins', 'pin'))
    .addColumn('notes', 'text')
    .$call(createdBy)
    .$call(timestamps)
    .execute();
  await touchUpdatedAt(db, 'logins');
  await ownerIndexes(db, 'logins', 'created_at, id');
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, ['logins', 'payment_methods', 'notes']);
}
