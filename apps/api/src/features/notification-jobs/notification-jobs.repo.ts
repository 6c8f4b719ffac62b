import type { Database } from '@app/db';
import { sql, type Kysely } from 'kysely';

type Db = Kysely<Database>;
type Switch = 'taskReminders' | 'projectDeadlines' | 'payrollAlerts' | 'insuranceRenewals';

/** Users whose switch is on (no settings row reads as the default: on) and who see the calendars. */
export async function calendarRecipients(db: Db, switchName: Switch): Promise<number[]> {
  const rows = await db
    .selectFrom('users')
    .leftJoin('userSettings', 'userSettings.userId', 'users.id')
    .select('users.id')
    .where((eb) => eb.or([eb('users.role', '=', 'admin'), eb('users.canAccessCalendars', '=', true)]))
    .where((eb) => eb.or([eb(`userSettings.${switchName}`, 'is', null), eb(`userSettings.${switchName}`, '=', true)]))
    .execute();
  return rows.map((r) => r.id);
}

/** Open projects due in [from, to] with the managers who want project deadline notifications. */
export function projectsDue(db: Db, from: string, to: string) {
  return db
    .selectFrom('projects')
    .innerJoin('projectManagers', 'projectManagers.projectId', 'projects.id')
    .leftJoin('userSettings', 'userSettings.userId', 'projectManagers.userId')
    .select(['projects.id', 'projects.name', 'projects.dueDate', 'projectManagers.userId'])
    .where('projects.status', '!=', 'completed')
    .where('projects.dueDate', '>=', from)
    .where('projects.dueDate', '<=', to)
    .where((eb) =>
      eb.or([eb('userSettings.projectDeadlines', 'is', null), eb('userSettings.projectDeadlines', '=', true)]),
    )
    .execute();
}

const ownerName = sql<string>`coalesce(
  (select c.full_name from clients c where c.id = estimated_tax_payments.client_id and c.deleted_at is null),
  (select o.business_dba from organizations o where o.id = estimated_tax_payments.organization_id and o.deleted_at is null))`;

export function estimatedTaxDue(db: Db, from: string, to: string) {
  return db
    .selectFrom('estimatedTaxPayments')
    .select(['id', 'dueDate', 'quarter', 'taxYear', 'clientId', 'organizationId', ownerName.as('name')])
    .where('status', '=', 'pending')
    .where('dueDate', '>=', from)
    .where('dueDate', '<=', to)
    .execute();
}

export function soiDue(db: Db, from: string, to: string) {
  return db
    .selectFrom('soiEvents')
    .innerJoin('organizations', 'organizations.id', 'soiEvents.organizationId')
    .select(['soiEvents.id', 'soiEvents.dueDate', 'soiEvents.organizationId', 'organizations.businessDba as name'])
    .where('soiEvents.kind', '=', 'due')
    .where('soiEvents.completed', '=', false)
    .where('organizations.deletedAt', 'is', null)
    .where('soiEvents.dueDate', '>=', from)
    .where('soiEvents.dueDate', '<=', to)
    .execute();
}

export function businessLicensesDue(db: Db, from: string, to: string) {
  return db
    .selectFrom('businessLicenseRenewals')
    .innerJoin('organizations', 'organizations.id', 'businessLicenseRenewals.organizationId')
    .select([
      'businessLicenseRenewals.id',
      'businessLicenseRenewals.dueDate',
      'businessLicenseRenewals.organizationId',
      'organizations.businessDba as name',
    ])
    .where('businessLicenseRenewals.status', '=', 'pending')
    .where('organizations.deletedAt', 'is', null)
    .where('businessLicenseRenewals.dueDate', '>=', from)
    .where('businessLicenseRenewals.dueDate', '<=', to)
    .execute();
}

export async function insuranceRenewals(db: Db, from: string, to: string) {
  const of = (table: 'groupHealthSections' | 'pcSections') =>
    db
      .selectFrom(table)
      .innerJoin('organizations', 'organizations.id', `${table}.organizationId`)
      .select([
        `${table}.id as id`,
        `${table}.renewalDate as renewalDate`,
        `${table}.organizationId as organizationId`,
        'organizations.businessDba as name',
      ])
      .where('organizations.deletedAt', 'is', null)
      .where(`${table}.renewalDate`, '>=', from)
      .where(`${table}.renewalDate`, '<=', to)
      .execute();
  const [health, pc] = await Promise.all([of('groupHealthSections'), of('pcSections')]);
  return [
    ...health.map((r) => ({ ...r, kind: 'group-health' as const })),
    ...pc.map((r) => ({ ...r, kind: 'pc' as const })),
  ];
}

export function payrollsProcessing(db: Db, day: string) {
  return db
    .selectFrom('payrolls')
    .innerJoin('organizations', 'organizations.id', 'payrolls.organizationId')
    .select([
      'payrolls.id',
      'payrolls.processingDate',
      'payrolls.processingDate2',
      'payrolls.organizationId',
      'organizations.businessDba as name',
    ])
    .where('payrolls.status', '=', 'pending')
    .where('organizations.deletedAt', 'is', null)
    .where((eb) => eb.or([eb('payrolls.processingDate', '=', day), eb('payrolls.processingDate2', '=', day)]))
    .execute();
}

/** True when this process holds the job's lock (PostgreSQL: one instance runs the job at a time). */
export async function tryJobLock(db: Db, key: number): Promise<boolean> {
  const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${key}) as locked`.execute(db);
  return rows[0]?.locked === true;
}

export async function releaseJobLock(db: Db, key: number): Promise<void> {
  await sql`select pg_advisory_unlock(${key})`.execute(db);
}
