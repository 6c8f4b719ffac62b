import type { Database, PcSectionsTable } from '@app/db';
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';

export type PcSectionRow = Selectable<PcSectionsTable>;

export function listSections(db: Kysely<Database>, organizationId: number): Promise<PcSectionRow[]> {
  return db.selectFrom('pcSections').selectAll().where('organizationId', '=', organizationId).orderBy('id').execute();
}

export function findSection(db: Kysely<Database>, id: number): Promise<PcSectionRow | undefined> {
  return db
    .selectFrom('pcSections')
    .innerJoin('organizations', 'organizations.id', 'pcSections.organizationId')
    .selectAll('pcSections')
    .where('pcSections.id', '=', id)
    .where('organizations.deletedAt', 'is', null)
    .executeTakeFirst();
}

export async function typeTaken(
  db: Kysely<Database>,
  organizationId: number,
  sectionType: string,
  exceptId?: number,
): Promise<boolean> {
  let query = db
    .selectFrom('pcSections')
    .select('id')
    .where('organizationId', '=', organizationId)
    .where('sectionType', '=', sectionType as never);
  if (exceptId) query = query.where('id', '<>', exceptId);
  return Boolean(await query.executeTakeFirst());
}

export function insertSection(db: Kysely<Database>, values: Insertable<PcSectionsTable>): Promise<PcSectionRow> {
  return db.insertInto('pcSections').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateSection(
  db: Kysely<Database>,
  id: number,
  values: Updateable<PcSectionsTable>,
): Promise<PcSectionRow | undefined> {
  return db.updateTable('pcSections').set(values).where('id', '=', id).returningAll().executeTakeFirst();
}

export async function deleteSection(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('pcSections').where('id', '=', id).execute();
}

export function listAllSections(
  db: Kysely<Database>,
  opts: { organizationId?: number | null; limit: number; offset: number },
) {
  let query = db
    .selectFrom('pcSections')
    .innerJoin('organizations', 'organizations.id', 'pcSections.organizationId')
    .selectAll('pcSections')
    .select(['organizations.businessDba'])
    .where('organizations.deletedAt', 'is', null);
  if (opts.organizationId) query = query.where('pcSections.organizationId', '=', opts.organizationId);
  return query
    .orderBy('pcSections.renewalDate', (ob) => ob.asc().nullsLast())
    .orderBy('pcSections.id')
    .limit(opts.limit)
    .offset(opts.offset)
    .execute();
}
