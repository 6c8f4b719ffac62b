import type { ClientsTable, Database } from '@app/db';
import type { Insertable, Kysely } from 'kysely';

/** Keyset pages for exports: rows after `afterId`, oldest first; never the soft-deleted ones. */
export function clientsAfter(db: Kysely<Database>, afterId: number, limit: number) {
  return db
    .selectFrom('clients')
    .select([
      'id',
      'firstName',
      'middleName',
      'lastName',
      'fullName',
      'email',
      'phone',
      'status',
      'portalStatus',
      'ssnLast4',
      'driverLicense',
      'dateOfBirth',
      'address',
      'referralSource',
      'dependents',
      'bankruptcyStatus',
      'taxPreparation',
      'estimatedTaxes',
      'issues1099',
      'createdAt',
    ])
    .where('id', '>', afterId)
    .where('deletedAt', 'is', null)
    .orderBy('id')
    .limit(limit)
    .execute();
}
export type ClientExportRow = Awaited<ReturnType<typeof clientsAfter>>[number];

export function organizationsAfter(db: Kysely<Database>, afterId: number, limit: number) {
  return db
    .selectFrom('organizations')
    .select([
      'id',
      'businessDba',
      'businessLegalName',
      'ein',
      'einType',
      'einLast4',
      'eddAccount',
      'businessPhone',
      'businessEmail',
      'website',
      'entityType',
      'stateOfFormation',
      'dateOfFormation',
      'description',
      'servicesPurchased',
      'legalAddress',
      'physicalAddress',
      'status',
      'estimatedTaxes',
      'issues1099',
      'taxPreparation',
      'bookkeeping',
      'soi',
      'salesTaxFrequency',
      'businessLicenseCounty',
      'businessLicenseRegisteredDate',
      'businessLicenseReminderDate',
      'createdAt',
    ])
    .where('id', '>', afterId)
    .where('deletedAt', 'is', null)
    .orderBy('id')
    .limit(limit)
    .execute();
}
export type OrganizationExportRow = Awaited<ReturnType<typeof organizationsAfter>>[number];

/** One multi-row insert; answers the new ids with their estimated-tax switch. */
export function insertClients(db: Kysely<Database>, rows: Insertable<ClientsTable>[]) {
  if (rows.length === 0) return Promise.resolve([]);
  return db.insertInto('clients').values(rows).returning(['id', 'estimatedTaxes']).execute();
}
