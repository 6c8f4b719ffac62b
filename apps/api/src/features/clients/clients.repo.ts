import type { ClientsTable, Database } from '@app/db';
import { sql, type Insertable, type Kysely, type Selectable, type SqlBool, type Updateable } from 'kysely';

// Clients' rows: one client, its writes, the duplicate check and the records its profile shows.
// The list, its search and its pages: clients-list.repo.ts and clients-counted-page.repo.ts
// (imported from there).

export type ClientRow = Selectable<ClientsTable>;

export function findClient(
  db: Kysely<Database>,
  id: number,
  opts: { includeDeleted?: boolean } = {},
): Promise<ClientRow | undefined> {
  let query = db.selectFrom('clients').selectAll().where('id', '=', id);
  if (!opts.includeDeleted) query = query.where('deletedAt', 'is', null);
  return query.executeTakeFirst();
}

export function insertClient(db: Kysely<Database>, values: Insertable<ClientsTable>): Promise<ClientRow> {
  return db.insertInto('clients').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateClient(
  db: Kysely<Database>,
  id: number,
  values: Updateable<ClientsTable>,
): Promise<ClientRow | undefined> {
  return db
    .updateTable('clients')
    .set(values)
    .where('id', '=', id)
    .where('deletedAt', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

export async function purgeClient(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('clients')
    .where('id', '=', id)
    .where('deletedAt', 'is not', null)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export function listDeletedClients(db: Kysely<Database>, limit: number, offset: number): Promise<ClientRow[]> {
  return db
    .selectFrom('clients')
    .selectAll()
    .where('deletedAt', 'is not', null)
    .orderBy('deletedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

/**
 * Similar clients for the add dialog: the same first and last name ignoring case (index on
 * lower(last_name), lower(first_name)), or a full name whose trigram similarity to "first last"
 * is at least 0.5 (catches typos such as "Jon Smith"; served by the trigram index through `%`).
 */
export function findSimilar(
  db: Kysely<Database>,
  firstName: string,
  lastName: string,
  limit = 10,
): Promise<Pick<ClientRow, 'id' | 'fullName' | 'email' | 'phone'>[]> {
  const name = `${firstName} ${lastName}`;
  return db
    .selectFrom('clients')
    .select(['id', 'fullName', 'email', 'phone'])
    .where('deletedAt', 'is', null)
    .where((eb) =>
      eb.or([
        eb.and([
          eb(sql`lower(last_name)`, '=', lastName.toLowerCase()),
          eb(sql`lower(first_name)`, '=', firstName.toLowerCase()),
        ]),
        eb.and([sql<SqlBool>`full_name % ${name}`, sql<SqlBool>`similarity(full_name, ${name}) >= 0.5`]),
      ]),
    )
    .orderBy(sql`similarity(full_name, ${name})`, 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function referralSourceExists(db: Kysely<Database>, id: number): Promise<boolean> {
  return !!(await db.selectFrom('referralSources').select('id').where('id', '=', id).executeTakeFirst());
}

export async function referralSourceNames(db: Kysely<Database>, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('referralSources').select(['id', 'fullName']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.fullName]));
}

// Related records shown on the profile.

export function projectsOfClient(db: Kysely<Database>, clientId: number) {
  return (
    db
      .selectFrom('projectClients as pc')
      .innerJoin('projects as p', 'p.id', 'pc.projectId')
      .select(['p.id', 'p.name', 'p.status', 'p.startDate', 'p.dueDate', 'p.createdAt'])
      .where('pc.clientId', '=', clientId)
      // By due date; the service puts them in the domain's status order (a stable sort keeps this).
      .orderBy('p.dueDate', (ob) => ob.asc().nullsLast())
      .orderBy('p.id')
      .execute()
  );
}

export function organizationLinksOfClient(db: Kysely<Database>, clientId: number) {
  return db
    .selectFrom('organizationClients as oc')
    .innerJoin('organizations as o', 'o.id', 'oc.organizationId')
    .select([
      'oc.id',
      'oc.organizationId',
      'o.businessDba',
      'o.businessEmail',
      'oc.isMainContact',
      'oc.doNotContact',
      'oc.positions',
      'oc.ownershipPercentage',
      'oc.dateLinked',
      'oc.createdAt',
    ])
    .where('oc.clientId', '=', clientId)
    .where('o.deletedAt', 'is', null)
    .orderBy(sql`lower(o.business_dba)`)
    .orderBy('oc.id')
    .execute();
}

export async function deleteOrganizationLink(
  db: Kysely<Database>,
  clientId: number,
  organizationId: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom('organizationClients')
    .where('clientId', '=', clientId)
    .where('organizationId', '=', organizationId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export function submissionsOfClient(db: Kysely<Database>, clientId: number) {
  return db
    .selectFrom('submissions')
    .select(['id', 'type', 'title', 'category', 'submittedAt'])
    .where('clientId', '=', clientId)
    .orderBy('submittedAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
