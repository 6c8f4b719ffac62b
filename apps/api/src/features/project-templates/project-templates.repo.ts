import type { Database } from '@app/db';
import type { Kysely } from 'kysely';

type Db = Kysely<Database>;

/** A user's templates by name, each with its task names in order. */
export async function listForUser(db: Db, userId: number) {
  const templates = await db
    .selectFrom('projectTemplates')
    .select(['id', 'name', 'description', 'createdAt', 'updatedAt'])
    .where('userId', '=', userId)
    .orderBy((eb) => eb.fn('lower', ['name']))
    .orderBy('id')
    .execute();
  const tasks = templates.length
    ? await db
        .selectFrom('projectTemplateTasks')
        .select(['id', 'templateId', 'name', 'position'])
        .where(
          'templateId',
          'in',
          templates.map((t) => t.id),
        )
        .orderBy('position')
        .orderBy('id')
        .execute()
    : [];
  return templates.map((t) => ({ ...t, tasks: tasks.filter((task) => task.templateId === t.id) }));
}

export function findOwn(db: Db, userId: number, id: number) {
  return db
    .selectFrom('projectTemplates')
    .select(['id', 'name', 'description', 'createdAt', 'updatedAt'])
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
}

export async function taskNames(db: Db, templateId: number): Promise<string[]> {
  return (
    await db
      .selectFrom('projectTemplateTasks')
      .select('name')
      .where('templateId', '=', templateId)
      .orderBy('position')
      .orderBy('id')
      .execute()
  ).map((r) => r.name);
}

export async function insertTemplate(
  db: Db,
  userId: number,
  values: { name: string; description: string | null },
  names: readonly string[],
): Promise<number> {
  const { id } = await db
    .insertInto('projectTemplates')
    .values({ userId, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (names.length > 0)
    await db
      .insertInto('projectTemplateTasks')
      .values(names.map((name, position) => ({ templateId: id, name, position })))
      .execute();
  return id;
}

export function updateOwn(db: Db, userId: number, id: number, values: { name: string; description: string | null }) {
  return db
    .updateTable('projectTemplates')
    .set(values)
    .where('id', '=', id)
    .where('userId', '=', userId)
    .returning('id')
    .executeTakeFirst();
}

export async function deleteOwn(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('projectTemplates')
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
