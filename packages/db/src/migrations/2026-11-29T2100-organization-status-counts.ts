import { sql, type Kysely } from 'kysely';
import { createCountedTriggers, dropCountedTriggers } from './counted-triggers-v1';

// Frozen in time: written against Kysely<any>, never edited after it has shipped.
// Issue 27: the organizations list's first page counted up to 1,001 live organizations on every
// call (with the read cache off: 123 req/s on PostgreSQL, p99 4.4 s on PGlite at 20,000
// organizations). The live (not deleted) organizations are now kept per status by statement-level
// triggers, as client_status_counts keeps the clients (migration 2026-11-25T1755): an insert, a
// hard delete, a soft delete or restore and a status change each move the counters in the same
// transaction. A search still counts its matches.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table organization_status_counts (status text primary key, organizations bigint not null)`.execute(
    db,
  );
  await sql`insert into organization_status_counts (status, organizations)
    select status, count(*) from organizations where deleted_at is null group by status`.execute(db);
  // Rows in status order, so two writers lock the counters in one order.
  await sql`
    create function organization_status_counts_apply() returns trigger language plpgsql as $fn$
    begin
      if tg_op = 'INSERT' then
        insert into organization_status_counts as c (status, organizations)
        select status, count(*) from new_rows where deleted_at is null group by status order by status
        on conflict (status) do update set organizations = c.organizations + excluded.organizations;
      elsif tg_op = 'DELETE' then
        update organization_status_counts c set organizations = c.organizations - d.n
        from (select status, count(*) as n from old_rows where deleted_at is null group by status) d
        where c.status = d.status;
      else
        insert into organization_status_counts as c (status, organizations)
        select status, sum(n) from (
          select status, 1 as n from new_rows where deleted_at is null
          union all select status, -1 from old_rows where deleted_at is null
        ) d group by status having sum(n) <> 0 order by status
        on conflict (status) do update set organizations = c.organizations + excluded.organizations;
      end if;
      return null;
    end
    $fn$`.execute(db);
  await createCountedTriggers(db, {
    name: (op) => sql.id(`organization_status_counts_${op}`),
    on: sql.raw('organizations'),
    execute: sql.raw('organization_status_counts_apply'),
  });
  // The read cache hears writes to every table (migrations 2026-11-27T0900 and 2026-11-29T1110).
  await sql`create trigger organization_status_counts_notify_data_change
      after insert or update or delete or truncate on organization_status_counts
      for each statement execute function notify_data_change()`.execute(db);
  await sql`create constraint trigger organization_status_counts_bump_data_version
      after insert or update or delete on organization_status_counts deferrable initially deferred
      for each row execute function bump_data_version('1')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropCountedTriggers(db, 'organization_status_counts', sql.raw('organizations'));
  await sql`drop function if exists organization_status_counts_apply()`.execute(db);
  await sql`drop table if exists organization_status_counts`.execute(db);
}
