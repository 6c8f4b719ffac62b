import type { Database, SoiEventsTable } from '@app/db';
import { ENTITY_TYPE_LABELS, ENTITY_TYPES, SOI_ELIGIBLE_TYPES } from '@app/domain';
import { sql, type Insertable, type Kysely, type RawBuilder, type Selectable, type SelectQueryBuilder } from 'kysely';
import { displayIdSql } from '../../lists/display-id.repo';
import { countRows, jsonPageText, keptGroupPositions, rowCount } from '../../lists/list-page.repo';

export type SoiEventRow = Selectable<SoiEventsTable>;

export function listForOrganization(db: Kysely<Database>, organizationId: number): Promise<SoiEventRow[]> {
  return db
    .selectFrom('soiEvents')
    .selectAll()
    .where('organizationId', '=', organizationId)
    .orderBy('eventDate')
    .orderBy('id')
    .execute();
}

/** Pending (not completed) events of the organization whose due date is not in `keep`. */
export async function deletePending(
  db: Kysely<Database>,
  organizationId: number,
  keep: string[] = [],
): Promise<number> {
  let query = db.deleteFrom('soiEvents').where('organizationId', '=', organizationId).where('completed', '=', false);
  if (keep.length > 0) query = query.where('dueDate', 'not in', keep);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Idempotent: an event already there (same organization, kind and due date) stays as it is. */
export async function insertEvents(db: Kysely<Database>, rows: Insertable<SoiEventsTable>[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('soiEvents')
    .values(rows)
    .onConflict((oc) => oc.columns(['organizationId', 'kind', 'dueDate']).doNothing())
    .execute();
}

export interface SoiEventFilter {
  from?: string;
  to?: string;
  kind?: 'reminder' | 'due';
  completed?: boolean;
  organizationId?: number;
  id?: number;
}

/**
 * Events of the organizations the calendar includes (spec 4 section 5): not deleted, SOI on,
 * a formation date and an eligible entity type.
 */
function calendarEvents(db: Kysely<Database>, f: SoiEventFilter) {
  let query = withOrganization(db.selectFrom('soiEvents as e'));
  if (f.id !== undefined) query = query.where('e.id', '=', f.id);
  if (f.from) query = query.where('e.eventDate', '>=', f.from);
  if (f.to) query = query.where('e.eventDate', '<=', f.to);
  if (f.kind) query = query.where('e.kind', '=', f.kind);
  if (f.completed !== undefined) query = query.where('e.completed', '=', f.completed);
  if (f.organizationId !== undefined) query = query.where('e.organizationId', '=', f.organizationId);
  return query;
}

/** The events (`e`) with their organization (`o`), when the calendar includes it. */
function withOrganization<QB extends SelectQueryBuilder<any, any, any>>(events: QB) {
  // The organization is looked up per event (a lateral with LIMIT 1 is never flattened): a month's
  // few hundred events cost as many key lookups, where a join read every SOI organization.
  return (events as SelectQueryBuilder<Database & { e: SoiEventsTable }, 'e', object>).innerJoinLateral(
    (eb) =>
      eb
        .selectFrom('organizations as o')
        .select(['o.businessDba', 'o.entityType', 'o.dateOfFormation'])
        .whereRef('o.id', '=', 'e.organizationId')
        .where('o.deletedAt', 'is', null)
        // Constants written into the text, not bound: a generic plan then knows it may read the
        // partial index of SOI organizations (3.3 against 2.3 ms for a month of 472 events).
        .where('o.soi', '=', sql<boolean>`true`)
        .where('o.dateOfFormation', 'is not', null)
        .where('o.entityType', 'in', SOI_ELIGIBLE_TYPES.map((type) => sql.lit(type)) as never[])
        .limit(1)
        .as('o'),
    (join) => join.onTrue(),
  );
}

/**
 * The calendar event of spec 4 section 2.4, built by the database over a page's row `p` (the event's
 * columns and its organization's name and type), so a month of a few hundred events comes back as the
 * answer's JSON text: no parse, renaming and serialisation of each event in this process (2.5 ms of
 * CPU for a month of 472). soi-event-view.test.ts holds it to formatDisplayId and ENTITY_TYPE_LABELS.
 */
const SOI_EVENT_VIEW = sql`p.id, p.organization_id as "organizationId", p.organization_name as "organizationName",
  ${displayIdSql('organization', sql`p.organization_id`)} as "formattedId",
  p.entity_type as "entityType", ${entityTypeLabel(sql`p.entity_type`)} as "entityTypeLabel",
  p.kind, p.event_date as date, p.due_date, p.tax_year as "taxYear", p.completed`;

function entityTypeLabel(column: RawBuilder<unknown>): RawBuilder<string> {
  const labels = ENTITY_TYPES.map((type) => sql`when ${sql.lit(type)} then ${sql.lit(ENTITY_TYPE_LABELS[type])}`);
  return sql<string>`case ${column} ${sql.join(labels, sql` `)} else '' end`;
}

const PAGE_COLUMNS = [
  'e.id',
  'e.organizationId',
  'e.kind',
  'e.eventDate',
  'e.dueDate',
  'e.taxYear',
  'e.completed',
  'o.businessDba as organizationName',
  'o.entityType',
] as const;

/** The calendar's order: by event date, then id. */
function inCalendarOrder<Q extends SelectQueryBuilder<any, any, any>>(query: Q): Q {
  return (query as SelectQueryBuilder<any, any, any>).orderBy('e.eventDate').orderBy('e.id') as Q;
}

/** The kept counts total a filter exactly, except one organization's or one event's (counted by their rows). */
const keptTotalHolds = (f: SoiEventFilter) => f.id === undefined && f.organizationId === undefined;

/** A page of events by event date, as the answer's JSON text (SOI_EVENT_VIEW). */
export function calendarPageText(db: Kysely<Database>, f: SoiEventFilter, limit: number, offset: number) {
  return jsonPageText(db, calendarPage(db, f, limit, offset), SOI_EVENT_VIEW);
}

/**
 * The page query. A later page of a filter the kept counts total exactly finds the event dates it
 * lies in from them (pagePositions), then reads its ids there only, then its events: from the start,
 * the last page of 30,550 events walked every one and looked up its organization (23 ms), and read
 * from the nearer end the middle one still walked half of them.
 */
function calendarPage(db: Kysely<Database>, f: SoiEventFilter, limit: number, offset: number) {
  if (offset === 0 || !keptTotalHolds(f))
    return inCalendarOrder(calendarEvents(db, f).select(PAGE_COLUMNS)).limit(limit).offset(offset);
  const events = db
    .selectFrom(datePageIds(db, f, { limit, offset }).as('k'))
    .innerJoin('soiEvents as e', 'e.id', 'k.pageId');
  return inCalendarOrder(withOrganization(events).select(PAGE_COLUMNS));
}

/** Where a page lies among the event dates, from the kept counts (keptGroupPositions). */
function pagePositions(f: SoiEventFilter, page: { limit: number; offset: number }) {
  const groups = {
    table: 'soi_event_counts',
    count: 'events',
    key: 'event_date',
    filter: keptCountsFilter(f),
  } as const;
  return keptGroupPositions(groups, page);
}

/** The ids of a later page: on each event date it lies in (a few dozen events), its events from the date's position `start`. */
function datePageIds(db: Kysely<Database>, f: SoiEventFilter, page: { limit: number; offset: number }) {
  const slice = calendarEvents(db, f)
    .where('e.eventDate', '=', sql.ref('g.event_date') as never)
    .select('e.id as pageId')
    .orderBy('e.id')
    .limit(sql<number>`g.stop - g.start`)
    .offset(sql<number>`g.start`);
  return (
    db
      .selectFrom(pagePositions(f, page).as('g'))
      .innerJoinLateral(slice.as('k'), (join) => join.onTrue())
      .select('k.pageId')
      // A bound the planner can see: the page's events are then looked up by key.
      .limit(rowCount(page.limit))
  );
}

/** The filter's conditions on the kept counts (soi_event_counts: kind, event date, completion). */
function keptCountsFilter(f: SoiEventFilter) {
  return sql`${f.from ? sql`and event_date >= ${f.from}` : sql``} ${f.to ? sql`and event_date <= ${f.to}` : sql``}
    ${f.kind ? sql`and kind = ${f.kind}` : sql``} ${f.completed !== undefined ? sql`and completed = ${f.completed}` : sql``}`;
}

/** The filter's events from the kept counts, in the statement that reads them. */
function keptTotal(f: SoiEventFilter) {
  return sql<number>`(select coalesce(sum(events), 0)::int from soi_event_counts where true ${keptCountsFilter(f)})`;
}

/**
 * How many events the filter matches: from the counts the triggers keep per kind, event date and
 * completion (migration 2026-11-25T1805), or for one organization or event by its rows.
 */
export async function calendarCount(db: Kysely<Database>, f: SoiEventFilter): Promise<number> {
  if (!keptTotalHolds(f)) return countRows(calendarEvents(db, f));
  const row = await db.selectNoFrom(keptTotal(f).as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export function setCompleted(db: Kysely<Database>, id: number, completed: boolean, at: Date | null, userId: number) {
  return db
    .updateTable('soiEvents')
    .set({ completed, completedAt: at as never, updatedBy: userId })
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
}
