import type { Database, SoiEventsTable } from '@app/db';
import { ENTITY_TYPE_LABELS, ENTITY_TYPES, SOI_ELIGIBLE_TYPES } from '@app/domain';
import { sql, type Insertable, type Kysely, type RawBuilder, type Selectable } from 'kysely';
import { displayIdSql } from '../../lists/display-id.repo';
import { countRows, jsonPageText } from '../../lists/list-page.repo';

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
  // The organization is looked up per event (a lateral with LIMIT 1 is never flattened): a month's
  // few hundred events cost as many key lookups, where a join read every SOI organization.
  let query = db.selectFrom('soiEvents as e').innerJoinLateral(
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
  if (f.id !== undefined) query = query.where('e.id', '=', f.id);
  if (f.from) query = query.where('e.eventDate', '>=', f.from);
  if (f.to) query = query.where('e.eventDate', '<=', f.to);
  if (f.kind) query = query.where('e.kind', '=', f.kind);
  if (f.completed !== undefined) query = query.where('e.completed', '=', f.completed);
  if (f.organizationId !== undefined) query = query.where('e.organizationId', '=', f.organizationId);
  return query;
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

/** A page of events by event date, as the answer's JSON text (SOI_EVENT_VIEW). */
export function calendarPageText(db: Kysely<Database>, f: SoiEventFilter, limit: number, offset: number) {
  const page = calendarEvents(db, f)
    .select([
      'e.id',
      'e.organizationId',
      'e.kind',
      'e.eventDate',
      'e.dueDate',
      'e.taxYear',
      'e.completed',
      'o.businessDba as organizationName',
      'o.entityType',
    ])
    .orderBy('e.eventDate')
    .orderBy('e.id')
    .limit(limit)
    .offset(offset);
  return jsonPageText(db, page, SOI_EVENT_VIEW);
}

/**
 * How many events the filter matches: from the counts the triggers keep per kind, event date and
 * completion (migration 2026-11-25T1805), or for one organization or event by its rows.
 */
export async function calendarCount(db: Kysely<Database>, f: SoiEventFilter): Promise<number> {
  if (f.id === undefined && f.organizationId === undefined) {
    const { rows } = await sql<{ n: string | null }>`
      select sum(events) as n from soi_event_counts
      where true ${f.from ? sql`and event_date >= ${f.from}` : sql``} ${f.to ? sql`and event_date <= ${f.to}` : sql``}
        ${f.kind ? sql`and kind = ${f.kind}` : sql``} ${f.completed !== undefined ? sql`and completed = ${f.completed}` : sql``}`.execute(
      db,
    );
    return Number(rows[0]?.n ?? 0);
  }
  return countRows(calendarEvents(db, f));
}

export function setCompleted(db: Kysely<Database>, id: number, completed: boolean, at: Date | null, userId: number) {
  return db
    .updateTable('soiEvents')
    .set({ completed, completedAt: at as never, updatedBy: userId })
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
}
