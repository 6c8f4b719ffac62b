import type { Database, EstimatedTaxPaymentsTable } from '@app/db';
import type { DeadlineSection } from '@app/domain';
import { sql, type Insertable, type Kysely, type SelectQueryBuilder } from 'kysely';
import { ownerNotDeleted, sectionCondition } from '../../sections/deadline-section.repo';
import { capped } from '../../lists/list-page';
import { countRows, jsonPage, nearerEndPageIds } from '../../lists/list-page.repo';
import type { Owner } from '../profile-records/owner';

/** Inserts the rows that do not exist yet (unique per entity, tax year and quarter); answers how many were new. */
export async function insertMissing(
  db: Kysely<Database>,
  rows: Insertable<EstimatedTaxPaymentsTable>[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insertInto('estimatedTaxPayments')
    .values(rows)
    .onConflict((oc) => oc.columns(['entityType', 'entityId', 'taxYear', 'quarter']).doNothing())
    .returning('id')
    .execute();
  return inserted.length;
}

/** Deletes the entity's pending payments (completed ones stay for the record). */
export async function deletePending(db: Kysely<Database>, owner: Owner): Promise<number> {
  const result = await db
    .deleteFrom('estimatedTaxPayments')
    .where(owner.kind === 'client' ? 'clientId' : 'organizationId', '=', owner.id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export interface PaymentFilter {
  quarter?: number;
  year?: number;
  status?: 'pending' | 'completed';
  section?: DeadlineSection;
  id?: number;
  today: string;
}

/**
 * Payments of clients and organizations that are not deleted, narrowed by the filter. The deleted
 * owners are excluded with anti-joins (a few rows, by their partial indexes): joining every client
 * and organization to filter on deleted_at made each count hash 120,000 rows.
 */
function filtered(db: Kysely<Database>, f: PaymentFilter) {
  let query = db
    .selectFrom('estimatedTaxPayments as p')
    .where(ownerNotDeleted('clients', 'dc', 'p.clientId'))
    .where(ownerNotDeleted('organizations', 'do', 'p.organizationId'));
  if (f.id !== undefined) query = query.where('p.id', '=', f.id);
  if (f.quarter !== undefined) query = query.where('p.quarter', '=', f.quarter as 1 | 2 | 3 | 4);
  if (f.year !== undefined) query = query.where('p.taxYear', '=', f.year);
  if (f.status) query = query.where('p.status', '=', f.status);
  const section = sectionCondition(f.section, { status: 'p.status', dueDate: 'p.dueDate' }, f.today);
  if (section) query = query.where(section);
  return query;
}

const PAGE_COLUMNS = [
  'p.id',
  'p.clientId',
  'p.organizationId',
  'p.entityType',
  'p.entityId',
  'p.taxYear',
  'p.quarter',
  'p.dueDate',
  'p.reminderDate',
  'p.status',
  'p.completedAt',
] as const;

/** The section's order (completed ones latest first, the others by due date), or its exact reverse. */
function ordered<Q extends SelectQueryBuilder<any, any, any>>(query: Q, f: PaymentFilter, backwards = false): Q {
  let q: SelectQueryBuilder<any, any, any> = query;
  if (f.section === 'completed')
    q = backwards
      ? q.orderBy('p.completedAt', (o) => o.asc().nullsFirst()).orderBy('p.id', 'asc')
      : q.orderBy('p.completedAt', (o) => o.desc().nullsLast()).orderBy('p.id', 'desc');
  else q = q.orderBy('p.dueDate', backwards ? 'desc' : 'asc').orderBy('p.id', backwards ? 'desc' : 'asc');
  return q as Q;
}

/**
 * A page in the section's order; the owner's name joined for the page only. A later page of a
 * filter the kept counts total exactly (all but one payment's) reads its ids from the nearer end of
 * the index (lists/list-page.repo.ts), then its rows: walked from the start, the last of 480,000
 * payments took 159 ms.
 */
export function listPage(db: Kysely<Database>, f: PaymentFilter, limit: number, offset: number) {
  const names = <Q extends SelectQueryBuilder<any, any, any>>(page: Q) =>
    ordered(
      db
        .selectFrom(page.as('p'))
        .leftJoin('clients as c', 'c.id', 'p.clientId')
        .leftJoin('organizations as o', 'o.id', 'p.organizationId')
        .selectAll('p')
        .select((eb) => eb.fn.coalesce('c.fullName', 'o.businessDba').as('entityName')),
      f,
    );
  if (offset === 0 || f.id !== undefined)
    return jsonPage(db, names(ordered(filtered(db, f).select(PAGE_COLUMNS), f).limit(limit).offset(offset)));
  const ids = (backwards: boolean) => ordered(filtered(db, f).select('p.id as pageId'), f, backwards);
  const page = nearerEndPageIds(db, ids(false), ids(true), keptTotal(f), { limit, offset });
  const rows = db
    .selectFrom(page.as('k'))
    .innerJoin('estimatedTaxPayments as p', 'p.id', 'k.pageId')
    .select(PAGE_COLUMNS);
  return jsonPage(db, names(rows));
}

export type PaymentListRow = Awaited<ReturnType<typeof listPage>>[number];

/** The quarter, year and status filters on the kept counts (estimated_tax_counts). */
const countsFilter = (f: Omit<PaymentFilter, 'section' | 'id'>) =>
  sql`${f.quarter !== undefined ? sql`and quarter = ${f.quarter}` : sql``}
      ${f.year !== undefined ? sql`and tax_year = ${f.year}` : sql``}
      ${f.status ? sql`and status = ${f.status}` : sql``}`;

/** The filter's payments (its section's, if any) from the kept counts, in the statement that reads them. */
function keptTotal(f: PaymentFilter) {
  const section = sectionCondition(f.section, { status: 'status', dueDate: 'due_date' }, f.today);
  return sql<number>`(select coalesce(sum(payments), 0)::int from estimated_tax_counts
    where true ${countsFilter(f)} ${section ? sql`and ${section}` : sql``})`;
}

/**
 * The payments of owners not deleted per section under the quarter, year and status filters, from
 * the counts the triggers keep (migration 2026-11-25T1720), not from the payments themselves.
 */
async function keptCounts(
  db: Kysely<Database>,
  f: Omit<PaymentFilter, 'section' | 'id'>,
): Promise<Record<DeadlineSection, number>> {
  const inSection = (section: DeadlineSection) =>
    sectionCondition(section, { status: 'status', dueDate: 'due_date' }, f.today)!;
  const { rows } = await sql<Record<DeadlineSection, string | null>>`
    select sum(payments) filter (where ${inSection('completed')}) as completed,
      sum(payments) filter (where ${inSection('overdue')}) as overdue,
      sum(payments) filter (where ${inSection('upcoming')}) as upcoming
    from estimated_tax_counts
    where true ${countsFilter(f)}`.execute(db);
  const row = rows[0];
  return {
    overdue: Number(row?.overdue ?? 0),
    upcoming: Number(row?.upcoming ?? 0),
    completed: Number(row?.completed ?? 0),
  };
}

/** The matches, counted up to `upTo` when given (a list's capped total): from the kept counts, or for one payment by its row. */
export async function count(db: Kysely<Database>, f: PaymentFilter, upTo?: number): Promise<number> {
  if (f.id !== undefined) return capped(await countRows(filtered(db, f)), upTo);
  const sections = await keptCounts(db, f);
  return capped(f.section ? sections[f.section] : sections.overdue + sections.upcoming + sections.completed, upTo);
}

/** The count of each section under the quarter and year filters. */
export function sectionCounts(
  db: Kysely<Database>,
  f: Omit<PaymentFilter, 'section'>,
): Promise<Record<DeadlineSection, number>> {
  return keptCounts(db, f);
}

/**
 * The tax years present in the data, newest first: a skip scan of the (tax_year, quarter) index,
 * one index probe per year (`select distinct` read all 480,000 payments of the bench, 96 ms).
 */
export async function years(db: Kysely<Database>): Promise<number[]> {
  const { rows } = await sql<{ taxYear: number }>`
    with recursive y as (
      select max(tax_year) as tax_year from estimated_tax_payments
      union all
      select (select max(p.tax_year) from estimated_tax_payments p where p.tax_year < y.tax_year) from y
      where y.tax_year is not null
    )
    select tax_year from y where tax_year is not null`.execute(db);
  return rows.map((r) => r.taxYear);
}

/**
 * How many payments a tax year has, and how many are still pending (the Q4 default-filter rule),
 * among owners not deleted, as the list shows them: from the counts the triggers keep (migration
 * 2026-11-25T1720), not by counting the year's payments (240,000 rows in the bench, 89 ms).
 */
export async function yearCounts(db: Kysely<Database>, taxYear: number): Promise<{ total: number; pending: number }> {
  const row = await db
    .selectFrom('estimatedTaxCounts')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<string>('payments'), sql.lit(0)).as('total'),
      eb.fn.coalesce(eb.fn.sum<string>('payments').filterWhere('status', '=', 'pending'), sql.lit(0)).as('pending'),
    ])
    .where('taxYear', '=', taxYear)
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), pending: Number(row.pending) };
}

export function findById(db: Kysely<Database>, id: number) {
  return db.selectFrom('estimatedTaxPayments').selectAll().where('id', '=', id).executeTakeFirst();
}

export function setStatus(
  db: Kysely<Database>,
  id: number,
  status: 'pending' | 'completed',
  completedAt: Date | null,
  userId: number | null,
) {
  return db
    .updateTable('estimatedTaxPayments')
    .set({ status, completedAt: completedAt as never, updatedBy: userId })
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
}
