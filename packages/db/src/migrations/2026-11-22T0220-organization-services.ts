import { sql, type Kysely } from 'kysely';
import { dropTables, notBlank, oneOf, organizationKey, sealed, timestamps, touchUpdatedAt } from './sql-helpers-v1';

// Frozen in time: written against Kysely<any>, never edited after it has shipped.
// The purchased-service tabs of an organization (spec 2): payroll, group health, P&C, merchant.

const PAYROLL_PLATFORMS = [
  'ADP',
  'Paychex',
  'QuickBooks Payroll',
  'Gusto',
  'BambooHR',
  'Workday',
  'UltiPro',
  'Zenefits',
  'Rippling',
  'OnPay',
  'SurePayroll',
  'JustWorks',
  'TriNet',
  'Intuit Full Service Payroll',
  'Other',
];
const PAYROLL_FREQUENCIES = ['Weekly (52)', 'Bi-Weekly (26)', 'Semi-Monthly (24)', 'Monthly (12)', 'Quarterly (4)'];
const GROUP_HEALTH_TYPES = ['medical', 'dental', 'vision', 'life', 'disability'];
const GROUP_HEALTH_CARRIERS = [
  'Kaiser Permanente',
  'Anthem Blue Cross',
  'Anthem Blue Shield',
  'Aetna',
  'Cigna',
  'Healthnet',
  'MetLife',
  'United Healthcare',
  'United Concordia',
];
const GROUP_HEALTH_AGENCIES = ['Warner Pacific', 'Word & Brown'];
const PC_TYPES = [
  'bop',
  'workers_comp',
  'epli',
  'professional_liability',
  'auto',
  'umbrella',
  'commercial_property',
  'cyber',
];
const PC_CARRIERS = [
  'The Hartford',
  'Travelers',
  'Liberty Mutual',
  'Zurich',
  'Chubb',
  'AIG',
  'CNA',
  'Nationwide',
  'Progressive Commercial',
  'Other',
];
const PC_NETWORKS = ['First Connect', 'Smart Choice', 'Dave', 'Amwins', 'AON'];
const PROCESSORS = ['Fiserv', 'PayArc', 'Elavon', 'EPX', 'WorldPay', 'Clearent', 'Other'];
const DISABLE_REASONS = ['Terminated - Risk', 'Terminated - Fraud', 'Terminated - Unknown', 'Client Cancellation'];

/** A coverage section (group health or P&C): one of each type per organization. */
async function coverageSection(
  db: Kysely<any>,
  table: string,
  lists: { types: string[]; carriers: string[]; agencies: string[] },
): Promise<void> {
  await db.schema
    .createTable(table)
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('organization_id', 'integer', organizationKey)
    .addColumn('section_type', 'text', (c) => c.notNull().check(oneOf('section_type', lists.types)))
    .addColumn('carrier', 'text', (c) => c.check(oneOf('carrier', lists.carriers)))
    .addColumn('general_agency', 'text', (c) => c.check(oneOf('general_agency', lists.agencies)))
    .addColumn('policy_number', 'text')
    .addColumn('effective_date', 'date')
    .addColumn('renewal_date', 'date')
    .$call(timestamps)
    .addUniqueConstraint(`${table}_type_key`, ['organization_id', 'section_type'])
    .execute();
  await touchUpdatedAt(db, table);
  // The insurance calendar and the renewal reminders read by date.
  await sql`create index ${sql.id(`${table}_renewal_idx`)} on ${sql.table(table)} (renewal_date) where renewal_date is not null`.execute(
    db,
  );
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('payrolls')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('organization_id', 'integer', organizationKey)
    .addColumn('payroll_platform', 'text', (c) => c.notNull().check(oneOf('payroll_platform', PAYROLL_PLATFORMS)))
    .addColumn('payroll_frequency', 'text', (c) => c.notNull().check(oneOf('payroll_frequency', PAYROLL_FREQUENCIES)))
    .addColumn('pay_period_start_date', 'date')
    .addColumn('pay_period_end_date', 'date')
    .addColumn('processing_date', 'date')
    .addColumn('pay_date', 'date')
    // The second set, for semi-monthly payrolls.
    .addColumn('pay_period_start_date2', 'date')
    .addColumn('pay_period_end_date2', 'date')
    .addColumn('processing_date2', 'date')
    .addColumn('pay_date2', 'date')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(oneOf('status', ['pending', 'completed'])),
    )
    .$call(timestamps)
    .execute();
  await touchUpdatedAt(db, 'payrolls');
  await db.schema.createIndex('payrolls_organization_idx').on('payrolls').column('organization_id').execute();
  await sql`create index payrolls_processing_idx on payrolls (processing_date) where processing_date is not null`.execute(
    db,
  );
  await sql`create index payrolls_processing2_idx on payrolls (processing_date2) where processing_date2 is not null`.execute(
    db,
  );

  await coverageSection(db, 'group_health_sections', {
    types: GROUP_HEALTH_TYPES,
    carriers: GROUP_HEALTH_CARRIERS,
    agencies: GROUP_HEALTH_AGENCIES,
  });

  await db.schema
    .createTable('group_health_plans')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('section_id', 'integer', (c) => c.notNull().references('group_health_sections.id').onDelete('cascade'))
    .addColumn('plan_name', 'text', (c) => c.notNull().check(notBlank('plan_name')))
    .addColumn('description', 'text')
    .$call(timestamps)
    .execute();
  await touchUpdatedAt(db, 'group_health_plans');
  await db.schema
    .createIndex('group_health_plans_section_idx')
    .on('group_health_plans')
    .columns(['section_id', 'id'])
    .execute();

  await coverageSection(db, 'pc_sections', { types: PC_TYPES, carriers: PC_CARRIERS, agencies: PC_NETWORKS });

  await db.schema
    .createTable('merchant_accounts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('organization_id', 'integer', organizationKey)
    .addColumn('business_dba', 'text')
    .addColumn('legal_name', 'text')
    .addColumn('mid', 'text', (c) => c.notNull().check(notBlank('mid')))
    // A listed model or the free text typed after choosing Other: no list check.
    .addColumn('equipment', 'text')
    .addColumn('gateway', 'text')
    .addColumn('average_ticket_amount', sql`numeric(12, 2)`, (c) => c.check(sql`average_ticket_amount >= 0`))
    .addColumn('monthly_volume', sql`numeric(12, 2)`, (c) => c.check(sql`monthly_volume >= 0`))
    .addColumn('high_ticket', sql`numeric(12, 2)`, (c) => c.check(sql`high_ticket >= 0`))
    .addColumn('processor', 'text', (c) => c.notNull().check(oneOf('processor', PROCESSORS)))
    .addColumn('processor_name', 'text') // the custom processor when processor is Other
    .addColumn('has_ebt', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('fsn_number', 'text')
    .addColumn('bank_name', 'text')
    .$call(sealed('merchant_accounts', 'routing_number', { last4: true }))
    .$call(sealed('merchant_accounts', 'account_number', { last4: true }))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('active')
        .check(oneOf('status', ['active', 'disabled'])),
    )
    .addColumn('disable_reason', 'text', (c) => c.check(oneOf('disable_reason', DISABLE_REASONS)))
    .$call(timestamps)
    .addCheckConstraint('merchant_accounts_disable_reason', sql`(status = 'disabled') = (disable_reason is not null)`)
    .addCheckConstraint('merchant_accounts_fsn_needs_ebt', sql`has_ebt or fsn_number is null`)
    .execute();
  await touchUpdatedAt(db, 'merchant_accounts');
  await db.schema
    .createIndex('merchant_accounts_organization_idx')
    .on('merchant_accounts')
    .columns(['organization_id', 'status'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, ['merchant_accounts', 'pc_sections', 'group_health_plans', 'group_health_sections', 'payrolls']);
}
