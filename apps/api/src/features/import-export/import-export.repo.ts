import type { ClientsTable, Database } from '@app/db';
import { TRANSFER_COLUMNS } from '@app/domain';
import type { Insertable, Kysely } from 'kysely';

// The columns read for an export are the file's (TRANSFER_COLUMNS), except that a client's SSN is
// exported as its last 4 digits and an organization's EIN is masked with the help of its last 4.
type ClientFileColumn = (typeof TRANSFER_COLUMNS.clients)[number];
const CLIENT_COLUMNS = TRANSFER_COLUMNS.clients.map((c) => (c === 'ssn' ? 'ssnLast4' : c)) as Array<
  Exclude<ClientFileColumn, 'ssn'> | 'ssnLast4'
>;
const ORGANIZATION_COLUMNS = [...TRANSFER_COLUMNS.organizations, 'einLast4' as const];

/** Keyset pages for exports: rows after `afterId`, oldest first; never the soft-deleted ones. */
export function clientsAfter(db: Kysely<Database>, afterId: number, limit: number) {
  return db
    .selectFrom('clients')
    .select(CLIENT_COLUMNS)
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
    .select(ORGANIZATION_COLUMNS)
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

/** Removes the rows a failed import already committed (their notes, links and tax rows cascade). */
export async function deleteImported(db: Kysely<Database>, entity: 'clients' | 'organizations', ids: number[]) {
  if (ids.length === 0) return;
  await db.deleteFrom(entity).where('id', 'in', ids).execute();
}
