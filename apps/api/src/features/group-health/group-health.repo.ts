import type { Database, GroupHealthPlansTable, GroupHealthSectionsTable } from '@app/db';
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import { coverageSectionsRepo } from '../../sections/coverage-sections.repo';

export type SectionRow = Selectable<GroupHealthSectionsTable>;
export type PlanRow = Selectable<GroupHealthPlansTable>;

/** The sections' queries; a section's plans go with it when it is deleted (foreign key cascade). */
export const { listSections, findSection, typeTaken, insertSection, updateSection, deleteSection, listAllSections } =
  coverageSectionsRepo('groupHealthSections');

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
