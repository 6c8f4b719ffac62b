import { sql, type Kysely } from 'kysely';
import { createCountedTriggers, createDeltaFunction, dropCountedTriggers } from './counted-triggers-v1';

// Frozen in time: written against Kysely<any>, never edited after it has shipped.
// Issue 13's bench: the active payroll, group benefits and P&C reports counted their
// organizations with a distinct over every row of the service's table (4 to 5 ms a call on
// PGlite, the larger part of each report). The organizations (not deleted) with at least one row
// in each table are now counted, kept exactly by statement-level triggers on the tables and on
// the organizations.

const SERVICES = ['payrolls', 'group_health_sections', 'pc_sections'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table active_service_counts (service text primary key, organizations bigint not null)`.execute(db);
  for (const table of SERVICES) {
    await sql`
      insert into active_service_counts (service, organizations)
      select ${table}::text, count(*) from (select distinct organization_id from ${sql.table(table)}) x
      where not exists (select from organizations d where d.id = x.organization_id and d.deleted_at is not null)`.execute(
      db,
    );
    const upsert = `insert into active_service_counts as c (service, organizations)`;
    const onConflict = `on conflict (service) do update set organizations = c.organizations + excluded.organizations;`;
    // Per organization the statement touched: rows now, and rows before (now less added plus removed).
    const delta = (rows: string) => `
      ${upsert}
      select '${table}', sum((a.now > 0)::int - (a.now - a.added + a.removed > 0)::int) from (
        select d.organization_id, sum(d.added) as added, sum(d.removed) as removed,
          (select count(*) from ${table} x where x.organization_id = d.organization_id) as now
        from (${rows}) d
        where exists (select from organizations o where o.id = d.organization_id and o.deleted_at is null)
        group by d.organization_id) a
      having sum((a.now > 0)::int - (a.now - a.added + a.removed > 0)::int) <> 0
      ${onConflict}`;
    const added = 'select organization_id, 1 as added, 0 as removed from new_rows';
    const removed = 'select organization_id, 0 as added, 1 as removed from old_rows';
    const fn = sql.id(`active_service_counts_${table}`);
    await createDeltaFunction(db, { name: fn, delta, added, removed, indent: '      ' });
    await createCountedTriggers(db, {
      name: (op) => sql.id(`active_service_counts_${op}`),
      on: sql.table(table),
      execute: fn,
      breaks: ['\n        ', ' '],
    });
  }
  // An organization deleted (or restored) takes itself off (or back on) the counts of its services.
  const moved = SERVICES.map(
    (table) => `
      insert into active_service_counts as c (service, organizations)
      select '${table}', sum(case when w.deleted_at is null then 1 else -1 end)
      from old_rows o join new_rows w on w.id = o.id
      where (o.deleted_at is null) <> (w.deleted_at is null) and exists (select from ${table} x where x.organization_id = w.id)
      having sum(case when w.deleted_at is null then 1 else -1 end) <> 0
      on conflict (service) do update set organizations = c.organizations + excluded.organizations;`,
  );
  await sql`
    create function active_service_counts_organizations() returns trigger language plpgsql as $fn$
    begin
      ${sql.raw(moved.join('\n'))}
      return null;
    end
    $fn$`.execute(db);
  await sql`create trigger active_service_counts_update after update on organizations
    referencing old table as old_rows new table as new_rows
    for each statement execute function active_service_counts_organizations()`.execute(db);
  // Before the row goes: its services' rows go with it by the cascade, when it is no longer to be found.
  const removedFor = SERVICES.map(
    (table) => `
        if exists (select from ${table} x where x.organization_id = old.id) then
          update active_service_counts set organizations = organizations - 1 where service = '${table}';
        end if;`,
  );
  await sql`
    create function active_service_counts_organization_delete() returns trigger language plpgsql as $fn$
    begin
      if old.deleted_at is null then ${sql.raw(removedFor.join(''))}
      end if;
      return old;
    end
    $fn$`.execute(db);
  await sql`create trigger active_service_counts_before_delete before delete on organizations
    for each row execute function active_service_counts_organization_delete()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const trigger of ['active_service_counts_update', 'active_service_counts_before_delete'])
    await sql`drop trigger if exists ${sql.id(trigger)} on organizations`.execute(db);
  await sql`drop function if exists active_service_counts_organization_delete()`.execute(db);
  await sql`drop function if exists active_service_counts_organizations()`.execute(db);
  for (const table of SERVICES) {
    await dropCountedTriggers(db, 'active_service_counts', sql.table(table));
    await sql`drop function if exists ${sql.id(`active_service_counts_${table}`)}()`.execute(db);
  }
  await sql`drop table if exists active_service_counts`.execute(db);
}
