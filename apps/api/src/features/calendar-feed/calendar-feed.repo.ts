import type { Database } from '@app/db';
import type { Kysely } from 'kysely';
import { ts } from '@app/db';

type Db = Kysely<Database>;
const LIMIT = 2000;

export function findUserByFeedTokenHash(db: Db, hash: string) {
  return db.selectFrom('users').selectAll().where('calendarFeedTokenHash', '=', hash).executeTakeFirst();
}

/** The sealed token of a user's feed, or null when there is none to show. */
export async function sealedFeedTokenOf(db: Db, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom('users')
    .select('calendarFeedTokenSealed')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.calendarFeedTokenSealed ?? null;
}

export async function setFeedToken(
  db: Db,
  userId: number,
  token: { hash: string; sealed: string } | null,
  now: Date,
): Promise<void> {
  await db
    .updateTable('users')
    .set({
      calendarFeedTokenHash: token?.hash ?? null,
      calendarFeedTokenSealed: token?.sealed ?? null,
      updatedAt: ts(now),
    })
    .where('id', '=', userId)
    .execute();
}

export function tasksAssignedTo(db: Db, userId: number, from: string, to: string) {
  return db
    .selectFrom('tasks')
    .innerJoin('taskAssignees', 'taskAssignees.taskId', 'tasks.id')
    .innerJoin('projects', 'projects.id', 'tasks.projectId')
    .select([
      'tasks.id',
      'tasks.name',
      'tasks.dueDate',
      'tasks.status',
      'tasks.projectId',
      'projects.name as projectName',
    ])
    .where('taskAssignees.userId', '=', userId)
    .where('tasks.dueDate', '>=', from)
    .where('tasks.dueDate', '<=', to)
    .orderBy('tasks.dueDate')
    .limit(LIMIT)
    .execute();
}

export function projectsManagedBy(db: Db, userId: number, from: string, to: string) {
  return db
    .selectFrom('projects')
    .innerJoin('projectManagers', 'projectManagers.projectId', 'projects.id')
    .select(['projects.id', 'projects.name', 'projects.dueDate', 'projects.status'])
    .where('projectManagers.userId', '=', userId)
    .where('projects.dueDate', '>=', from)
    .where('projects.dueDate', '<=', to)
    .orderBy('projects.dueDate')
    .limit(LIMIT)
    .execute();
}

/** The firm's open deadlines in [from, to]: estimated tax payments, SOI filings, license renewals. */
export async function firmDeadlines(db: Db, from: string, to: string) {
  const [estimated, soi, licenses] = await Promise.all([
    db
      .selectFrom('estimatedTaxPayments')
      .leftJoin('clients', 'clients.id', 'estimatedTaxPayments.clientId')
      .leftJoin('organizations', 'organizations.id', 'estimatedTaxPayments.organizationId')
      .select([
        'estimatedTaxPayments.id',
        'estimatedTaxPayments.dueDate',
        'estimatedTaxPayments.quarter',
        'estimatedTaxPayments.taxYear',
        'clients.fullName',
        'organizations.businessDba',
      ])
      .where('estimatedTaxPayments.status', '=', 'pending')
      .where('estimatedTaxPayments.dueDate', '>=', from)
      .where('estimatedTaxPayments.dueDate', '<=', to)
      .where((eb) => eb.or([eb('clients.deletedAt', 'is', null), eb('organizations.deletedAt', 'is', null)]))
      .limit(LIMIT)
      .execute(),
    db
      .selectFrom('soiEvents')
      .innerJoin('organizations', 'organizations.id', 'soiEvents.organizationId')
      .select(['soiEvents.id', 'soiEvents.dueDate', 'organizations.businessDba'])
      .where('soiEvents.kind', '=', 'due')
      .where('soiEvents.completed', '=', false)
      .where('organizations.deletedAt', 'is', null)
      .where('soiEvents.dueDate', '>=', from)
      .where('soiEvents.dueDate', '<=', to)
      .limit(LIMIT)
      .execute(),
    db
      .selectFrom('businessLicenseRenewals')
      .innerJoin('organizations', 'organizations.id', 'businessLicenseRenewals.organizationId')
      .select(['businessLicenseRenewals.id', 'businessLicenseRenewals.dueDate', 'organizations.businessDba'])
      .where('businessLicenseRenewals.status', '=', 'pending')
      .where('organizations.deletedAt', 'is', null)
      .where('businessLicenseRenewals.dueDate', '>=', from)
      .where('businessLicenseRenewals.dueDate', '<=', to)
      .limit(LIMIT)
      .execute(),
  ]);
  return { estimated, soi, licenses };
}
