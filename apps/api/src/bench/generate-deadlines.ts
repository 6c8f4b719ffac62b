// The tax screens' and reports' data on top of generated clients and organizations (issue 13):
// half of them pay estimated taxes (four payments a year, this year and next), some issue 1099s,
// SOI events from formation dates, sales tax frequencies, business license renewals, and payroll,
// group health and P&C records for the "active accounts" reports. Deterministic; the schedules
// follow the domain rules; past items partly completed, as a firm's would be.
import type { Database } from '@app/db';
import {
  addDays,
  businessLicenseRenewals,
  estimatedTaxSchedule,
  normalizeSalesTaxFrequency,
  salesTaxPeriodsFiltered,
  soiEvents,
} from '@app/domain';
import { sql, type Kysely } from 'kysely';
import { CLIENT_TRIGRAM_COLUMNS, ORGANIZATION_TRIGRAM_COLUMNS, withoutTrigramIndexes } from './generate-clients';

const BATCH = 1000;

async function insertBatches<T extends Record<string, unknown>>(
  db: Kysely<Database>,
  table: 'soiEvents' | 'businessLicenseRenewals' | 'salesTaxFilings',
  rows: T[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH)
    await db
      .insertInto(table)
      .values(rows.slice(i, i + BATCH) as never)
      .execute();
}

export async function generateDeadlines(db: Kysely<Database>, today: string): Promise<void> {
  const year = Number(today.slice(0, 4));
  await withoutTrigramIndexes(db, 'clients', CLIENT_TRIGRAM_COLUMNS, async () => {
    await sql`update clients set estimated_taxes = (id % 2 = 0), issues1099 = (id % 10 = 0)`.execute(db);
  });
  await withoutTrigramIndexes(db, 'organizations', ORGANIZATION_TRIGRAM_COLUMNS, () =>
    sql`
    update organizations set
      estimated_taxes = (id % 2 = 0),
      issues1099 = (id % 4 = 0),
      date_of_formation = date '2008-01-01' + (id * 7) % 5800,
      soi = (id % 2 = 1 and entity_type in ('llc', 'corporation', 'partnership', 'nonprofit')),
      sales_tax_frequency = (array['Monthly', 'Quarterly', 'Quarterly Prepay', 'Annually', 'NO TRACKING', null])[1 + id % 6],
      business_license_county = (array['LA City', 'Other', 'None'])[1 + id % 3],
      business_license_registered_date = case when id % 3 = 0 then date '2015-01-01' + (id * 13) % 3000 end,
      business_license_reminder_date = case when id % 3 = 1 then date '2015-01-01' + (id * 13) % 3000 end`
      .execute(db)
      .then(() => undefined),
  );

  // Estimated tax: the four payments of this tax year and the next for every payer.
  const schedule = [...estimatedTaxSchedule(year), ...estimatedTaxSchedule(year + 1)];
  const values = sql.join(
    schedule.map((d) => sql`(${d.taxYear}::int, ${d.quarter}::int, ${d.dueDate}::date, ${d.reminderDate}::date)`),
  );
  for (const owner of ['client', 'organization'] as const) {
    const table = owner === 'client' ? sql`clients` : sql`organizations`;
    const column = owner === 'client' ? sql`client_id` : sql`organization_id`;
    await sql`
      insert into estimated_tax_payments (${column}, tax_year, quarter, due_date, reminder_date)
      select e.id, s.tax_year, s.quarter, s.due_date, s.reminder_date
      from ${table} e cross join (values ${values}) as s(tax_year, quarter, due_date, reminder_date)
      where e.estimated_taxes and e.deleted_at is null`.execute(db);
  }
  await sql`update estimated_tax_payments set status = 'completed', completed_at = now() - make_interval(days => id % 90)
    where due_date < ${today}::date and id % 3 <> 0`.execute(db);

  // 1099: last year's filed for two in three entities.
  for (const owner of ['client', 'organization'] as const) {
    const table = owner === 'client' ? sql`clients` : sql`organizations`;
    const column = owner === 'client' ? sql`client_id` : sql`organization_id`;
    await sql`
      insert into form1099_statuses (${column}, tax_year, status, completed_at)
      select id, ${year - 1}::int, 'completed', now() from ${table} where issues1099 and id % 3 <> 0`.execute(db);
  }

  const orgs = await db
    .selectFrom('organizations')
    .select([
      'id',
      'entityType',
      'dateOfFormation',
      'soi',
      'businessLicenseCounty',
      'businessLicenseRegisteredDate',
      'businessLicenseReminderDate',
      'salesTaxFrequency',
    ])
    .orderBy('id')
    .execute();
  const soiRows = orgs
    .filter((o) => o.soi)
    .flatMap((o) =>
      soiEvents(o.dateOfFormation, o.entityType, today).map((e) => ({
        organizationId: o.id,
        kind: e.kind,
        eventDate: e.date,
        dueDate: e.dueDate,
        taxYear: Number(e.dueDate.slice(0, 4)),
        ...(e.dueDate < today && o.id % 4 !== 1 ? { completed: true, completedAt: new Date() as never } : {}),
      })),
    );
  await insertBatches(db, 'soiEvents', soiRows);
  const licenseRows = orgs.flatMap((o) => {
    const county = o.businessLicenseCounty;
    if (county !== 'LA City' && county !== 'Other') return [];
    const date = county === 'LA City' ? o.businessLicenseRegisteredDate : o.businessLicenseReminderDate;
    return businessLicenseRenewals(county, date, year - 1, year + 2).map((r) => ({
      organizationId: o.id,
      kind: county === 'LA City' ? 'la_city' : 'other',
      year: r.year,
      dueDate: r.dueDate,
      ...(r.dueDate < today && o.id % 5 !== 0 ? { status: 'completed', completedAt: new Date() as never } : {}),
    }));
  });
  await insertBatches(db, 'businessLicenseRenewals', licenseRows);
  // Sales tax: this year's periods due before today filed for three in four organizations.
  const filingRows = orgs.flatMap((o) => {
    const frequency = normalizeSalesTaxFrequency(o.salesTaxFrequency);
    if (!frequency || o.id % 4 === 0) return [];
    return salesTaxPeriodsFiltered(frequency, { year })
      .filter((p) => p.dueDate < today)
      .map((p) => ({
        organizationId: o.id,
        frequency,
        kind: p.kind,
        periodLabel: p.label,
        periodStart: p.periodStart,
        periodEnd: p.periodEnd,
        dueDate: p.dueDate,
        status: 'filed',
        filedDate: addDays(p.dueDate, -3),
      }));
  });
  await insertBatches(db, 'salesTaxFilings', filingRows);

  // Active accounts: payroll for one in five organizations, group health and P&C for one in ten.
  await sql`
    insert into payrolls (organization_id, payroll_platform, payroll_frequency, processing_date, pay_date)
    select id, 'Gusto', 'Monthly (12)', ${today}::date + id % 30, ${today}::date + id % 30 + 3 from organizations where id % 5 = 0`.execute(
    db,
  );
  await sql`
    insert into group_health_sections (organization_id, section_type, carrier, renewal_date)
    select id, (array['medical', 'dental', 'vision'])[1 + id % 3], 'Aetna', ${today}::date + id % 365 from organizations where id % 10 = 1`.execute(
    db,
  );
  await sql`
    insert into pc_sections (organization_id, section_type, carrier, renewal_date)
    select id, (array['bop', 'workers_comp', 'auto'])[1 + id % 3], 'Travelers', ${today}::date + id % 365 from organizations where id % 10 = 2`.execute(
    db,
  );
  await sql`analyze`.execute(db);
}
