import { sql, type Kysely } from 'kysely';
import { createCountedTriggers, createDeltaFunction, dropCountedTriggers } from './counted-triggers-v1';

// Frozen in time: written against Kysely<any>, never edited after it has shipped.
// Issue 13's bench: the SOI Filing Pending report (a page of 50 of the next 30 days' due events)
// counted its total by looking up the organization of every event of the window (hundreds of
// key lookups per call). The events of the organizations the calendar includes (not deleted,
// SOI on, a formation date, an eligible entity type: domain SOI_ELIGIBLE_TYPES as of this
// migration) are now counted per kind, event date and completion, kept exactly by
// statement-level triggers on the events and on the organizations.

// (coalesce: never null, so `not included` holds for an organization left out by a null column)
const included = (o: string) => `coalesce(${o}.deleted_at is null and ${o}.soi and ${o}.date_of_formation is not null
  and ${o}.entity_type in ('corporation', 'nonprofit', 'llc', 'partnership'), false)`;

const upsert = `insert into soi_event_counts as c (kind, event_date, completed, events)`;
const onConflict = `on conflict (kind, event_date, completed) do update set events = c.events + excluded.events;`;

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table soi_event_counts (
      kind text not null, event_date date not null, completed boolean not null, events bigint not null,
      primary key (kind, event_date, completed)
    )`.execute(db);
  const eventDelta = (rows: string) => `
      ${upsert}
      select d.kind, d.event_date, d.completed, sum(d.n) from (${rows}) d
      where exists (select from organizations o where o.id = d.organization_id and ${included('o')})
      group by 1, 2, 3 having sum(d.n) <> 0 order by 1, 2, 3
      ${onConflict}`;
  await sql.raw(eventDelta('select kind, event_date, completed, organization_id, 1 as n from soi_events')).execute(db);
  const added = 'select kind, event_date, completed, organization_id, 1 as n from new_rows';
  const removed = 'select kind, event_date, completed, organization_id, -1 as n from old_rows';
  const events = sql.raw('soi_event_counts_events');
  await createDeltaFunction(db, { name: events, delta: eventDelta, added, removed });
  await createCountedTriggers(db, {
    name: (op) => sql.id(`soi_event_counts_${op}`),
    on: sql.raw('soi_events'),
    execute: events,
  });

  // An organization that starts or stops being included takes its events on or off the counts.
  const moved = (sign: number, from: string, to: string) => `
      ${upsert}
      select e.kind, e.event_date, e.completed, ${sign} * count(*)
      from old_rows a join new_rows b on b.id = a.id join soi_events e on e.organization_id = a.id
      where ${from} and not ${to}
      group by 1, 2, 3 order by 1, 2, 3
      ${onConflict}`;
  await sql`
    create function soi_event_counts_organizations() returns trigger language plpgsql as $fn$
    begin
      ${sql.raw(moved(-1, included('a'), included('b')))}
      ${sql.raw(moved(1, included('b'), included('a')))}
      return null;
    end
    $fn$`.execute(db);
  await sql`create trigger soi_event_counts_update after update on organizations
    referencing old table as old_rows new table as new_rows
    for each statement execute function soi_event_counts_organizations()`.execute(db);
  // Before the row goes: its events go with it by the cascade, when it is no longer to be found.
  await sql`
    create function soi_event_counts_organization_delete() returns trigger language plpgsql as $fn$
    begin
      if ${sql.raw(included('old'))} then
        update soi_event_counts c set events = c.events - d.n
        from (select kind, event_date, completed, count(*) as n from soi_events where organization_id = old.id group by 1, 2, 3) d
        where c.kind = d.kind and c.event_date = d.event_date and c.completed = d.completed;
      end if;
      return old;
    end
    $fn$`.execute(db);
  await sql`create trigger soi_event_counts_before_delete before delete on organizations
    for each row execute function soi_event_counts_organization_delete()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const trigger of ['soi_event_counts_update', 'soi_event_counts_before_delete'])
    await sql`drop trigger if exists ${sql.id(trigger)} on organizations`.execute(db);
  await dropCountedTriggers(db, 'soi_event_counts', sql.raw('soi_events'));
  await sql`drop function if exists soi_event_counts_organization_delete()`.execute(db);
  await sql`drop function if exists soi_event_counts_organizations()`.execute(db);
  await sql`drop function if exists soi_event_counts_events()`.execute(db);
  await sql`drop table if exists soi_event_counts`.execute(db);
}
