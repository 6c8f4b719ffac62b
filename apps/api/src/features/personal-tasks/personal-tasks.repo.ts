import type { Database, PersonalTasksTable } from '@app/db';
import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';

type Db = Kysely<Database>;
export type PersonalTaskRow = Selectable<PersonalTasksTable>;

/** The owner's to-dos: open ones by due date (undated last), then completed ones, newest first. */
export function listForUser(db: Db, userId: number): Promise<PersonalTaskRow[]> {
  return db
    .selectFrom('personalTasks')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy(sql`status = 'completed'`)
    .orderBy('dueDate', (ob) => ob.asc().nullsLast())
    .orderBy('completedAt', (ob) => ob.desc().nullsLast())
    .orderBy('id')
    .limit(2000)
    .execute();
}

export function insert(db: Db, values: Insertable<PersonalTasksTable>): Promise<PersonalTaskRow> {
  return db.insertInto('personalTasks').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateOwn(
  db: Db,
  userId: number,
  id: number,
  values: Updateable<PersonalTasksTable>,
): Promise<PersonalTaskRow | undefined> {
  if (Object.keys(values).length === 0)
    return db
      .selectFrom('personalTasks')
      .selectAll()
      .where('id', '=', id)
      .where('userId', '=', userId)
      .executeTakeFirst();
  return db
    .updateTable('personalTasks')
    .set(values)
    .where('id', '=', id)
    .where('userId', '=', userId)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteOwn(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('personalTasks')
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
