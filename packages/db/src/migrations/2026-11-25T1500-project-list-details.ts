import { sql, type Kysely } from 'kysely';
import { createCountedTriggers, dropCountedTriggers } from './counted-triggers-v1';

// Frozen in time: written against Kysely<any>, never edited after it has shipped.
// The projects list's page (issue 12: first page p99 under 50 ms at 10,000 projects, 100,000
// tasks). Its per-row details (linked clients, organizations and managers as JSON text, completed
// and total task counts, the first task assignee) were six correlated subqueries planned again on
// every call: the planning cost more than the run (3 ms of 8 on PostgreSQL, far more on PGlite,
// whose one connection serializes every request). In a PL/pgSQL function the statement's plan is
// kept per connection, so a call plans only the page's index scan. The total of the Open and
// Completed tabs was a count over every matching project; it is now kept per status by a
// statement-level trigger (exact, one row per status; the "mine" switch and a search still count).

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function project_list_details(ids int[])
    returns table (
      project_id int, link_clients text, link_organizations text, link_managers text,
      total_tasks int, completed_tasks int, first_assignee int
    )
    language plpgsql stable as $fn$
    #variable_conflict use_column
    begin
      return query
      select x.id,
        (select coalesce(json_agg(json_build_object('id', c.id, 'fullName', c.full_name) order by l.position, c.id), '[]')::text
          from project_clients l join clients c on c.id = l.client_id
          where l.project_id = x.id and c.deleted_at is null),
        (select coalesce(json_agg(json_build_object('id', o.id, 'businessDba', o.business_dba) order by l.position, o.id), '[]')::text
          from project_organizations l join organizations o on o.id = l.organization_id
          where l.project_id = x.id and o.deleted_at is null),
        (select coalesce(json_agg(json_build_object('id', u.id,
            'name', coalesce(nullif(concat_ws(' ', u.first_name, u.last_name), ''), u.username)) order by l.position, u.id), '[]')::text
          from project_managers l join users u on u.id = l.user_id where l.project_id = x.id),
        tc.total::int,
        tc.completed::int,
        (select a.user_id from tasks t join task_assignees a on a.task_id = t.id where t.project_id = x.id
          order by t.sort_order, t.id, a.position limit 1)
      from unnest(ids) as x(id)
      cross join lateral (
        select count(*) as total, count(*) filter (where t.status = 'completed') as completed
        from tasks t where t.project_id = x.id
      ) tc;
    end
    $fn$`.execute(db);

  await sql`create table project_status_counts (status text primary key, projects bigint not null)`.execute(db);
  await sql`insert into project_status_counts (status, projects) select status, count(*) from projects group by status`.execute(
    db,
  );
  // Rows in status order, so two writers lock the counters in one order.
  await sql`
    create function project_status_counts_apply() returns trigger language plpgsql as $fn$
    begin
      if tg_op = 'INSERT' then
        insert into project_status_counts as c (status, projects)
        select status, count(*) from new_rows group by status order by status
        on conflict (status) do update set projects = c.projects + excluded.projects;
      elsif tg_op = 'DELETE' then
        update project_status_counts c set projects = c.projects - d.n
        from (select status, count(*) as n from old_rows group by status) d where c.status = d.status;
      else
        insert into project_status_counts as c (status, projects)
        select status, sum(n) from (
          select status, 1 as n from new_rows union all select status, -1 from old_rows
        ) d group by status having sum(n) <> 0 order by status
        on conflict (status) do update set projects = c.projects + excluded.projects;
      end if;
      return null;
    end
    $fn$`.execute(db);
  await createCountedTriggers(db, {
    name: (op) => sql.raw(`project_status_counts_${op}`),
    on: sql.raw('projects'),
    execute: sql.raw('project_status_counts_apply'),
    breaks: [' ', '\n    '],
  });
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropCountedTriggers(db, 'project_status_counts', sql.raw('projects'));
  await sql`drop function if exists project_status_counts_apply()`.execute(db);
  await sql`drop table if exists project_status_counts`.execute(db);
  await sql`drop function if exists project_list_details(int[])`.execute(db);
}
