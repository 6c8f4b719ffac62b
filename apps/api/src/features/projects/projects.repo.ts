import type { Database, ProjectsTable } from '@app/db';
import { PROJECT_STATUSES } from '@app/domain';
import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';

export type ProjectRow = Selectable<ProjectsTable>;
type Db = Kysely<Database>;

export function findById(db: Db, id: number): Promise<ProjectRow | undefined> {
  return db.selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirst();
}

export function lockById(db: Db, id: number): Promise<ProjectRow | undefined> {
  return db.selectFrom('projects').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export function insertProject(db: Db, values: Insertable<ProjectsTable>): Promise<ProjectRow> {
  return db.insertInto('projects').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateProject(db: Db, id: number, values: Updateable<ProjectsTable>): Promise<ProjectRow | undefined> {
  return db.updateTable('projects').set(values).where('id', '=', id).returningAll().executeTakeFirst();
}

export async function deleteProject(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('projects').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export function taskStatuses(db: Db, projectId: number) {
  return db.selectFrom('tasks').select(['id', 'status']).where('projectId', '=', projectId).execute();
}

export async function completeAllTasks(db: Db, projectId: number): Promise<number> {
  const result = await db
    .updateTable('tasks')
    .set({ status: 'completed' })
    .where('projectId', '=', projectId)
    .where('status', '<>', 'completed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Projects of one client or organization: not started, in progress, then completed; by due date. */
export function projectsLinkedTo(db: Db, owner: { clientId: number } | { organizationId: number }) {
  const base =
    'clientId' in owner
      ? db
          .selectFrom('projects as p')
          .innerJoin('projectClients as l', 'l.projectId', 'p.id')
          .where('l.clientId', '=', owner.clientId)
      : db
          .selectFrom('projects as p')
          .innerJoin('projectOrganizations as l', 'l.projectId', 'p.id')
          .where('l.organizationId', '=', owner.organizationId);
  return base
    .selectAll('p')
    .orderBy(sql`array_position(${[...PROJECT_STATUSES]}::text[], p.status)`)
    .orderBy('p.dueDate', (ob) => ob.asc().nullsLast())
    .orderBy('p.id')
    .limit(1000)
    .execute();
}

/** Repeating projects whose next occurrence may be due (the daily job checks each with the domain rule). */
export function recurringCandidates(db: Db) {
  return db
    .selectFrom('projects')
    .selectAll()
    .where('recurrence', 'is not', null)
    .where('nextProjectId', 'is', null)
    .orderBy('id')
    .limit(500)
    .execute();
}

/** The next occurrence's tasks: the names of `fromId`'s tasks in their order, not started, no dates, nobody assigned. */
export async function copyTaskNames(db: Db, fromId: number, toId: number, createdBy: number | null): Promise<number> {
  const result = await sql`
    insert into tasks (project_id, name, status, sort_order, created_by)
    select ${toId}, name, 'not_started', (row_number() over (order by sort_order, id))::int - 1, ${createdBy}
    from tasks where project_id = ${fromId}`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

export function taskTemplatesOf(db: Db, projectId: number) {
  return db
    .selectFrom('tasks')
    .select(['name', 'notes', 'priority'])
    .where('projectId', '=', projectId)
    .orderBy('sortOrder')
    .orderBy('id')
    .execute();
}
