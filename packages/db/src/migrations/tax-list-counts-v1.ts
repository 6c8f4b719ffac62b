import { sql, type Kysely } from 'kysely';
import { createCountedTriggers, createDeltaFunction, dropCountedTriggers } from './counted-triggers-v1';

// Frozen in time: written against Kysely<any>, never edited after it has shipped (used by
// 2026-11-25T1720-tax-list-counts). Counts of a deadline table's rows per key (tax year, quarter,
// status, due date...), kept exactly by statement-level triggers, over the rows whose owners
// (clients, organizations) are not deleted: an owner whose row is missing counts as not deleted,
// as in the lists' filter (NOT EXISTS a deleted owner).

export interface OwnedCounts {
  /** The counts table made, e.g. estimated_tax_counts. */
  counts: string;
  /** The deadline table counted. */
  source: string;
  /** The key columns with their types, e.g. ['tax_year int', 'status text']. */
  key: string[];
  /** The count column. */
  total: string;
  owners: { table: string; column: string }[];
}

export { triggerTables } from './counted-triggers-v1';

export async function createOwnedCounts(db: Kysely<any>, c: OwnedCounts): Promise<void> {
  const names = c.key.map((k) => k.split(' ')[0]!);
  const keyList = names.join(', ');
  const positions = names.map((_, i) => i + 1).join(', ');
  await sql
    .raw(
      `create table ${c.counts} (${c.key.map((k) => `${k} not null`).join(', ')},
    ${c.total} bigint not null, primary key (${keyList}))`,
    )
    .execute(db);
  const upsert = `insert into ${c.counts} as c (${keyList}, ${c.total})`;
  const onConflict = `on conflict (${keyList}) do update set ${c.total} = c.${c.total} + excluded.${c.total};`;
  const ownerColumns = c.owners.map((o) => o.column).join(', ');
  const delta = (rows: string) => `
      ${upsert}
      select ${names.map((n) => `d.${n}`).join(', ')}, sum(d.n) from (${rows}) d
      where ${c.owners.map((o) => `not exists (select from ${o.table} x where x.id = d.${o.column} and x.deleted_at is not null)`).join(' and ')}
      group by ${positions} having sum(d.n) <> 0 order by ${positions}
      ${onConflict}`;
  await sql.raw(delta(`select ${keyList}, ${ownerColumns}, 1 as n from ${c.source}`)).execute(db);
  const added = `select ${keyList}, ${ownerColumns}, 1 as n from new_rows`;
  const removed = `select ${keyList}, ${ownerColumns}, -1 as n from old_rows`;
  await createDeltaFunction(db, { name: sql.id(`${c.counts}_rows`), delta, added, removed });
  await createCountedTriggers(db, {
    name: (op) => sql.id(`${c.counts}_${op}`),
    on: sql.table(c.source),
    execute: sql.id(`${c.counts}_rows`),
  });

  for (const owner of c.owners) {
    const counted = (sign: number, owners: string) => `
      ${upsert}
      select ${names.map((n) => `p.${n}`).join(', ')}, ${sign} * count(*) from ${c.source} p
      where p.${owner.column} in (${owners}) group by ${positions} order by ${positions}
      ${onConflict}`;
    const changed = (from: string, to: string) =>
      `select o.id from old_rows o join new_rows w on w.id = o.id where o.deleted_at is ${from} and w.deleted_at is ${to}`;
    // An owner deleted (or restored) takes its rows off (or back on) the counts.
    await sql`
      create function ${sql.id(`${c.counts}_${owner.table}`)}() returns trigger language plpgsql as $fn$
      begin
        ${sql.raw(counted(-1, changed('null', 'not null')))}
        ${sql.raw(counted(1, changed('not null', 'null')))}
        return null;
      end
      $fn$`.execute(db);
    // A deleted owner removed for good: the cascade takes its rows off the counts (the owner no
    // longer found), so they are put back on first.
    await sql`
      create function ${sql.id(`${c.counts}_${owner.table}_delete`)}() returns trigger language plpgsql as $fn$
      begin
        if old.deleted_at is not null then ${sql.raw(counted(1, 'old.id'))}
        end if;
        return old;
      end
      $fn$`.execute(db);
    await sql`create trigger ${sql.id(`${c.counts}_update`)} after update on ${sql.table(owner.table)}
      referencing old table as old_rows new table as new_rows
      for each statement execute function ${sql.id(`${c.counts}_${owner.table}`)}()`.execute(db);
    await sql`create trigger ${sql.id(`${c.counts}_before_delete`)} before delete on ${sql.table(owner.table)}
      for each row execute function ${sql.id(`${c.counts}_${owner.table}_delete`)}()`.execute(db);
  }
}

export async function dropOwnedCounts(db: Kysely<any>, c: OwnedCounts): Promise<void> {
  for (const owner of c.owners) {
    for (const trigger of [`${c.counts}_update`, `${c.counts}_before_delete`])
      await sql`drop trigger if exists ${sql.id(trigger)} on ${sql.table(owner.table)}`.execute(db);
    await sql`drop function if exists ${sql.id(`${c.counts}_${owner.table}_delete`)}()`.execute(db);
    await sql`drop function if exists ${sql.id(`${c.counts}_${owner.table}`)}()`.execute(db);
  }
  await dropCountedTriggers(db, c.counts, sql.table(c.source));
  await sql`drop function if exists ${sql.id(`${c.counts}_rows`)}()`.execute(db);
  await sql`drop table if exists ${sql.table(c.counts)}`.execute(db);
}
