import type { Database, OrganizationClientsTable } from '@app/db';
import { containsPattern } from '@app/domain';
import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import { searchTextContains } from '../../lists/search-text.repo';

const linkColumns = [
  'organizationClients.id',
  'organizationClients.organizationId',
  'organizationClients.clientId',
  'organizationClients.positions',
  'organizationClients.ownershipPercentage',
  'organizationClients.isMainContact',
  'organizationClients.doNotContact',
  'organizationClients.dateLinked',
  'clients.fullName',
  'clients.email',
  'clients.phone',
] as const;

function linksQuery(db: Kysely<Database>) {
  return db
    .selectFrom('organizationClients')
    .innerJoin('clients', 'clients.id', 'organizationClients.clientId')
    .where('clients.deletedAt', 'is', null)
    .select(linkColumns);
}
export type LinkRow = Awaited<ReturnType<ReturnType<typeof linksQuery>['executeTakeFirstOrThrow']>>;

/** The organization's links (soft-deleted clients hidden), main contact first, then by name. */
export function listLinks(db: Kysely<Database>, organizationId: number): Promise<LinkRow[]> {
  return linksQuery(db)
    .where('organizationClients.organizationId', '=', organizationId)
    .orderBy('organizationClients.isMainContact', 'desc')
    .orderBy(sql`lower(clients.full_name)`)
    .orderBy('organizationClients.id')
    .execute();
}

export function findLink(db: Kysely<Database>, organizationId: number, clientId: number): Promise<LinkRow | undefined> {
  return linksQuery(db)
    .where('organizationClients.organizationId', '=', organizationId)
    .where('organizationClients.clientId', '=', clientId)
    .executeTakeFirst();
}

export function findClient(db: Kysely<Database>, clientId: number) {
  return db
    .selectFrom('clients')
    .select(['id', 'fullName'])
    .where('id', '=', clientId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
}

export async function linkExists(db: Kysely<Database>, organizationId: number, clientId: number): Promise<boolean> {
  const row = await db
    .selectFrom('organizationClients')
    .select('id')
    .where('organizationId', '=', organizationId)
    .where('clientId', '=', clientId)
    .executeTakeFirst();
  return Boolean(row);
}

export async function insertLink(db: Kysely<Database>, values: Insertable<OrganizationClientsTable>): Promise<boolean> {
  const row = await db
    .insertInto('organizationClients')
    .values(values)
    .onConflict((oc) => oc.columns(['organizationId', 'clientId']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return Boolean(row);
}

export async function updateLink(
  db: Kysely<Database>,
  organizationId: number,
  clientId: number,
  values: Updateable<OrganizationClientsTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('organizationClients')
    .set(values)
    .where('organizationId', '=', organizationId)
    .where('clientId', '=', clientId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** One main contact per organization: clears the flag on the other links. */
export async function clearMainContact(
  db: Kysely<Database>,
  organizationId: number,
  exceptClientId: number,
): Promise<void> {
  await db
    .updateTable('organizationClients')
    .set({ isMainContact: false })
    .where('organizationId', '=', organizationId)
    .where('clientId', '<>', exceptClientId)
    .where('isMainContact', '=', true)
    .execute();
}

export async function deleteLink(db: Kysely<Database>, organizationId: number, clientId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('organizationClients')
    .where('organizationId', '=', organizationId)
    .where('clientId', '=', clientId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Clients not linked to the organization, by name, email or phone (trigram indexes), sorted by name. */
export function candidates(db: Kysely<Database>, organizationId: number, term: string | null, limit: number) {
  let query = db
    .selectFrom('clients')
    .select(['id', 'fullName', 'email', 'phone'])
    .where('deletedAt', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('organizationClients as oc')
            .select('oc.id')
            .where('oc.organizationId', '=', organizationId)
            .whereRef('oc.clientId', '=', 'clients.id'),
        ),
      ),
    );
  if (term)
    query = query.where((eb) =>
      eb.or([searchTextContains('clients', term), eb('phone', 'ilike', containsPattern(term))]),
    );
  return query
    .orderBy(sql`lower(full_name)`)
    .orderBy('id')
    .limit(limit)
    .execute();
}
