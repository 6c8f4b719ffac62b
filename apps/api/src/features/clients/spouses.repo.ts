import type { Database, RelationshipType } from '@app/db';
import { sql, type Kysely } from 'kysely';
import { searchCondition } from './clients-list.repo';

/** A client's spouse links with the spouse's profile (soft-deleted spouses are hidden). */
export function listSpouses(db: Kysely<Database>, clientId: number) {
  return db
    .selectFrom('clientSpouses as s')
    .innerJoin('clients as c', 'c.id', 's.spouseId')
    .select([
      's.id',
      's.spouseId',
      's.relationshipType',
      's.createdAt',
      'c.fullName',
      'c.dateOfBirth',
      'c.ssnLast4',
      'c.email',
      'c.phone',
    ])
    .where('s.clientId', '=', clientId)
    .where('c.deletedAt', 'is', null)
    .orderBy('s.createdAt')
    .orderBy('s.id')
    .execute();
}

export async function linkExists(db: Kysely<Database>, clientId: number, spouseId: number): Promise<boolean> {
  const row = await db
    .selectFrom('clientSpouses')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('clientId', '=', clientId), eb('spouseId', '=', spouseId)]),
        eb.and([eb('clientId', '=', spouseId), eb('spouseId', '=', clientId)]),
      ]),
    )
    .executeTakeFirst();
  return !!row;
}

/** Both directions: the link shows on both profiles. Answers the link of `clientId`. */
export async function insertLink(
  db: Kysely<Database>,
  clientId: number,
  spouseId: number,
  relationshipType: RelationshipType,
) {
  const rows = await db
    .insertInto('clientSpouses')
    .values([
      { clientId, spouseId, relationshipType },
      { clientId: spouseId, spouseId: clientId, relationshipType },
    ])
    .onConflict((oc) => oc.columns(['clientId', 'spouseId']).doNothing())
    .returningAll()
    .execute();
  return rows.find((r) => r.clientId === clientId);
}

export async function deleteLink(db: Kysely<Database>, clientId: number, spouseId: number): Promise<number> {
  const result = await db
    .deleteFrom('clientSpouses')
    .where((eb) =>
      eb.or([
        eb.and([eb('clientId', '=', clientId), eb('spouseId', '=', spouseId)]),
        eb.and([eb('clientId', '=', spouseId), eb('spouseId', '=', clientId)]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Clients that can become this client's spouse: not itself, not linked already, not deleted; by name. */
export function candidates(db: Kysely<Database>, clientId: number, search: string | undefined, limit: number) {
  let query = db
    .selectFrom('clients as c')
    .select(['c.id', 'c.fullName', 'c.email', 'c.phone', 'c.dateOfBirth'])
    .where('c.deletedAt', 'is', null)
    .where('c.id', '<>', clientId)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('clientSpouses as s')
            .select('s.id')
            .where('s.clientId', '=', clientId)
            .whereRef('s.spouseId', '=', 'c.id'),
        ),
      ),
    );
  const term = search?.trim();
  if (term) query = query.where((eb) => searchCondition(eb as never, term));
  return query
    .orderBy(sql`lower(c.full_name)`)
    .orderBy('c.id')
    .limit(limit)
    .execute();
}
