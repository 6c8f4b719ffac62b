import { sql, type Kysely } from 'kysely';
import { createCountedTriggers, dropCountedTriggers } from './counted-triggers-v1';

// Frozen in time: written against Kysely<any>, never edited after it has shipped.
// The projects list's page (issue 12: p99 under 50 ms at 10,000 projects, 100,000 tasks, 32
// connections). project_list_details counted each row's tasks and joined its links on every call
// (about 900 buffer reads a page); on PGlite's one connection every request waits behind the others,
// so the page's database work has to be about a millisecond. Each project's list details (ordered
// links as JSON, their ids, task counts, first task assignee) are now kept in one row by triggers,
// and a page reads 25 projects and 25 of these rows by primary key.
//
// A refresh recomputes the whole row of each touched project rather than applying deltas: the links
// and the first assignee have no delta. It first locks the rows, so that under READ COMMITTED the
// recompute (a later statement, a later snapshot) sees what a concurrent writer committed.

const REFRESH_SOURCES = [
  // [table, trigger name stem, the touched projects from a transition table `rows`]
  ['tasks', 'tasks', 'select project_id from rows'],
  ['task_assignees', 'task_assignees', 'select t.project_id from rows r join tasks t on t.id = r.task_id'],
  ['project_clients', 'project_clients', 'select project_id from rows'],
  ['project_organizations', 'project_organizations', 'select project_id from rows'],
  ['project_managers', 'project_managers', 'select project_id from rows'],
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table project_list_summaries (
      project_id int primary key references projects (id) on delete cascade,
      clients json not null default '[]',
      organizations json not null default '[]',
      managers json not null default '[]',
      client_ids int[] not null default '{}',
      organization_ids int[] not null default '{}',
      manager_ids int[] not null default '{}',
      total_tasks int not null default 0,
      completed_tasks int not null default 0,
      first_assignee int
    )`.execute(db);

  await sql`
    create function project_list_summaries_refresh(touched int[]) returns void
    language plpgsql as $fn$
    begin
      if touched is null or cardinality(touched) = 0 then return; end if;
      perform 1 from project_list_summaries where project_id = any(touched) order by project_id for update;
      insert into project_list_summaries as s (project_id, clients, organizations, managers,
        client_ids, organization_ids, manager_ids, total_tasks, completed_tasks, first_assignee)
      select p.id, lc.items, lo.items, lm.items, lc.ids, lo.ids, lm.ids, tc.total, tc.completed,
        (select a.user_id from tasks t join task_assignees a on a.task_id = t.id where t.project_id = p.id
          order by t.sort_order, t.id, a.position limit 1)
      from projects p
      cross join lateral (
        select coalesce(json_agg(json_build_object('id', c.id, 'fullName', c.full_name) order by l.position, c.id), '[]') as items,
          coalesce(array_agg(c.id order by l.position, c.id), '{}') as ids
        from project_clients l join clients c on c.id = l.client_id
        where l.project_id = p.id and c.deleted_at is null) lc
      cross join lateral (
        select coalesce(json_agg(json_build_object('id', o.id, 'businessDba', o.business_dba) order by l.position, o.id), '[]') as items,
          coalesce(array_agg(o.id order by l.position, o.id), '{}') as ids
        from project_organizations l join organizations o on o.id = l.organization_id
        where l.project_id = p.id and o.deleted_at is null) lo
      cross join lateral (
        select coalesce(json_agg(json_build_object('id', u.id,
            'name', coalesce(nullif(concat_ws(' ', u.first_name, u.last_name), ''), u.username)) order by l.position, u.id), '[]') as items,
          coalesce(array_agg(u.id order by l.position, u.id), '{}') as ids
        from project_managers l join users u on u.id = l.user_id where l.project_id = p.id) lm
      cross join lateral (
        select count(*)::int as total, (count(*) filter (where t.status = 'completed'))::int as completed
        from tasks t where t.project_id = p.id) tc
      where p.id = any(touched)
      order by p.id
      on conflict (project_id) do update set clients = excluded.clients, organizations = excluded.organizations,
        managers = excluded.managers, client_ids = excluded.client_ids, organization_ids = excluded.organization_ids,
        manager_ids = excluded.manager_ids, total_tasks = excluded.total_tasks,
        completed_tasks = excluded.completed_tasks, first_assignee = excluded.first_assignee;
    end
    $fn$`.execute(db);

  await sql`
    create function project_list_summaries_insert() returns trigger language plpgsql as $fn$
    begin
      insert into project_list_summaries (project_id) select id from new_rows order by id;
      return null;
    end
    $fn$`.execute(db);
  await sql`create trigger project_list_summaries_insert after insert on projects referencing new table as new_rows
    for each statement execute function project_list_summaries_insert()`.execute(db);

  for (const [table, stem, touched] of REFRESH_SOURCES) {
    const fn = sql.id(`project_list_summaries_from_${stem}`);
    const ofRows = (rows: string) => sql.raw(touched.replace(/\brows\b/, rows));
    await sql`
      create function ${fn}() returns trigger language plpgsql as $fn$
      begin
        if tg_op = 'INSERT' then
          perform project_list_summaries_refresh(array(select distinct x.project_id from (${ofRows('new_rows')}) x(project_id)));
        elsif tg_op = 'DELETE' then
          perform project_list_summaries_refresh(array(select distinct x.project_id from (${ofRows('old_rows')}) x(project_id)));
        else
          perform project_list_summaries_refresh(array(select distinct x.project_id from (
            ${ofRows('new_rows')} union ${ofRows('old_rows')}) x(project_id)));
        end if;
        return null;
      end
      $fn$`.execute(db);
    await createCountedTriggers(db, {
      name: (op) => sql.id(`${stem}_list_summaries_${op}`),
      on: sql.id(table),
      execute: fn,
    });
  }

  // Names shown in the list: a rename or a (soft) delete refreshes the projects that show it.
  await sql`
    create function project_list_summaries_from_names() returns trigger language plpgsql as $fn$
    begin
      perform project_list_summaries_refresh(array(
        select l.project_id from project_clients l where tg_table_name = 'clients' and l.client_id = new.id
        union select l.project_id from project_organizations l where tg_table_name = 'organizations' and l.organization_id = new.id
        union select l.project_id from project_managers l where tg_table_name = 'users' and l.user_id = new.id));
      return null;
    end
    $fn$`.execute(db);
  await sql`create trigger clients_list_summaries_names after update of full_name, deleted_at on clients for each row
    when (old.full_name is distinct from new.full_name or old.deleted_at is distinct from new.deleted_at)
    execute function project_list_summaries_from_names()`.execute(db);
  await sql`create trigger organizations_list_summaries_names after update of business_dba, deleted_at on organizations
    for each row when (old.business_dba is distinct from new.business_dba or old.deleted_at is distinct from new.deleted_at)
    execute function project_list_summaries_from_names()`.execute(db);
  await sql`create trigger users_list_summaries_names after update of first_name, last_name, username on users
    for each row when (old.first_name is distinct from new.first_name or old.last_name is distinct from new.last_name
      or old.username is distinct from new.username)
    execute function project_list_summaries_from_names()`.execute(db);

  await sql`select project_list_summaries_refresh(array(select id from projects))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [table, stem] of REFRESH_SOURCES) {
    await dropCountedTriggers(db, `${stem}_list_summaries`, sql.id(table));
    await sql`drop function if exists ${sql.id(`project_list_summaries_from_${stem}`)}()`.execute(db);
  }
  await sql`drop trigger if exists clients_list_summaries_names on clients`.execute(db);
  await sql`drop trigger if exists organizations_list_summaries_names on organizations`.execute(db);
  await sql`drop trigger if exists users_list_summaries_names on users`.execute(db);
  await sql`drop function if exists project_list_summaries_from_names()`.execute(db);
  await sql`drop trigger if exists project_list_summaries_insert on projects`.execute(db);
  await sql`drop function if exists project_list_summaries_insert()`.execute(db);
  await sql`drop function if exists project_list_summaries_refresh(int[])`.execute(db);
  await sql`drop table if exists project_list_summaries`.execute(db);
}
