import { sql, type Kysely } from 'kysely';
import { createCountedTriggers, dropCountedTriggers } from './counted-triggers-v1';

// Frozen in time: written against Kysely<any>, never edited after it has shipped.
// The clients list's first page (issue 15: 1,000 req/s at 100,000 clients) counted up to 1,001
// live clients on every call to tell "1,000+". The live (not deleted) clients are now kept per
// status by statement-level triggers with transition tables, as project_status_counts is: an
// insert, a hard delete, a soft delete or restore (deleted_at) and a status change each move the
// counters in the same transaction. A search still counts its matches.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table client_status_counts (status text primary key, clients bigint not null)`.execute(db);
  await sql`insert into client_status_counts (status, clients)
    select status, count(*) from clients where deleted_at is null group by status`.execute(db);
  // Rows in status order, so two writers lock the counters in one order.
  await sql`
    create function client_status_counts_apply() returns trigger language plpgsql as $fn$
    begin
      if tg_op = 'INSERT' then
        insert into client_status_counts as c (status, clients)
        select status, count(*) from new_rows where deleted_at is null group by status order by status
        on conflict (status) do update set clients = c.clients + excluded.clients;
      elsif tg_op = 'DELETE' then
        update client_status_counts c set clients = c.clients - d.n
        from (select status, count(*) as n from old_rows where deleted_at is null group by status) d
        where c.status = d.status;
      else
        insert into client_status_counts as c (status, clients)
        select status, sum(n) from (
          select status, 1 as n from new_rows where deleted_at is null
          union all select status, -1 from old_rows where deleted_at is null
        ) d group by status having sum(n) <> 0 order by status
        on conflict (status) do update set clients = c.clients + excluded.clients;
      end if;
      return null;
    end
    $fn$`.execute(db);
  await createCountedTriggers(db, {
    name: (op) => sql.raw(`client_status_counts_${op}`),
    on: sql.raw('clients'),
    execute: sql.raw('client_status_counts_apply'),
    breaks: [' ', '\n    '],
  });
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropCountedTriggers(db, 'client_status_counts', sql.raw('clients'));
  await sql`drop function if exists client_status_counts_apply()`.execute(db);
  await sql`drop table if exists client_status_counts`.execute(db);
}
