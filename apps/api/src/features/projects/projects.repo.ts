import type { Database, ProjectsTable } from '@app/db';
import type { ProjectListQuery } from '@app/domain';
import {
  sql,
  type Expression,
  type Insertable,
  type Kysely,
  type Selectable,
  type SqlBool,
  type Updateable,
} from 'kysely';

export type ProjectRow = Selectable<ProjectsTable>;
type Db = Kysely<Database>;

export interface ProjectLinks {
  clients: Array<{ id: number; fullName: string }>;
  organizations: Array<{ id: number; businessDba: string }>;
  managers: Array<{ id: number; name: string }>;
}

/** The list's sort keys as SQL (each backed by a keyset index with id). */
const SORT_KEYS = {
  name: { expr: sql`lower(p.name)`, nullable: false },
  dueDate: { expr: sql`p.due_date`, nullable: true },
  startDate: { expr: sql`p.start_date`, nullable: true },
  createdAt: { expr: sql`p.created_at`, nullable: false },
  status: { expr: sql`p.status`, nullable: false },
} as const;

export interface ListCursor {
  key: string | null;
  id: number;
}

function listFilter(query: ProjectListQuery, userId: number): Expression<SqlBool> {
  const parts = [
    query.tab === 'completed'
      ? sql`p.status = 'completed'`
      : query.tab === 'open'
        ? sql`p.status <> 'completed'`
        : sql`true`,
  ];
  if (query.mine) {
    parts.push(sql`(exists (select 1 from project_managers pm where pm.project_id = p.id and pm.user_id = ${userId})
      or exists (select 1 from task_assignees ta join tasks t on t.id = ta.task_id where t.project_id = p.id and ta.user_id = ${userId}))`);
  }
  if (query.search) parts.push(sql`p.name ilike ${`%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  return sql<SqlBool>`${sql.join(parts, sql` and `)}`;
}

/** Rows after the cursor in the sort order; ascending puts missing dates last, descending first (PostgreSQL's index order). */
function afterCursor(query: ProjectListQuery, cursor: ListCursor): Expression<SqlBool> {
  const { expr, nullable } = SORT_KEYS[query.sort];
  const asc = query.direction === 'asc';
  const cmp = sql.raw(asc ? '>' : '<');
  if (cursor.key === null) {
    return asc
      ? sql<SqlBool>`(${expr} is null and p.id > ${cursor.id})`
      : sql<SqlBool>`((${expr} is null and p.id < ${cursor.id}) or ${expr} is not null)`;
  }
  const key =
    query.sort === 'createdAt'
      ? sql`${cursor.key}::timestamptz`
      : query.sort.endsWith('Date')
        ? sql`${cursor.key}::date`
        : sql`${cursor.key}`;
  const base = sql`(${expr} ${cmp} ${key} or (${expr} = ${key} and p.id ${cmp} ${cursor.id}))`;
  return nullable && asc ? sql<SqlBool>`(${base} or ${expr} is null)` : sql<SqlBool>`${base}`;
}

/** The list's page in its order (an ORDER BY over the alias `p`, so an outer query can repeat it). */
function pageOf(query: ProjectListQuery, userId: number, cursor: ListCursor | null) {
  const { expr } = SORT_KEYS[query.sort];
  const dir = sql.raw(query.direction === 'asc' ? 'asc' : 'desc');
  const where = cursor
    ? sql`${listFilter(query, userId)} and ${afterCursor(query, cursor)}`
    : listFilter(query, userId);
  const offset = cursor ? 0 : (query.page - 1) * query.pageSize;
  const order = sql`order by ${expr} ${dir}, p.id ${dir}`;
  return {
    order,
    page: sql`select p.*, ${expr}::text as sort_key from projects p where ${where} ${order} limit ${query.pageSize} offset ${offset}`,
  };
}

export interface DetailedListRow extends ProjectRow {
  sortKey: string | null;
  linkClients: string;
  linkOrganizations: string;
  linkManagers: string;
  totalTasks: number;
  completedTasks: number;
  firstAssignee: number | null;
}

/**
 * The list's page with each project's links, task counts and first assignee in one statement (the
 * answers of linksOf, taskSummaries and firstAssignees): one round trip instead of six, which
 * PGlite's single connection serializes. The links come as JSON text.
 */
export async function listPageDetailed(
  db: Db,
  query: ProjectListQuery,
  userId: number,
  cursor: ListCursor | null,
): Promise<DetailedListRow[]> {
  const { page, order } = pageOf(query, userId, cursor);
  const { rows } = await sql<DetailedListRow>`
    select p.*,
      (select coalesce(json_agg(json_build_object('id', c.id, 'fullName', c.full_name) order by l.position, c.id), '[]')::text
        from project_clients l join clients c on c.id = l.client_id where l.project_id = p.id and c.deleted_at is null) as link_clients,
      (select coalesce(json_agg(json_build_object('id', o.id, 'businessDba', o.business_dba) order by l.position, o.id), '[]')::text
        from project_organizations l join organizations o on o.id = l.organization_id where l.project_id = p.id and o.deleted_at is null) as link_organizations,
      (select coalesce(json_agg(json_build_object('id', u.id, 'name', coalesce(nullif(concat_ws(' ', u.first_name, u.last_name), ''), u.username))
          order by l.position, u.id), '[]')::text
        from project_managers l join users u on u.id = l.user_id where l.project_id = p.id) as link_managers,
      (select count(*) from tasks t where t.project_id = p.id)::int as total_tasks,
      (select count(*) from tasks t where t.project_id = p.id and t.status = 'completed')::int as completed_tasks,
      (select a.user_id from tasks t join task_assignees a on a.task_id = t.id where t.project_id = p.id
        order by t.sort_order, t.id, a.position limit 1) as first_assignee
    from (${page}) p
    ${order}`.execute(db);
  return rows;
}

export async function countList(db: Db, query: ProjectListQuery, userId: number): Promise<number> {
  const { rows } = await sql<{
    n: string;
  }>`select count(*) as n from projects p where ${listFilter(query, userId)}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

export function findById(db: Db, id: number): Promise<ProjectRow | undefined> {
  return db.selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirst();
}

export function lockById(db: Db, id: number): Promise<ProjectRow | undefined> {
  return db.selectFrom('projects').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
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

export async function firstAssignees(db: Db, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('tasks as t')
    .innerJoin('taskAssignees as a', 'a.taskId', 't.id')
    .where('t.projectId', 'in', ids)
    .select(['t.projectId', 'a.userId'])
    .distinctOn('t.projectId')
    .orderBy('t.projectId')
    .orderBy('t.sortOrder')
    .orderBy('t.id')
    .orderBy('a.position')
    .execute();
  return new Map(rows.map((r) => [r.projectId, r.userId]));
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
    .orderBy(sql`case p.status when 'not_started' then 0 when 'in_progress' then 1 else 2 end`)
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

export function taskTemplatesOf(db: Db, projectId: number) {
  return db
    .selectFrom('tasks')
    .select(['name', 'notes', 'priority'])
    .where('projectId', '=', projectId)
    .orderBy('sortOrder')
    .orderBy('id')
    .execute();
}
