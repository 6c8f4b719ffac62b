import type { Database } from '@app/db';
import { sql, type Kysely } from 'kysely';
import { JsonArrayBytes } from '../../core/json-text';
import { rowCount } from '../../lists/list-page.repo';

type Db = Kysely<Database>;

/** A page of a range's events in the calendar's order (the List view's); none means every event. */
export interface EventsPage {
  /** null: every event from `offset` on. */
  limit: number | null;
  offset: number;
}

const pageOf = (page: EventsPage | undefined) => (page ? sql`limit ${page.limit} offset ${page.offset}` : sql``);

export interface TaskEventRow {
  entityType: 'task' | 'project';
  entityId: number;
  projectId: number;
  title: string;
  projectName: string;
  date: string;
  status: string;
  organizationId: number | null;
  organizationName: string | null;
}

/**
 * Tasks and projects due in the range, each with its (first) organization (looked up once per
 * project by its key: a join over the organizations read 5,000 of them for 400 projects, 7 of the
 * 17 ms the month took on PGlite), in one statement whose answer is one JSON text: a month holds
 * hundreds of events, and PGlite hands a result over value by value (about 1 µs each;
 * list-page.repo.ts jsonPage). The text is written field by field (strings through to_json):
 * json_build_object looks up how to write each value's type on every row, 4 of PGlite's 14 ms for
 * 800 events.
 */
export async function taskEvents(db: Db, start: string, end: string, page?: EventsPage): Promise<TaskEventRow[]> {
  // A page is cut from narrow rows (keys and dates) before the names are read and the organizations
  // looked up: a year holds 7,461 events of 3,000 projects. The lookups are materialized: the
  // generic plan of a prepared statement costs `limit $n` at one row and joined the page to them
  // by a nested loop that ran them again for each event (137 ms for 200).
  const order = sql`date, entity_type desc, entity_id`;
  const inRange = sql`
      select 'task' as entity_type, t.id as entity_id, t.project_id, t.name as title, p.name as project_name, t.due_date as date, t.status
      from tasks t join projects p on p.id = t.project_id
      where t.due_date between ${start}::date and ${end}::date
      union all
      select 'project', p.id, p.id, p.name, p.name, p.due_date, p.status
      from projects p
      where p.due_date between ${start}::date and ${end}::date`;
  // Each kind's first `offset + limit` keys, read from its (due_date, id) index: within a kind the
  // calendar's order is the index's, so the page lies among them. Read whole and sorted, a year's
  // first page took its 7,461 keys (6.3 ms on PostgreSQL, 23 on PGlite; 0.5 ms so).
  const firstKeys = page?.limit == null ? sql`` : sql`limit ${rowCount(page.offset + page.limit)}`;
  const keysInRange = sql`
      (select 'task' as entity_type, t.id as entity_id, t.project_id, t.due_date as date
      from tasks t where t.due_date between ${start}::date and ${end}::date order by t.due_date, t.id ${firstKeys})
      union all
      (select 'project', p.id, p.id, p.due_date from projects p where p.due_date between ${start}::date and ${end}::date
      order by p.due_date, p.id ${firstKeys})`;
  const due = page
    ? // Each name looked up by its key (a lateral with LIMIT 1): joined, PGlite's planner read all
      // 25,000 tasks and 5,000 projects into hashes for a page of 200.
      sql`select c.entity_type, c.entity_id, c.project_id, coalesce(t.name, p.name) as title, p.name as project_name,
          c.date, coalesce(t.status, p.status) as status
        from (select * from (${keysInRange}) k order by ${order} ${pageOf(page)}) c
        cross join lateral (select p.name, p.status from projects p where p.id = c.project_id limit 1) p
        left join lateral (
          select t.name, t.status from tasks t where c.entity_type = 'task' and t.id = c.entity_id limit 1
        ) t on true`
    : inRange;
  const { rows } = await sql<{ events: string }>`
    with due as (${due}),
    first_organization as materialized (
      select d.project_id, f.id, f.business_dba
      from (select distinct project_id from due) d
      cross join lateral (
        select o.id, o.business_dba from project_organizations po join organizations o on o.id = po.organization_id
        where po.project_id = d.project_id and o.deleted_at is null
        order by po.position, o.id limit 1
      ) f
    )
    select '[' || coalesce(string_agg('{"entityType":"' || due.entity_type || '","entityId":' || due.entity_id
        || ',"projectId":' || due.project_id || ',"title":' || to_json(due.title)::text
        || ',"projectName":' || to_json(due.project_name)::text || ',"date":"' || due.date::text
        || '","status":' || to_json(due.status)::text || ',"organizationId":' || coalesce(o.id::text, 'null')
        || ',"organizationName":' || coalesce(to_json(o.business_dba)::text, 'null') || '}',
        ',' order by ${order}), '') || ']' as events
    from due left join first_organization o on o.project_id = due.project_id`.execute(db);
  return JSON.parse(rows[0]!.events) as TaskEventRow[];
}

/** The payroll urgencies (domain payrollUrgency) of each date of a range, from its first: of a pending payroll's event, and of a completed one's. */
export interface PayrollRangeUrgencies {
  open: readonly string[];
  done: readonly string[];
}

/**
 * At most this many streamed events are joined into one text before it is encoded: about 85 KB,
 * under V8's large-object size (128 KB), so the text is made in the young generation's memory.
 */
const STREAMED_EVENTS_PER_RUN = 256;

/** The calendar's order of a day's payroll events: organization name, payroll and kind. */
const PAYROLL_DAY_ORDER = sql`e.organization_name, e.payroll_id, e.kind`;

/**
 * A kept payroll event (alias `e`) as its JSON text: its head and the urgency of its date, the
 * `e.date - start`th of `urgencies` (pending or completed).
 */
function payrollEventJson(start: string, urgencies: PayrollRangeUrgencies) {
  // Array literals: urgency words hold no character an array literal quotes.
  const open = `{${urgencies.open.join(',')}}`;
  const done = `{${urgencies.done.join(',')}}`;
  return sql`e.head || (case when e.completed then ${done}::text[] else ${open}::text[] end)[e.date - ${start}::date + 1] || '"}'`;
}

/**
 * The payroll calendar's events from `start` to `end` as the UTF-8 bytes of the API's JSON array,
 * by date, then organization name, payroll and kind. The events are kept by triggers in
 * payroll_events, each with its JSON up to its urgency, which depends on today and is given per day
 * of the range by `urgencies`. A month of a big firm holds thousands (4,000 payrolls, 8,000 events,
 * 2.6 MB): read from the payrolls, unfolded, sorted, then turned into rows, objects and JSON, it took
 * 45 to 100 ms; this reads one range of one table.
 *
 * A whole range is read in the index's order with sorting turned off for the statement: PostgreSQL
 * 15 sorted the 8,000 wide rows first (20 to 23 ms against 10, docs/benchmarks.md).
 *
 * On PostgreSQL (`streamed`) the events come one a row and are joined and encoded a few hundred at a
 * time as they arrive (db/pg-row-stream.ts). Their texts neither outlive the young generation (read
 * whole, the month's 2.6 MB of texts were alive at every collection the read's buffers set off, and a
 * full collection followed every 35 months) nor are large objects: node-pg makes each value a string,
 * and a date's joined text (220 KB) got memory of its own from the system, mapped for it and given
 * back when collected, 860 page faults a request. On a machine where a fault costs 13 µs that was
 * 19 ms of the API's CPU a month against 9.4 to 10.5 one event a row (docs/benchmarks.md).
 *
 * On PGlite each date's events are joined by the database into one bytea, which the PGlite driver
 * reads in binary (db/pglite-binary.ts): the bytes go out as the database wrote them, never decoded
 * into strings and encoded again (2 ms of TextDecoder a month, then 0.4 of encoding), and PGlite
 * hands a result over value by value (about 1 µs each), so 12 values, not 8,000. One 2.6 MB text
 * grown by string_agg cost 7 ms more in the database than a text per date. Each date's aggregate
 * takes its events in the order the subquery reads them: a subquery with its own ORDER BY is planned
 * apart and hands its rows over in that order, and a GroupAggregate adds them in the order they come
 * (PostgreSQL's documented way to order an aggregate's input); naming the order in the aggregate
 * made PostgreSQL 15 sort each date's events again.
 *
 * A page (the List view) is cut from the index in the calendar's order first; `inIndexOrder` reads
 * it with sorting turned off too (PGlite: its planner costs the sort below the index's reads).
 */
export async function payrollEventsJson(
  db: Db,
  start: string,
  end: string,
  urgencies: PayrollRangeUrgencies,
  { inIndexOrder, streamed, page }: { inIndexOrder: boolean; streamed: boolean; page?: EventsPage },
): Promise<Buffer> {
  const json = payrollEventJson(start, urgencies);
  const events = sql`(select * from payroll_events e where e.date between ${start}::date and ${end}::date
    order by e.date, ${PAYROLL_DAY_ORDER} ${pageOf(page)}) e`;
  const read = async (q: Db): Promise<Buffer> => {
    const out = new JsonArrayBytes();
    if (page) {
      const { rows } = await sql<{ events: string | null }>`
        select string_agg(${json}, ',' order by e.date, ${PAYROLL_DAY_ORDER}) as events from ${events}`.execute(q);
      // An empty page's aggregate is null.
      for (const row of rows) if (row.events !== null) out.add(row.events);
    } else if (streamed) {
      const byEvent = sql<{ event: string }>`
        select ${json} as event from ${events} order by e.date, ${PAYROLL_DAY_ORDER}`;
      for await (const { rows } of q.getExecutor().stream(byEvent.compile(q), STREAMED_EVENTS_PER_RUN))
        if (rows.length > 0) out.add(rows.map((row) => row.event).join(','));
    } else {
      const { rows } = await sql<{ events: Uint8Array }>`
        select textsend(string_agg(${json}, ',')) as events from ${events} group by e.date order by e.date`.execute(q);
      for (const row of rows) out.add(row.events);
    }
    return out.bytes();
  };
  if (page && !inIndexOrder) return read(db);
  return db.transaction().execute(async (tx) => {
    // A select, not SET: the read cache counts any statement but a read as a possible write.
    await sql`select set_config('enable_sort', 'off', true)`.execute(tx);
    return read(tx);
  });
}

/**
 * The payroll calendar's grid days from `start` to `end` as the JSON text of the API's answer
 * (CalendarDayView[]): each date with events, its count and its first `perDay` events in the
 * calendar's order, read from the kept events' index (payrollEventsJson).
 */
export async function payrollDaysText(
  db: Db,
  start: string,
  end: string,
  urgencies: PayrollRangeUrgencies,
  perDay: number,
): Promise<string> {
  const { rows } = await sql<{ days: string }>`
    select '[' || coalesce(string_agg('{"date":"' || d.date::text || '","total":' || d.total || ',"events":[' || f.events || ']}',
        ',' order by d.date), '') || ']' as days
    from (
      select e.date, count(*) as total from payroll_events e
      where e.date between ${start}::date and ${end}::date group by e.date
    ) d
    cross join lateral (
      select string_agg(${payrollEventJson(start, urgencies)}, ',' order by ${PAYROLL_DAY_ORDER}) as events
      from (select * from payroll_events e where e.date = d.date order by ${PAYROLL_DAY_ORDER} limit ${perDay}) e
    ) f`.execute(db);
  return rows[0]!.days;
}

export interface InsuranceEventRow {
  entityType: 'group-health' | 'pc';
  entityId: number;
  sectionType: string;
  carrier: string | null;
  policyNumber: string | null;
  renewalDate: string;
  organizationId: number;
  organizationName: string;
}

/**
 * Group health and P&C sections renewing between `start` and `end` (the caller shifts the range for
 * reminders), by renewal date, then organization name. `asOneText` (PGlite, which hands a result
 * over value by value, about 1 µs each) has the database write the events as one JSON text;
 * PostgreSQL's driver reads the rows faster than the database writes the text.
 */
export async function insuranceEvents(
  db: Db,
  start: string,
  end: string,
  { asOneText, page }: { asOneText: boolean; page?: EventsPage },
): Promise<InsuranceEventRow[]> {
  const inRange = sql`
      select 'group-health' as entity_type, id as entity_id, organization_id, section_type, carrier, policy_number, renewal_date
      from group_health_sections where renewal_date between ${start}::date and ${end}::date
      union all
      select 'pc', id, organization_id, section_type, carrier, policy_number, renewal_date
      from pc_sections where renewal_date between ${start}::date and ${end}::date`;
  // A page: the sections sorted by date behind a fence (offset 0), so that the organizations are
  // looked up in date order and an incremental sort stops after the page. Otherwise a year's page
  // looked up all 3,946 organizations and sorted them (14.4 ms; 5.0 now).
  const sections = sql`select s.entity_type as "entityType", s.entity_id as "entityId", s.section_type as "sectionType",
      s.carrier, s.policy_number as "policyNumber", s.renewal_date as "renewalDate",
      s.organization_id as "organizationId", o.business_dba as "organizationName"
    from (${page ? sql`select * from (${inRange}) u order by renewal_date offset 0` : inRange}) s
    -- The organization looked up per section (a lateral with LIMIT 1): joined, the planner costed a
    -- month's 400 key lookups high enough to run them in two parallel workers, whose start-up made
    -- the month 50 ms instead of 7 and served 159 requests a second at 32 connections.
    cross join lateral (
      select o.business_dba from organizations o where o.id = s.organization_id and o.deleted_at is null limit 1
    ) o`;
  const order = sql`e."renewalDate", e."organizationName", e."entityType", e."entityId"`;
  if (!asOneText)
    return (await sql<InsuranceEventRow>`select * from (${sections}) e order by ${order} ${pageOf(page)}`.execute(db))
      .rows;
  const paged = page ? sql`(select * from (${sections}) e order by ${order} ${pageOf(page)})` : sql`(${sections})`;
  const { rows } = await sql<{ events: string }>`
    select coalesce(json_agg(e order by ${order}), '[]')::text as events from ${paged} e`.execute(db);
  return JSON.parse(rows[0]!.events) as InsuranceEventRow[];
}

export function findInsurance(db: Db, entityType: 'group-health' | 'pc', id: number) {
  return db
    .selectFrom(entityType === 'pc' ? 'pcSections' : 'groupHealthSections')
    .select(['id', 'renewalDate'])
    .where('id', '=', id)
    .executeTakeFirst();
}
