import { sql, type Kysely } from 'kysely';
import {
  clientOrOrganization,
  createdBy,
  dropTables,
  entityColumns,
  notBlank,
  oneOf,
  organizationKey,
  timestamps,
  touchUpdatedAt,
  updatedBy,
} from './sql-helpers-v1';

// Frozen in time: written against Kysely<any>, never edited after it has shipped.
// Saved compliance deadlines and statuses (spec 4; docs/decisions/2-data.md: every completion is saved):
// estimated tax payments, 1099 status per entity and tax year, SOI events, sales tax filings,
// business license renewals.

const PENDING_COMPLETED = ['pending', 'completed'];

/** Due-date lists: by date, and the open (pending) items by date. */
async function dueIndexes(db: Kysely<any>, table: string, pending: string): Promise<void> {
  await sql`create index ${sql.id(`${table}_due_idx`)} on ${sql.table(table)} (due_date, id)`.execute(db);
  await sql`create index ${sql.id(`${table}_pending_due_idx`)} on ${sql.table(table)} (due_date, id) where ${sql.raw(pending)}`.execute(
    db,
  );
}

export async function up(db: Kysely<any>): Promise<void> {
  // Generated with the client's or organization's estimatedTaxes flag: four a tax year.
  await db.schema
    .createTable('estimated_tax_payments')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .$call(clientOrOrganization('estimated_tax_payments'))
    .$call(entityColumns({ client: 'client', organization: 'organization' }))
    .addColumn('tax_year', 'integer', (c) => c.notNull().check(sql`tax_year between 2000 and 2100`))
    .addColumn('quarter', 'smallint', (c) => c.notNull().check(sql`quarter between 1 and 4`))
    .addColumn('due_date', 'date', (c) => c.notNull())
    .addColumn('reminder_date', 'date', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending').check(oneOf('status', PENDING_COMPLETED)))
    .addColumn('completed_at', 'timestamptz')
    .$call(updatedBy)
    .$call(createdBy)
    .$call(timestamps)
    .addUniqueConstraint('estimated_tax_payments_entity_quarter_key', [
      'entity_type',
      'entity_id',
      'tax_year',
      'quarter',
    ])
    .addCheckConstraint('estimated_tax_payments_completed_at', sql`status = 'completed' or completed_at is null`)
    .execute();
  await touchUpdatedAt(db, 'estimated_tax_payments');
  await dueIndexes(db, 'estimated_tax_payments', `status = 'pending'`);
  await sql`create index estimated_tax_payments_year_idx on estimated_tax_payments (tax_year, quarter)`.execute(db);
  await sql`create index estimated_tax_payments_completed_idx on estimated_tax_payments (completed_at desc, id desc) where status = 'completed'`.execute(
    db,
  );
  await sql`create index estimated_tax_payments_organization_idx on estimated_tax_payments (organization_id) where organization_id is not null`.execute(
    db,
  );
  await sql`create index estimated_tax_payments_client_idx on estimated_tax_payments (client_id) where client_id is not null`.execute(
    db,
  );

  // One row per entity and tax year once someone sets a status; no row reads as pending.
  await db.schema
    .createTable('form1099_statuses')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .$call(clientOrOrganization('form1099_statuses'))
    .$call(entityColumns({ client: 'client', organization: 'organization' }))
    .addColumn('tax_year', 'integer', (c) => c.notNull().check(sql`tax_year between 2000 and 2100`))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending').check(oneOf('status', PENDING_COMPLETED)))
    .addColumn('completed_at', 'timestamptz')
    .$call(updatedBy)
    .$call(timestamps)
    .addUniqueConstraint('form1099_statuses_entity_year_key', ['entity_type', 'entity_id', 'tax_year'])
    .addCheckConstraint('form1099_statuses_completed_at', sql`status = 'completed' or completed_at is null`)
    .execute();
  await touchUpdatedAt(db, 'form1099_statuses');
  await sql`create index form1099_statuses_year_idx on form1099_statuses (tax_year, status)`.execute(db);
  await sql`create index form1099_statuses_organization_idx on form1099_statuses (organization_id) where organization_id is not null`.execute(
    db,
  );
  await sql`create index form1099_statuses_client_idx on form1099_statuses (client_id) where client_id is not null`.execute(
    db,
  );

  // Generated with the organization's soi flag: a reminder (30 days before) and a due event per cycle.
  await db.schema
    .createTable('soi_events')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('organization_id', 'integer', organizationKey)
    .addColumn('kind', 'text', (c) => c.notNull().check(oneOf('kind', ['reminder', 'due'])))
    .addColumn('event_date', 'date', (c) => c.notNull())
    .addColumn('due_date', 'date', (c) => c.notNull())
    .addColumn('tax_year', 'integer', (c) => c.notNull().check(sql`tax_year between 2000 and 2100`))
    .addColumn('completed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('completed_at', 'timestamptz')
    .$call(updatedBy)
    .$call(timestamps)
    .addUniqueConstraint('soi_events_event_key', ['organization_id', 'kind', 'due_date'])
    .addCheckConstraint(
      'soi_events_dates',
      sql`event_date <= due_date and (kind = 'reminder' or event_date = due_date)`,
    )
    .addCheckConstraint('soi_events_completed_at', sql`completed or completed_at is null`)
    .execute();
  await touchUpdatedAt(db, 'soi_events');
  await sql`create index soi_events_date_idx on soi_events (event_date, id)`.execute(db);
  await dueIndexes(db, 'soi_events', 'not completed');

  // A filing's saved status; the periods themselves are computed from the sales tax frequency.
  await db.schema
    .createTable('sales_tax_filings')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('organization_id', 'integer', organizationKey)
    .addColumn('frequency', 'text', (c) =>
      c.notNull().check(oneOf('frequency', ['Monthly', 'Quarterly', 'Quarterly Prepay', 'Annually'])),
    )
    .addColumn('kind', 'text', (c) =>
      c
        .notNull()
        .defaultTo('return')
        .check(oneOf('kind', ['return', 'prepayment'])),
    )
    .addColumn('period_label', 'text', (c) => c.notNull().check(notBlank('period_label')))
    .addColumn('period_start', 'date', (c) => c.notNull())
    .addColumn('period_end', 'date', (c) => c.notNull())
    .addColumn('due_date', 'date', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(oneOf('status', ['pending', 'filed'])),
    )
    .addColumn('filed_date', 'date')
    .$call(updatedBy)
    .$call(timestamps)
    .addUniqueConstraint('sales_tax_filings_period_key', ['organization_id', 'due_date', 'kind'])
    .addCheckConstraint('sales_tax_filings_period', sql`period_start <= period_end and period_end <= due_date`)
    .addCheckConstraint('sales_tax_filings_filed_date', sql`(status = 'filed') = (filed_date is not null)`)
    .execute();
  await touchUpdatedAt(db, 'sales_tax_filings');
  await dueIndexes(db, 'sales_tax_filings', `status = 'pending'`);
  await sql`create index sales_tax_filings_frequency_idx on sales_tax_filings (frequency, due_date)`.execute(db);

  // Generated with the organization's business license county: LA City (February 28) or Other.
  await db.schema
    .createTable('business_license_renewals')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('organization_id', 'integer', organizationKey)
    .addColumn('kind', 'text', (c) => c.notNull().check(oneOf('kind', ['la_city', 'other'])))
    .addColumn('year', 'integer', (c) => c.notNull().check(sql`year between 2000 and 2100`))
    .addColumn('due_date', 'date', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending').check(oneOf('status', PENDING_COMPLETED)))
    .addColumn('completed_at', 'timestamptz')
    .$call(updatedBy)
    .$call(createdBy)
    .$call(timestamps)
    .addUniqueConstraint('business_license_renewals_year_key', ['organization_id', 'kind', 'year'])
    .addCheckConstraint('business_license_renewals_year', sql`extract(year from due_date) = year`)
    .addCheckConstraint(
      'business_license_renewals_la_city_date',
      sql`kind <> 'la_city' or (extract(month from due_date) = 2 and extract(day from due_date) = 28)`,
    )
    .addCheckConstraint('business_license_renewals_completed_at', sql`status = 'completed' or completed_at is null`)
    .execute();
  await touchUpdatedAt(db, 'business_license_renewals');
  await dueIndexes(db, 'business_license_renewals', `status = 'pending'`);
  await sql`create index business_license_renewals_kind_idx on business_license_renewals (kind, year, due_date)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, [
    'business_license_renewals',
    'sales_tax_filings',
    'soi_events',
    'form1099_statuses',
    'estimated_tax_payments',
  ]);
}
