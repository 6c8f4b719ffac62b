import type { Database, GroupHealthPlansTable, GroupHealthSectionsTable } from '@app/db';
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';

export type SectionRow = Selectable<GroupHealthSectionsTable>;
export type PlanRow = Selectable<GroupHealthPlansTable>;

export function listSections(db: Kysely<Database>, organizationId: number): Promise<SectionRow[]> {
  return db
    .selectFrom('groupHealthSections')
    .selectAll()
    .where('organizationId', '=', organizationId)
    .orderBy('id')
    .execute();
}

/** A section of an organization that is not soft-deleted. */
export function findSection(db: Kysely<Database>, id: number): Promise<SectionRow | undefined> {
  return db
    .selectFrom('groupHealthSections')
    .innerJoin('organizations', 'organizations.id', 'groupHealthSections.organizationId')
    .selectAll('groupHealthSections')
    .where('groupHealthSections.id', '=', id)
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
    .selectFrom('groupHealthSections')
    .select('id')
    .where('organizationId', '=', organizationId)
    .where('sectionType', '=', sectionType as never);
  if (exceptId) query = query.where('id', '<>', exceptId);
  return Boolean(await query.executeTakeFirst());
}

export function insertSection(db: Kysely<Database>, values: Insertable<GroupHealthSectionsTable>): Promise<SectionRow> {
  return db.insertInto('groupHealthSections').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateSection(
  db: Kysely<Database>,
  id: number,
  values: Updateable<GroupHealthSectionsTable>,
): Promise<SectionRow | undefined> {
  return db.updateTable('groupHealthSections').set(values).where('id', '=', id).returningAll().executeTakeFirst();
}

/** Its plans go with it (foreign key cascade). */
export async function deleteSection(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('groupHealthSections').where('id', '=', id).execute();
}

export function listPlans(db: Kysely<Database>, sectionIds: number[]): Promise<PlanRow[]> {
  if (sectionIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('groupHealthPlans').selectAll().where('sectionId', 'in', sectionIds).orderBy('id').execute();
}

export function findPlan(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('groupHealthPlans')
    .innerJoin('groupHealthSections', 'groupHealthSections.id', 'groupHealthPlans.sectionId')
    .innerJoin('organizations', 'organizations.id', 'groupHealthSections.organizationId')
    .selectAll('groupHealthPlans')
    .where('groupHealthPlans.id', '=', id)
    .where('organizations.deletedAt', 'is', null)
    .executeTakeFirst();
}

export function insertPlan(db: Kysely<Database>, values: Insertable<GroupHealthPlansTable>): Promise<PlanRow> {
  return db.insertInto('groupHealthPlans').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updatePlan(
  db: Kysely<Database>,
  id: number,
  values: Updateable<GroupHealthPlansTable>,
): Promise<PlanRow | undefined> {
  return db.updateTable('groupHealthPlans').set(values).where('id', '=', id).returningAll().executeTakeFirst();
}

export async function deletePlan(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('groupHealthPlans').where('id', '=', id).execute();
}

export function listAllSections(
  db: Kysely<Database>,
  opts: { organizationId?: number | null; limit: number; offset: number },
) {
  let query = db
    .selectFrom('groupHealthSections')
    .innerJoin('organizations', 'organizations.id', 'groupHealthSections.organizationId')
    .selectAll('groupHealthSections')
    .select(['organizations.businessDba'])
    .where('organizations.deletedAt', 'is', null);
  if (opts.organizationId) query = query.where('groupHealthSections.organizationId', '=', opts.organizationId);
  return query
    .orderBy('groupHealthSections.renewalDate', (ob) => ob.asc().nullsLast())
    .orderBy('groupHealthSections.id')
    .limit(opts.limit)
    .offset(opts.offset)
    .execute();
}
