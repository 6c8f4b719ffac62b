import { sql, type Kysely } from 'kysely';
import {
  createdBy,
  dropTables,
  notBlank,
  oneOf,
  sealed,
  subsetOf,
  timestamps,
  touchUpdatedAt,
  trigramIndex,
} from './sql-helpers-v1';

// Frozen in time: written against Kysely<any>, never edited after it has shipped.
// Organizations (spec 2) and their links to clients (contacts / owners).

const ENTITY_TYPES = ['llc', 'corporation', 'partnership', 'sole_proprietorship', 'nonprofit', 'other'];
const SERVICES = ['Payroll & HR', 'Group Benefits', 'P&C & Bond', 'Merchant Processing'];
const SALES_TAX_FREQUENCIES = ['NO TRACKING', 'Monthly', 'Quarterly', 'Quarterly Prepay', 'Annually'];
const LICENSE_COUNTIES = ['None', 'LA City', 'Other'];
const US_STATES = [
  'California',
  'Alabama',
  'Alaska',
  'Arizona',
  'Arkansas',
  'Colorado',
  'Connecticut',
  'Delaware',
  'District of Columbia',
  'Florida',
  'Georgia',
  'Hawaii',
  'Idaho',
  'Illinois',
  'Indiana',
  'Iowa',
  'Kansas',
  'Kentucky',
  'Louisiana',
  'Maine',
  'Maryland',
  'Massachusetts',
  'Michigan',
  'Minnesota',
  'Mississippi',
  'Missouri',
  'Montana',
  'Nebraska',
  'Nevada',
  'New Hampshire',
  'New Jersey',
  'New Mexico',
  'New York',
  'North Carolina',
  'North Dakota',
  'Ohio',
  'Oklahoma',
  'Oregon',
  'Pennsylvania',
  'Rhode Island',
  'South Carolina',
  'South Dakota',
  'Tennessee',
  'Texas',
  'Utah',
  'Vermont',
  'Virginia',
  'Washington',
  'West Virginia',
  'Wisconsin',
  'Wyoming',
];
// Both position lists of spec 2: the link form's and the edit form's.
const POSITIONS = [
  'CEO',
  'CFO',
  'Secretary',
  'President',
  'Managing Member',
  'Member',
  'Manager',
  'Other',
  'Owner',
  'CEO/President',
  'Bookkeeper',
  'HR',
  'Admin',
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('organizations')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('business_dba', 'text', (c) => c.notNull().check(notBlank('business_dba')))
    .addColumn('business_legal_name', 'text')
    // The tax id: in clear in `ein` when it is an EIN; an SSN (ein_type 'ssn') only encrypted.
    .addColumn('ein_type', 'text', (c) =>
      c
        .notNull()
        .defaultTo('ein')
        .check(oneOf('ein_type', ['ein', 'ssn'])),
    )
    .addColumn('ein', 'text')
    .$call(sealed('organizations', 'ein'))
    .addColumn('ein_last4', 'text', (c) => c.check(sql`ein_last4 ~ '^[0-9]{1,4}$'`))
    .addColumn('edd_account', 'text')
    .addColumn('business_phone', 'text')
    .addColumn('business_email', 'text')
    .addColumn('website', 'text')
    .addColumn('entity_type', 'text', (c) => c.check(oneOf('entity_type', ENTITY_TYPES)))
    .addColumn('state_of_formation', 'text', (c) => c.check(oneOf('state_of_formation', US_STATES)))
    .addColumn('date_of_formation', 'date')
    .addColumn('description', 'text')
    .addColumn('services_purchased', sql`text[]`, (c) =>
      c
        .notNull()
        .defaultTo(sql`'{}'::text[]`)
        .check(subsetOf('services_purchased', SERVICES)),
    )
    .addColumn('referral_source_id', 'integer', (c) => c.references('referral_sources.id').onDelete('set null'))
    .addColumn('legal_address', 'text')
    .addColumn('physical_address', 'text')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('active')
        .check(oneOf('status', ['active', 'terminated'])),
    )
    .addColumn('estimated_taxes', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('issues1099', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('tax_preparation', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('bookkeeping', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('soi', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('sales_tax_frequency', 'text', (c) => c.check(oneOf('sales_tax_frequency', SALES_TAX_FREQUENCIES)))
    .addColumn('business_license_county', 'text', (c) => c.check(oneOf('business_license_county', LICENSE_COUNTIES)))
    .addColumn('business_license_registered_date', 'date')
    .addColumn('business_license_reminder_date', 'date')
    .$call(createdBy)
    .$call(timestamps)
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('deleted_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addCheckConstraint('organizations_ein_clear_only_for_ein', sql`ein_type = 'ein' or ein is null`)
    .addCheckConstraint('organizations_ein_sealed_only_for_ssn', sql`ein_type = 'ssn' or ein_encrypted is null`)
    .execute();
  await touchUpdatedAt(db, 'organizations');
  await sql`create index organizations_status_created_idx on organizations (status, created_at desc, id desc) where deleted_at is null`.execute(
    db,
  );
  await sql`create index organizations_created_idx on organizations (created_at desc, id desc) where deleted_at is null`.execute(
    db,
  );
  await sql`create index organizations_name_idx on organizations (lower(business_dba), id) where deleted_at is null`.execute(
    db,
  );
  await trigramIndex(db, 'organizations', 'business_dba');
  await trigramIndex(db, 'organizations', 'business_legal_name');
  await trigramIndex(db, 'organizations', 'business_email');
  await trigramIndex(db, 'organizations', 'business_phone');
  await sql`create index organizations_ein_idx on organizations (ein) where ein is not null and deleted_at is null`.execute(
    db,
  );
  await sql`create index organizations_ein_last4_idx on organizations (ein_last4) where ein_last4 is not null and deleted_at is null`.execute(
    db,
  );
  await sql`create index organizations_referral_source_idx on organizations (referral_source_id, created_at desc) where referral_source_id is not null`.execute(
    db,
  );
  await sql`create index organizations_services_idx on organizations using gin (services_purchased) where deleted_at is null`.execute(
    db,
  );
  // Deadline screens pick flagged organizations only.
  await sql`create index organizations_issues1099_idx on organizations (id) where issues1099 and deleted_at is null`.execute(
    db,
  );
  await sql`create index organizations_estimated_taxes_idx on organizations (id) where estimated_taxes and deleted_at is null`.execute(
    db,
  );
  await sql`create index organizations_soi_idx on organizations (id) where soi and deleted_at is null`.execute(db);
  await sql`create index organizations_sales_tax_idx on organizations (sales_tax_frequency)
    where deleted_at is null and sales_tax_frequency is not null and sales_tax_frequency <> 'NO TRACKING'`.execute(db);
  await sql`create index organizations_license_county_idx on organizations (business_license_county)
    where deleted_at is null and business_license_county in ('LA City', 'Other')`.execute(db);
  await sql`create index organizations_deleted_idx on organizations (deleted_at desc) where deleted_at is not null`.execute(
    db,
  );

  await db.schema
    .createTable('organization_clients')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('positions', sql`text[]`, (c) =>
      c
        .notNull()
        .defaultTo(sql`'{}'::text[]`)
        .check(subsetOf('positions', POSITIONS)),
    )
    .addColumn('ownership_percentage', sql`numeric(5, 1)`, (c) => c.check(sql`ownership_percentage between 0 and 100`))
    .addColumn('is_main_contact', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('do_not_contact', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('date_linked', 'date', (c) => c.notNull().defaultTo(sql`current_date`))
    .$call(timestamps)
    .addUniqueConstraint('organization_clients_pair_key', ['organization_id', 'client_id'])
    .execute();
  await touchUpdatedAt(db, 'organization_clients');
  await db.schema
    .createIndex('organization_clients_client_idx')
    .on('organization_clients')
    .column('client_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, ['organization_clients', 'organizations']);
}
