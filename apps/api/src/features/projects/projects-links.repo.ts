import type { Database } from '@app/db';
import { sql, type Kysely } from 'kysely';

type Db = Kysely<Database>;

export interface ProjectLinks {
  clients: Array<{ id: number; fullName: string }>;
  organizations: Array<{ id: number; businessDba: string }>;
  managers: Array<{ id: number; name: string }>;
}

/** What the list and the detail show beside a project's row (project_list_summaries; links as JSON text). */
export interface ProjectDetailsRow {
  projectId: number;
  linkClients: string;
  linkOrganizations: string;
  linkManagers: string;
  totalTasks: number;
  completedTasks: number;
  firstAssignee: number | null;
}

/** Links, task counts and first assignee of each project, as the triggers keep them. */
export async function detailsOf(db: Db, ids: readonly number[]): Promise<Map<number, ProjectDetailsRow>> {
  if (ids.length === 0) return new Map();
  const { rows } = await sql<ProjectDetailsRow>`
    select project_id, clients::text as link_clients, organizations::text as link_organizations,
      managers::text as link_managers, total_tasks, completed_tasks, first_assignee
    from project_list_summaries where project_id = any(${sql.val([...ids])}::int[])`.execute(db);
  return new Map(rows.map((r) => [r.projectId, r]));
}

/** Clients, organizations (not deleted) and managers of each project, in their list order. */
export async function linksOf(db: Db, ids: readonly number[]): Promise<Map<number, ProjectLinks>> {
  const out = new Map<number, ProjectLinks>(ids.map((id) => [id, { clients: [], organizations: [], managers: [] }]));
  if (ids.length === 0) return out;
  const [clients, organizations, managers] = await Promise.all([
    db
      .selectFrom('projectClients as l')
      .innerJoin('clients as c', 'c.id', 'l.clientId')
      .where('l.projectId', 'in', ids)
      .where('c.deletedAt', 'is', null)
      .select(['l.projectId', 'c.id', 'c.fullName'])
      .orderBy('l.position')
      .orderBy('c.id')
      .execute(),
    db
      .selectFrom('projectOrganizations as l')
      .innerJoin('organizations as o', 'o.id', 'l.organizationId')
      .where('l.projectId', 'in', ids)
      .where('o.deletedAt', 'is', null)
      .select(['l.projectId', 'o.id', 'o.businessDba'])
      .orderBy('l.position')
      .orderBy('o.id')
      .execute(),
    db
      .selectFrom('projectManagers as l')
      .innerJoin('users as u', 'u.id', 'l.userId')
      .where('l.projectId', 'in', ids)
      .select(['l.projectId', 'u.id', 'u.username', 'u.firstName', 'u.lastName'])
      .orderBy('l.position')
      .orderBy('u.id')
      .execute(),
  ]);
  for (const c of clients) out.get(c.projectId)!.clients.push({ id: c.id, fullName: c.fullName });
  for (const o of organizations) out.get(o.projectId)!.organizations.push({ id: o.id, businessDba: o.businessDba });
  for (const m of managers)
    out
      .get(m.projectId)!
      .managers.push({ id: m.id, name: [m.firstName, m.lastName].filter(Boolean).join(' ') || m.username });
  return out;
}

/** Completed and total tasks per project, and the first task assignee (the spec's assignedToId). */
export async function taskSummaries(db: Db, ids: readonly number[] | null) {
  let query = db
    .selectFrom('tasks')
    .select((eb) => [
      'projectId',
      eb.fn.countAll<string>().as('totalTasks'),
      eb.fn.count<string>('id').filterWhere('status', '=', 'completed').as('completedTasks'),
    ])
    .groupBy('projectId');
  if (ids) {
    if (ids.length === 0) return [];
    query = query.where('projectId', 'in', ids);
  }
  return (await query.execute()).map((r) => ({
    projectId: r.projectId,
    totalTasks: Number(r.totalTasks),
    completedTasks: Number(r.completedTasks),
  }));
}

type LinkTable = 'projectClients' | 'projectOrganizations' | 'projectManagers';
const LINK_COLUMN = {
  projectClients: 'clientId',
  projectOrganizations: 'organizationId',
  projectManagers: 'userId',
} as const;

/** Replaces a project's list of clients, organizations or managers, keeping the given order. */
export async function replaceLinks(db: Db, table: LinkTable, projectId: number, ids: readonly number[]): Promise<void> {
  await db.deleteFrom(table).where('projectId', '=', projectId).execute();
  if (ids.length === 0) return;
  const column = LINK_COLUMN[table];
  await db
    .insertInto(table)
    .values(ids.map((id, position) => ({ projectId, [column]: id, position }) as never))
    .execute();
}

export async function linkIds(
  db: Db,
  projectId: number,
): Promise<{ clientIds: number[]; organizationIds: number[]; managerIds: number[] }> {
  const links = (await linksOf(db, [projectId])).get(projectId)!;
  return {
    clientIds: links.clients.map((c) => c.id),
    organizationIds: links.organizations.map((o) => o.id),
    managerIds: links.managers.map((m) => m.id),
  };
}

/** Which of `ids` exist in `table` (and are not deleted). */
export async function existing(
  db: Db,
  table: 'clients' | 'organizations' | 'users',
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  let query = db.selectFrom(table).select('id').where('id', 'in', ids);
  if (table !== 'users') query = query.where('deletedAt' as never, 'is', null);
  return new Set((await query.execute()).map((r) => r.id));
}
