import type { Database } from '@app/db';
import type { ProjectListQuery } from '@app/domain';
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { ProjectDetailsRow } from './projects-links.repo';
import type { ProjectRow } from './projects.repo';

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

/** A page row: the project, its sort key (for the next cursor) and project_list_details' columns. */
export interface ListRow extends ProjectRow, Omit<ProjectDetailsRow, 'projectId'> {
  sortKey: string | null;
}

/**
 * The list's page in its order (an index scan: keyset after `cursor`, else by page number) with
 * each project's links, task counts and first assignee (project_list_details, whose plan the
 * connection keeps) and the total: one statement, one round trip, which matters on PGlite's single
 * connection. The links come as JSON text.
 */
export async function listPage(
  db: Db,
  query: ProjectListQuery,
  userId: number,
  cursor: ListCursor | null,
): Promise<{ rows: ListRow[]; total: number }> {
  const { expr } = SORT_KEYS[query.sort];
  const dir = sql.raw(query.direction === 'asc' ? 'asc' : 'desc');
  const where = cursor
    ? sql`${listFilter(query, userId)} and ${afterCursor(query, cursor)}`
    : listFilter(query, userId);
  const offset = cursor ? 0 : (query.page - 1) * query.pageSize;
  const order = sql`order by ${expr} ${dir}, p.id ${dir}`;
  const { rows } = await sql<ListRow & { total: number }>`
    with page as materialized (
      select p.*, ${expr}::text as sort_key from projects p where ${where} ${order} limit ${query.pageSize} offset ${offset}
    )
    select t.total, p.*, d.link_clients, d.link_organizations, d.link_managers, d.total_tasks, d.completed_tasks,
      d.first_assignee
    from (${totalOf(query, userId)}) t
    left join (page p join project_list_details((select array_agg(id) from page)) d on d.project_id = p.id) on true
    ${order}`.execute(db);
  return { rows: rows.filter((r) => r.id !== null), total: rows[0]?.total ?? 0 };
}
