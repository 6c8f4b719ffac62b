import { sql, type Kysely } from 'kysely';
import { createCountedTriggers, createDeltaFunction, dropCountedTriggers } from './counted-triggers-v1';
import { createOwnedCounts, dropOwnedCounts, type OwnedCounts } from './tax-list-counts-v1';

// Frozen in time: written against Kysely<any>, never edited after it has shipped.
// Issue 13's bench: a sales tax list counted its rows with an anti-join of every organization of
// the frequency against the filings of each period (10,000 probes for an empty quarterly overdue
// section, 284 ms p99 on PostgreSQL, seconds on PGlite). The counts are now kept exactly by
// statement-level triggers: the organizations (not deleted) per sales tax frequency, and the
// filed filings per period (frequency as the organization has it now, kind, due date). A list
// reads the counts, then pages only the periods its page covers. The 1099, estimated tax and
// business license lists' totals and section counts are kept the same way (below), so no list
// counts up to 1,001 of its rows per call.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table sales_tax_frequency_counts (frequency text primary key, organizations bigint not null)`.execute(
    db,
  );
  await sql`
    create table sales_tax_filed_counts (
      frequency text not null, kind text not null, due_date date not null, filed bigint not null,
      primary key (frequency, kind, due_date)
    )`.execute(db);
  await sql`
    insert into sales_tax_frequency_counts (frequency, organizations)
    select sales_tax_frequency, count(*) from organizations
    where deleted_at is null and sales_tax_frequency is not null group by sales_tax_frequency`.execute(db);
  await sql`
    insert into sales_tax_filed_counts (frequency, kind, due_date, filed)
    select o.sales_tax_frequency, s.kind, s.due_date, count(*)
    from sales_tax_filings s join organizations o on o.id = s.organization_id
    where s.status = 'filed' and o.deleted_at is null and o.sales_tax_frequency is not null
    group by o.sales_tax_frequency, s.kind, s.due_date`.execute(db);

  // Filings: +1 per filed row written, -1 per filed row replaced or deleted, under the frequency of
  // its organization (not deleted). A filing deleted with its organization finds none: the
  // organization's before-delete trigger has taken its filings off already.
  const filingDelta = (rows: string) => `
      insert into sales_tax_filed_counts as c (frequency, kind, due_date, filed)
      select o.sales_tax_frequency, d.kind, d.due_date, sum(d.n)
      from (${rows}) d
      join organizations o on o.id = d.organization_id and o.deleted_at is null and o.sales_tax_frequency is not null
      group by o.sales_tax_frequency, d.kind, d.due_date having sum(d.n) <> 0
      order by 1, 2, 3
      on conflict (frequency, kind, due_date) do update set filed = c.filed + excluded.filed;`;
  const added = `select organization_id, kind, due_date, 1 as n from new_rows where status = 'filed'`;
  const removed = `select organization_id, kind, due_date, -1 as n from old_rows where status = 'filed'`;
  await createDeltaFunction(db, {
    name: sql.raw('sales_tax_filed_counts_filings'),
    delta: filingDelta,
    added,
    removed,
  });
  // Organizations: the frequency counts, and the filed counts of an organization whose frequency
  // or deleted state changed move from its old frequency to its new one.
  const live = (rows: string, n: number) =>
    `select sales_tax_frequency as frequency, ${n} as n from ${rows} where deleted_at is null and sales_tax_frequency is not null`;
  const frequencyDelta = (rows: string) => `
      insert into sales_tax_frequency_counts as c (frequency, organizations)
      select frequency, sum(n) from (${rows}) d group by frequency having sum(n) <> 0 order by frequency
      on conflict (frequency) do update set organizations = c.organizations + excluded.organizations;`;
  await sql`
    create function sales_tax_counts_organizations() returns trigger language plpgsql as $fn$
    begin
      if tg_op = 'INSERT' then ${sql.raw(frequencyDelta(live('new_rows', 1)))}
      elsif tg_op = 'DELETE' then ${sql.raw(frequencyDelta(live('old_rows', -1)))}
      else ${sql.raw(frequencyDelta(`${live('new_rows', 1)} union all ${live('old_rows', -1)}`))}
      end if;
      if tg_op = 'UPDATE' then
        insert into sales_tax_filed_counts as c (frequency, kind, due_date, filed)
        select d.frequency, s.kind, s.due_date, sum(d.n)
        from (
          select o.id, o.sales_tax_frequency as frequency, -1 as n
            from old_rows o join new_rows w on w.id = o.id
            where o.deleted_at is null and o.sales_tax_frequency is not null
              and (w.deleted_at is not null or w.sales_tax_frequency is distinct from o.sales_tax_frequency)
          union all
          select w.id, w.sales_tax_frequency, 1
            from new_rows w join old_rows o on o.id = w.id
            where w.deleted_at is null and w.sales_tax_frequency is not null
              and (o.deleted_at is not null or o.sales_tax_frequency is distinct from w.sales_tax_frequency)
        ) d
        join sales_tax_filings s on s.organization_id = d.id and s.status = 'filed'
        group by d.frequency, s.kind, s.due_date having sum(d.n) <> 0
        order by 1, 2, 3
        on conflict (frequency, kind, due_date) do update set filed = c.filed + excluded.filed;
      end if;
      return null;
    end
    $fn$`.execute(db);
  // Before the row goes (its filings go with it by the cascade, when it is no longer to be found).
  await sql`
    create function sales_tax_filed_counts_organization_delete() returns trigger language plpgsql as $fn$
    begin
      if old.deleted_at is null and old.sales_tax_frequency is not null then
        update sales_tax_filed_counts c set filed = c.filed - d.n
        from (
          select kind, due_date, count(*) as n from sales_tax_filings
          where organization_id = old.id and status = 'filed' group by kind, due_date
        ) d
        where c.frequency = old.sales_tax_frequency and c.kind = d.kind and c.due_date = d.due_date;
      end if;
      return old;
    end
    $fn$`.execute(db);
  await createCountedTriggers(db, {
    name: (op) => sql.raw(`sales_tax_filed_counts_${op}`),
    on: sql.raw('sales_tax_filings'),
    execute: sql.raw('sales_tax_filed_counts_filings'),
    breaks: [' ', '\n    '],
  });
  await createCountedTriggers(db, {
    name: (op) => sql.raw(`sales_tax_counts_${op}`),
    on: sql.raw('organizations'),
    execute: sql.raw('sales_tax_counts_organizations'),
    breaks: [' ', '\n    '],
  });
  await sql`create trigger sales_tax_filed_counts_organization_delete before delete on organizations
    for each row execute function sales_tax_filed_counts_organization_delete()`.execute(db);

  await form1099Counts(db);
  for (const counts of OWNED_COUNTS) await createOwnedCounts(db, counts);
  // The SOI calendar's month (and the SOI report's window) reads one kind of event by date: in
  // the index's order, without filtering out the other kind's rows or sorting.
  await sql`create index soi_events_kind_date_idx on soi_events (kind, event_date, id)`.execute(db);
}

// The estimated tax and business license lists counted their rows (up to 1,001, each checked
// against deleted owners) and their sections over every row of the filter: now their rows of
// owners not deleted are kept per key.
const OWNED_COUNTS: OwnedCounts[] = [
  {
    counts: 'estimated_tax_counts',
    source: 'estimated_tax_payments',
    key: ['tax_year int', 'quarter smallint', 'status text', 'due_date date'],
    total: 'payments',
    owners: [
      { table: 'clients', column: 'client_id' },
      { table: 'organizations', column: 'organization_id' },
    ],
  },
  {
    counts: 'business_license_counts',
    source: 'business_license_renewals',
    key: ['kind text', 'year int', 'status text', 'due_date date'],
    total: 'renewals',
    owners: [{ table: 'organizations', column: 'organization_id' }],
  },
];

const FILERS = [
  { table: 'clients', entity: 'client', key: 'client_id' },
  { table: 'organizations', entity: 'organization', key: 'organization_id' },
] as const;

// The 1099 lists counted their open rows with an anti-join of every filer (15,000) against the
// saved statuses, and their completed rows with a lookup of each completed status' filer: now the
// filers (issues1099, not deleted) per entity type and their completed statuses per tax year are
// kept the same way.
async function form1099Counts(db: Kysely<any>): Promise<void> {
  await sql`create table form1099_filer_counts (entity_type text primary key, filers bigint not null)`.execute(db);
  await sql`
    create table form1099_completed_counts (
      entity_type text not null, tax_year int not null, completed bigint not null, primary key (entity_type, tax_year)
    )`.execute(db);
  const completedDelta = (rows: string) => `
      insert into form1099_completed_counts as c (entity_type, tax_year, completed)
      select d.entity_type, d.tax_year, sum(d.n) from (${rows}) d
      where (d.entity_type = 'client' and exists (select from clients e where e.id = d.entity_id and e.issues1099 and e.deleted_at is null))
        or (d.entity_type = 'organization' and exists (select from organizations e where e.id = d.entity_id and e.issues1099 and e.deleted_at is null))
      group by d.entity_type, d.tax_year having sum(d.n) <> 0 order by 1, 2
      on conflict (entity_type, tax_year) do update set completed = c.completed + excluded.completed;`;
  await sql
    .raw(
      completedDelta(
        `select entity_type, entity_id, tax_year, 1 as n from form1099_statuses where status = 'completed'`,
      ),
    )
    .execute(db);
  const added = `select entity_type, entity_id, tax_year, 1 as n from new_rows where status = 'completed'`;
  const removed = `select entity_type, entity_id, tax_year, -1 as n from old_rows where status = 'completed'`;
  const statuses = sql.raw('form1099_completed_counts_statuses');
  await createDeltaFunction(db, { name: statuses, delta: completedDelta, added, removed });
  await createCountedTriggers(db, {
    name: (op) => sql.id(`form1099_completed_counts_${op}`),
    on: sql.raw('form1099_statuses'),
    execute: statuses,
  });

  for (const { table, entity, key } of FILERS) {
    await sql`
      insert into form1099_filer_counts (entity_type, filers)
      select ${entity}, count(*) from ${sql.table(table)} where issues1099 and deleted_at is null`.execute(db);
    const filers = (rows: string, n: number) => `select ${n} as n from ${rows} where issues1099 and deleted_at is null`;
    const filerDelta = (rows: string) => `
      insert into form1099_filer_counts as c (entity_type, filers)
      select '${entity}', sum(n) from (${rows}) d having sum(n) <> 0
      on conflict (entity_type) do update set filers = c.filers + excluded.filers;`;
    // A filer that stops or starts being one (issues1099 or deleted_at changed) takes its completed statuses with it.
    const moved = (from: string, to: string, n: number) => `
      select s.tax_year, ${n} as n from ${from} a join ${to} b on b.id = a.id
      join form1099_statuses s on s.${key} = a.id and s.status = 'completed'
      where a.issues1099 and a.deleted_at is null and not (b.issues1099 and b.deleted_at is null)`;
    await sql`
      create function ${sql.id(`form1099_counts_${table}`)}() returns trigger language plpgsql as $fn$
      begin
        if tg_op = 'INSERT' then ${sql.raw(filerDelta(filers('new_rows', 1)))}
        elsif tg_op = 'DELETE' then ${sql.raw(filerDelta(filers('old_rows', -1)))}
        else ${sql.raw(filerDelta(`${filers('new_rows', 1)} union all ${filers('old_rows', -1)}`))}
          insert into form1099_completed_counts as c (entity_type, tax_year, completed)
          select ${sql.raw(`'${entity}'`)}, tax_year, sum(n) from (${sql.raw(`${moved('old_rows', 'new_rows', -1)} union all ${moved('new_rows', 'old_rows', 1)}`)}) d
          group by tax_year having sum(n) <> 0 order by 1, 2
          on conflict (entity_type, tax_year) do update set completed = c.completed + excluded.completed;
        end if;
        return null;
      end
      $fn$`.execute(db);
    // Before the row goes: its statuses go with it by the cascade, when it is no longer to be found.
    await sql`
      create function ${sql.id(`form1099_counts_${table}_delete`)}() returns trigger language plpgsql as $fn$
      begin
        if old.issues1099 and old.deleted_at is null then
          update form1099_completed_counts c set completed = c.completed - d.n
          from (select tax_year, count(*) as n from form1099_statuses where ${sql.raw(key)} = old.id and status = 'completed' group by tax_year) d
          where c.entity_type = ${sql.raw(`'${entity}'`)} and c.tax_year = d.tax_year;
        end if;
        return old;
      end
      $fn$`.execute(db);
    await createCountedTriggers(db, {
      name: (op) => sql.id(`form1099_counts_${op}`),
      on: sql.table(table),
      execute: sql.id(`form1099_counts_${table}`),
      breaks: ['\n        ', ' '],
    });
    await sql`create trigger form1099_counts_before_delete before delete on ${sql.table(table)}
      for each row execute function ${sql.id(`form1099_counts_${table}_delete`)}()`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists soi_events_kind_date_idx`.execute(db);
  for (const counts of OWNED_COUNTS) await dropOwnedCounts(db, counts);
  for (const { table } of FILERS) {
    for (const op of ['insert', 'update', 'delete', 'before_delete'])
      await sql`drop trigger if exists ${sql.id(`form1099_counts_${op}`)} on ${sql.table(table)}`.execute(db);
    await sql`drop function if exists ${sql.id(`form1099_counts_${table}_delete`)}()`.execute(db);
    await sql`drop function if exists ${sql.id(`form1099_counts_${table}`)}()`.execute(db);
  }
  await dropCountedTriggers(db, 'form1099_completed_counts', sql.raw('form1099_statuses'));
  await sql`drop function if exists form1099_completed_counts_statuses()`.execute(db);
  await sql`drop table if exists form1099_completed_counts`.execute(db);
  await sql`drop table if exists form1099_filer_counts`.execute(db);
  for (const op of ['insert', 'update', 'delete']) {
    await sql`drop trigger if exists ${sql.id(`sales_tax_filed_counts_${op}`)} on sales_tax_filings`.execute(db);
    await sql`drop trigger if exists ${sql.id(`sales_tax_counts_${op}`)} on organizations`.execute(db);
  }
  await sql`drop trigger if exists sales_tax_filed_counts_organization_delete on organizations`.execute(db);
  await sql`drop function if exists sales_tax_filed_counts_organization_delete()`.execute(db);
  await sql`drop function if exists sales_tax_counts_organizations()`.execute(db);
  await sql`drop function if exists sales_tax_filed_counts_filings()`.execute(db);
  await sql`drop table if exists sales_tax_filed_counts`.execute(db);
  await sql`drop table if exists sales_tax_frequency_counts`.execute(db);
}
