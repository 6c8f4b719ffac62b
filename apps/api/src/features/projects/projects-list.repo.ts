import type { Database } from '@app/db';
import type { ProjectListQuery } from '@app/domain';
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { rowCount } from '../../lists/list-page.repo';

type Db = Kysely<Database>;

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

/** The tab's condition on `alias`.status (projects or the per-status counters). */
function tabFilter(tab: ProjectListQuery['tab'], alias: 'p' | 'c') {
  const status = sql.ref(`${alias}.status`);
  if (tab === 'completed') return sql`${status} = 'completed'`;
  return tab === 'open' ? sql`${status} <> 'completed'` : sql`true`;
}

function listFilter(query: ProjectListQuery, userId: number): Expression<SqlBool> {
  const parts = [tabFilter(query.tab, 'p')];
  if (query.mine) {
    parts.push(sql`(exists (select 1 from project_managers pm where pm.project_id = p.id and pm.user_id = ${userId})
      or exists (select 1 from task_assignees ta join tasks t on t.id = ta.task_id where t.project_id = p.id and ta.user_id = ${userId}))`);
  }
  if (query.search) parts.push(sql`p.name ilike ${`%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  return sql<SqlBool>`${sql.join(parts, sql` and `)}`;
}

/** The list's total: the per-status counters for a tab alone (no count), else a count of the matches. */
function totalOf(query: ProjectListQuery, userId: number) {
  if (!query.mine && !query.search)
    return sql`select coalesce(sum(c.projects), 0)::int as total from project_status_counts c where ${tabFilter(query.tab, 'c')}`;
  return sql`select count(*)::int as total from projects p where ${listFilter(query, userId)}`;
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

/** The list's answer as the database writes it: the page's items as JSON text (ProjectView each). */
export interface ListPage {
  itemsJson: string;
  total: number;
  /** Rows on the page, and the last one's sort key and id (the next cursor). */
  count: number;
  lastKey: string | null;
  lastId: number | null;
}

const ISO_MS = sql.lit('YYYY-MM-DD"T"HH24:MI:SS.MS"Z"');

/**
 * A row as toProjectView (projects.view.ts) answers it, built by the database from the project and
 * its project_list_summaries row (links, their ids, task counts, first assignee): no per-row work in
 * the server, whose one event loop and PGlite's one connection every request shares.
 */
const ITEM = sql`json_build_object('id', p.id, 'name', p.name, 'description', p.description, 'status', p.status,
  'startDate', p.start_date, 'dueDate', p.due_date,
  'createdAt', to_char(p.created_at at time zone 'UTC', ${ISO_MS}),
  'updatedAt', to_char(p.updated_at at time zone 'UTC', ${ISO_MS}),
  'clientId', s.client_ids[1], 'organizationId', s.organization_ids[1], 'projectManagerId', s.manager_ids[1],
  'assignedToId', s.first_assignee, 'clientIds', s.client_ids, 'organizationIds', s.organization_ids,
  'project_manager_ids', s.manager_ids, 'clients', s.clients, 'organizations', s.organizations, 'managers', s.managers,
  'completedTasks', s.completed_tasks, 'totalTasks', s.total_tasks,
  'recurrence', p.recurrence, 'occurrence', p.occurrence, 'nextProjectId', p.next_project_id)`;

/**
 * The list's page in its order (an index scan: keyset after `cursor`, else by page number), each
 * row joined to its summary by primary key and written as JSON, and the total: one statement, one
 * row, one round trip, which matters on PGlite's single connection.
 */
export async function listPage(
  db: Db,
  query: ProjectListQuery,
  userId: number,
  cursor: ListCursor | null,
): Promise<ListPage> {
  const { expr } = SORT_KEYS[query.sort];
  const dir = sql.raw(query.direction === 'asc' ? 'asc' : 'desc');
  const where = cursor
    ? sql`${listFilter(query, userId)} and ${afterCursor(query, cursor)}`
    : listFilter(query, userId);
  const offset = cursor ? 0 : (query.page - 1) * query.pageSize;
  const order = sql`order by ${expr} ${dir}, p.id ${dir}`;
  const reverse = sql.raw(query.direction === 'asc' ? 'desc' : 'asc');
  const { rows } = await sql<ListPage>`
    with page as materialized (
      select p.*, ${expr}::text as sort_key from projects p where ${where} ${order} limit ${rowCount(query.pageSize)} offset ${rowCount(offset)}
    )
    select t.total, j.items_json, j.count, l.sort_key as last_key, l.id as last_id
    from (${totalOf(query, userId)}) t
    cross join (select coalesce(json_agg(${ITEM} ${order}), '[]')::text as items_json, count(*)::int as count
      from page p join project_list_summaries s on s.project_id = p.id) j
    left join lateral (select p.sort_key, p.id from page p order by ${expr} ${reverse}, p.id ${reverse} limit 1) l on true`.execute(
    db,
  );
  return rows[0]!;
}
