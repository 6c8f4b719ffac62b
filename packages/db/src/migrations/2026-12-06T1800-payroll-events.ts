import { sql, type Kysely } from 'kysely';

// Frozen in time: written against Kysely<any>, never edited after it has shipped.
// The payroll calendar's month: a firm with 4,000 organizations on payroll has 8,000 processing and
// pay dates in it. Read from the payrolls, each joined to its organization, unfolded into its dates
// and sorted by date and name, then turned into rows, objects and JSON, the month took 45 to 100 ms
// on PostgreSQL and 90 on PGlite. Each date of a payroll of a live organization is now kept as one
// row, in the calendar's order, with the event's JSON text up to its urgency (which depends on
// today, so the API adds it): the month is one ordered index range joined into one text.
// Kept by statement-level triggers on payrolls (any insert or update rewrites that payroll's rows;
// a delete cascades) and on organizations (a rename, a delete or a restore rewrites its payrolls'
// rows; a hard delete cascades through the payrolls). The event's shape is the API's
// CalendarEventView of a payroll as of this migration (apps/api calendars.service.ts).

const LABELS = `('processing', p.processing_date, 'Payroll Processing'), ('pay', p.pay_date, 'Pay Date'),
  ('processing2', p.processing_date2, 'Payroll Processing (2nd)'), ('pay2', p.pay_date2, 'Pay Date (2nd)')`;

// to_json writes a text as a JSON string; to_char a date as YYYY-MM-DD whatever the DateStyle.
const HEAD = `'{"id":"payroll-' || p.id || '-' || d.kind || '","title":' || to_json(o.business_dba || ' - ' || d.label)::text
  || ',"date":"' || to_char(d.date, 'YYYY-MM-DD') || '","type":"payroll","description":'
  || to_json(p.payroll_platform || ', ' || p.payroll_frequency)::text
  || ',"organizationName":' || to_json(o.business_dba)::text || ',"organizationId":' || o.id
  || ',"projectId":null,"entityId":' || p.id || ',"entityType":"payroll","status":' || to_json(p.status)::text
  || ',"kind":"' || d.kind || '","urgency":"'`;

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table payroll_events (
      payroll_id integer not null references payrolls (id) on delete cascade,
      kind text not null,
      date date not null,
      organization_name text not null,
      completed boolean not null,
      head text not null,
      primary key (payroll_id, kind)
    )`.execute(db);
  await sql`create index payroll_events_calendar_idx on payroll_events (date, organization_name, payroll_id, kind)`.execute(
    db,
  );
  await sql`
    create function payroll_events_write(ids integer[]) returns void language plpgsql as $fn$
    begin
      delete from payroll_events where payroll_id = any(ids);
      insert into payroll_events (payroll_id, kind, date, organization_name, completed, head)
      select p.id, d.kind, d.date, o.business_dba, p.status = 'completed', ${sql.raw(HEAD)}
      from payrolls p
      join organizations o on o.id = p.organization_id and o.deleted_at is null
      cross join lateral (values ${sql.raw(LABELS)}) d(kind, date, label)
      where p.id = any(ids) and d.date is not null;
    end
    $fn$`.execute(db);
  await sql`
    create function payroll_events_payrolls() returns trigger language plpgsql as $fn$
    begin
      perform payroll_events_write(array(select id from new_rows));
      return null;
    end
    $fn$`.execute(db);
  for (const op of ['insert', 'update'])
    await sql`create trigger ${sql.id(`payroll_events_${op}`)} after ${sql.raw(op)} on payrolls
      referencing new table as new_rows for each statement execute function payroll_events_payrolls()`.execute(db);
  await sql`
    create function payroll_events_organizations() returns trigger language plpgsql as $fn$
    begin
      perform payroll_events_write(array(
        select p.id from old_rows a join new_rows b on b.id = a.id join payrolls p on p.organization_id = b.id
        where a.business_dba is distinct from b.business_dba or a.deleted_at is distinct from b.deleted_at));
      return null;
    end
    $fn$`.execute(db);
  await sql`create trigger payroll_events_update after update on organizations
    referencing old table as old_rows new table as new_rows
    for each statement execute function payroll_events_organizations()`.execute(db);
  // The read cache hears writes to every table (migrations 2026-11-27T0900 and 2026-11-29T1110).
  await sql`create trigger payroll_events_notify_data_change
      after insert or update or delete or truncate on payroll_events
      for each statement execute function notify_data_change()`.execute(db);
  await sql`create constraint trigger payroll_events_bump_data_version
      after insert or update or delete on payroll_events deferrable initially deferred
      for each row execute function bump_data_version('1')`.execute(db);
  await sql`select payroll_events_write(array(select id from payrolls))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists payroll_events_update on organizations`.execute(db);
  for (const op of ['insert', 'update'])
    await sql`drop trigger if exists ${sql.id(`payroll_events_${op}`)} on payrolls`.execute(db);
  await sql`drop function if exists payroll_events_organizations()`.execute(db);
  await sql`drop function if exists payroll_events_payrolls()`.execute(db);
  await sql`drop function if exists payroll_events_write(integer[])`.execute(db);
  await sql`drop table if exists payroll_events`.execute(db);
}
