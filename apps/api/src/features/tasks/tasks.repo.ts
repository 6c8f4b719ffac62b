import type { Database, TasksTable } from '@app/db';
import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';

type Db = Kysely<Database>;
export type TaskRow = Selectable<TasksTable> & { assignedToIds: number[] };

const withAssignees = (db: Db) =>
  db
    .selectFrom('tasks as t')
    .selectAll('t')
    .select(
      sql<
        number[]
      >`coalesce((select array_agg(a.user_id order by a.position, a.user_id) from task_assignees a where a.task_id = t.id), '{}')`.as(
        'assignedToIds',
      ),
    );

export function listForProject(db: Db, projectId: number): Promise<TaskRow[]> {
  return withAssignees(db).where('t.projectId', '=', projectId).orderBy('t.sortOrder').orderBy('t.id').execute();
}

export function findById(db: Db, id: number): Promise<TaskRow | undefined> {
  return withAssignees(db).where('t.id', '=', id).executeTakeFirst();
}

/** Every project task, or those assigned to one user, keyset by id. */
export function listAll(db: Db, opts: { assignedTo?: number; afterId?: number; limit: number }): Promise<TaskRow[]> {
  let query = withAssignees(db);
  if (opts.assignedTo !== undefined) {
    const user = opts.assignedTo;
    query = query.where(
      sql<boolean>`exists (select 1 from task_assignees a where a.task_id = t.id and a.user_id = ${user})`,
    );
  }
  if (opts.afterId !== undefined) query = query.where('t.id', '>', opts.afterId);
  return query.orderBy('t.id').limit(opts.limit).execute();
}

async function nextSortOrder(db: Db, projectId: number): Promise<number> {
  const row = await db
    .selectFrom('tasks')
    .select((eb) => eb.fn.max('sortOrder').as('max'))
    .where('projectId', '=', projectId)
    .executeTakeFirst();
  return Number(row?.max ?? -1) + 1;
}

export async function insertTask(db: Db, values: Omit<Insertable<TasksTable>, 'sortOrder'>): Promise<number> {
  const sortOrder = await nextSortOrder(db, values.projectId);
  const row = await db
    .insertInto('tasks')
    .values({ ...values, sortOrder })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Tasks by name only (templates, the next occurrence of a recurring project): not started, no dates, nobody assigned. */
export async function insertTaskNames(
  db: Db,
  projectId: number,
  names: readonly string[],
  createdBy: number | null,
): Promise<number> {
  if (names.length === 0) return 0;
  const start = await nextSortOrder(db, projectId);
  await db
    .insertInto('tasks')
    .values(
      names.map((name, i) => ({ projectId, name, status: 'not_started' as const, sortOrder: start + i, createdBy })),
    )
    .execute();
  return names.length;
}

export function updateTask(db: Db, id: number, values: Updateable<TasksTable>) {
  return db.updateTable('tasks').set(values).where('id', '=', id).returning('id').executeTakeFirst();
}

export async function deleteTask(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('tasks').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Replaces the assignees; answers the users who were not assigned before. */
export async function replaceAssignees(db: Db, taskId: number, userIds: readonly number[]): Promise<number[]> {
  const before = new Set(
    (await db.selectFrom('taskAssignees').select('userId').where('taskId', '=', taskId).execute()).map((r) => r.userId),
  );
  await db.deleteFrom('taskAssignees').where('taskId', '=', taskId).execute();
  if (userIds.length > 0)
    await db
      .insertInto('taskAssignees')
      .values(userIds.map((userId, position) => ({ taskId, userId, position })))
      .execute();
  return userIds.filter((id) => !before.has(id));
}

export async function existingUsers(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  return new Set((await db.selectFrom('users').select('id').where('id', 'in', ids).execute()).map((r) => r.id));
}
