import type { Database, SoiEventsTable } from '@app/db';
import type { Insertable, Kysely, Selectable } from 'kysely';

export type SoiEventRow = Selectable<SoiEventsTable>;

export function listForOrganization(db: Kysely<Database>, organizationId: number): Promise<SoiEventRow[]> {
  return db.selectFrom('soiEvents').selectAll().where('organizationId', '=', organizationId).orderBy('eventDate').orderBy('id').execute();
}

/** Pending (not completed) events of the organization whose due date is not in `keep`. */
export async function deletePending(db: Kysely<Database>, organizationId: number, keep: string[] = []): Promise<number> {
  let query = db.deleteFrom('soiEvents').where('organizationId', '=', organizationId).where('completed', '=', false);
  if (keep.length > 0) query = query.where('dueDate', 'not in', keep);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Idempotent: an event already there (same organization, kind and due date) stays as it is. */
export async function insertEvents(db: Kysely<Database>, rows: Insertable<SoiEventsTable>[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('soiEvents')
    .values(rows)
    .onConflict((oc) => oc.columns(['organizationId', 'kind', 'dueDate']).doNothing())
    .execute();
}
