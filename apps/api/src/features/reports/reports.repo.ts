import type { Database } from '@app/db';
import { GROUP_HEALTH_TYPES, PC_SECTION_ORDER } from '@app/domain';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { jsonPage, rowCount } from '../../lists/list-page.repo';

// The reports that read projects and organizations directly; each is one SQL query with a page.

/**
 * A report's page. `query` computes its per-row columns over the page's rows only: it picks them
 * (ordered, limited) in a subquery first, since a Limit reads every row it skips with the whole
 * select list computed (projects-pending at offset 2,000 ran its three subqueries 2,050 times).
 */
async function pageOf<R>(db: Kysely<Database>, query: RawBuilder<R>): Promise<R[]> {
  return (await jsonPage(db, db.selectFrom(sql<R>`(${query})`.as('r')).selectAll())) as R[];
}

const paged = (limit: number, offset: number) => sql`limit ${rowCount(limit)} offset ${rowCount(offset)}`;

const userName = (alias: string) =>
  sql.raw(`coalesce(nullif(trim(concat_ws(' ', ${alias}.first_name, ${alias}.last_name)), ''), ${alias}.username)`);

export interface ProjectReportRow {
  id: number;
  projectName: string;
  status: string;
  dueDate: string | null;
  clientOrOrganization: string | null;
  projectManager: string | null;
  assignedTo: string | null;
}

const pendingOrder = sql`(p.status = 'not_started') desc, p.due_date nulls last, p.id`;

/** Open projects, 'not started' first, then by due date; every linked client, then every organization. */
const projectsPending = (limit: number, offset: number) => sql<ProjectReportRow>`
  select p.id, p.project_name, p.status, p.due_date,
    (select string_agg(l.name, ', ' order by l.kind, l.position, l.id) from (
        select 0 as kind, pc.position, pc.client_id as id, c.full_name as name
          from project_clients pc join clients c on c.id = pc.client_id and c.deleted_at is null
          where pc.project_id = p.id
        union all
        select 1, po.position, po.organization_id, o.business_dba
          from project_organizations po join organizations o on o.id = po.organization_id and o.deleted_at is null
          where po.project_id = p.id) l) as client_or_organization,
    (select ${userName('u')} from project_managers pm join users u on u.id = pm.user_id
      where pm.project_id = p.id order by pm.position, pm.user_id limit 1) as project_manager,
    (select string_agg(distinct ${userName('u')}, ', ') from tasks t join task_assignees ta on ta.task_id = t.id join users u on u.id = ta.user_id
      where t.project_id = p.id) as assigned_to
  from (select p.id, p.name as project_name, p.status, p.due_date from projects p
    where p.status <> 'completed' order by ${pendingOrder} ${paged(limit, offset)}) p
  order by ${pendingOrder}`;

export const projectsPendingPage = (db: Kysely<Database>, limit: number, offset: number) =>
  pageOf(db, projectsPending(limit, offset));
/**
 * The open projects: from the per-status counters the triggers keep (project_status_counts,
 * migration 2026-11-25T1500), as the projects list's tabs, instead of walking 3,500 index entries
 * of a large firm's open projects on every call.
 */
export async function projectsPendingCount(db: Kysely<Database>): Promise<number> {
  const { rows } = await sql<{
    n: string;
  }>`select coalesce(sum(c.projects), 0) as n from project_status_counts c where c.status <> 'completed'`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

export interface OrganizationReportRow {
  id: number;
  businessDba: string;
  businessLegalName: string | null;
  businessPhone: string | null;
  businessEmail: string | null;
  /** Coverage or policy types, in the screens' order, comma-separated codes. */
  types: string | null;
}

export type ServiceTable = 'payrolls' | 'group_health_sections' | 'pc_sections';

const TYPE_ORDER: Record<ServiceTable, readonly string[]> = {
  payrolls: [],
  group_health_sections: GROUP_HEALTH_TYPES,
  pc_sections: PC_SECTION_ORDER,
};

const nameOrder = sql`lower(o.business_dba), o.id`;

/** Organizations (not deleted) with at least one row in the service's table, by name. */
const activeOrganizations = (table: ServiceTable, limit: number, offset: number) => sql<OrganizationReportRow>`
  select o.id, o.business_dba, o.business_legal_name, o.business_phone, o.business_email,
    ${
      table === 'payrolls'
        ? sql`null::text`
        : sql`(select string_agg(s.section_type, ',' order by array_position(${[...TYPE_ORDER[table]]}::text[], s.section_type))
            from ${sql.table(table)} s where s.organization_id = o.id)`
    } as types
  from (select o.id, o.business_dba, o.business_legal_name, o.business_phone, o.business_email from organizations o
    where o.deleted_at is null and exists (select 1 from ${sql.table(table)} x where x.organization_id = o.id)
    order by ${nameOrder} ${paged(limit, offset)}) o
  order by ${nameOrder}`;

export const activeOrganizationsPage = (db: Kysely<Database>, table: ServiceTable, limit: number, offset: number) =>
  pageOf(db, activeOrganizations(table, limit, offset));
/**
 * How many organizations the report lists: the organizations (not deleted) with a row in the
 * service's table, from the counts the triggers keep (migration 2026-11-25T1806).
 */
export async function activeOrganizationsCount(db: Kysely<Database>, table: ServiceTable): Promise<number> {
  const { rows } = await sql<{ n: string }>`
    select organizations as n from active_service_counts where service = ${table}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}
