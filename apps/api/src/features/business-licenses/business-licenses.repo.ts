import type { BusinessLicenseRenewalsTable, Database } from '@app/db';
import { laCityRenewalYearsIn, type DeadlineSection } from '@app/domain';
import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import { ownerNotDeleted, sectionCondition } from '../../sections/deadline-section.repo';
import { capped } from '../../lists/list-page';
import { countRows, jsonPage } from '../../lists/list-page.repo';

export type RenewalRow = Selectable<BusinessLicenseRenewalsTable>;
export type RenewalKind = 'la_city' | 'other';

export function listForOrganization(db: Kysely<Database>, organizationId: number): Promise<RenewalRow[]> {
  return db
    .selectFrom('businessLicenseRenewals')
    .selectAll()
    .where('organizationId', '=', organizationId)
    .orderBy('dueDate')
    .orderBy('id')
    .execute();
}

/** Pending renewals of the organization (of one kind, or all), except the years in `keepYears`. */
export async function deletePending(
  db: Kysely<Database>,
  organizationId: number,
  kind?: RenewalKind,
  keepYears: number[] = [],
): Promise<number> {
  let query = db
    .deleteFrom('businessLicenseRenewals')
    .where('organizationId', '=', organizationId)
    .where('status', '=', 'pending');
  if (kind) query = query.where('kind', '=', kind);
  if (keepYears.length > 0) query = query.where('year', 'not in', keepYears);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Idempotent upsert per (organization, kind, year); a pending row takes the new due date, a completed one stays. */
export async function upsertRenewals(
  db: Kysely<Database>,
  rows: Insertable<BusinessLicenseRenewalsTable>[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('businessLicenseRenewals')
    .values(rows)
    .onConflict((oc) =>
      oc
        .columns(['organizationId', 'kind', 'year'])
        .doUpdateSet((eb) => ({ dueDate: eb.ref('excluded.dueDate') }))
        .where('businessLicenseRenewals.status', '=', 'pending'),
    )
    .execute();
}

export interface RenewalFilter {
  kind?: RenewalKind;
  year?: number;
  month?: number;
  section?: DeadlineSection;
  organizationId?: number;
  id?: number;
  today: string;
}

/**
 * Renewals of organizations that are not deleted (an anti-join on the few deleted ones, so a
 * count reads the renewals' index only), narrowed by the filter.
 */
function filtered(db: Kysely<Database>, f: RenewalFilter, ownerJoined = false) {
  let query = db.selectFrom('businessLicenseRenewals as r');
  // With the organization joined (not deleted) the anti-join would only add planning time.
  if (!ownerJoined) query = query.where(ownerNotDeleted('organizations', 'd', 'r.organizationId'));
  if (f.id !== undefined) query = query.where('r.id', '=', f.id);
  if (f.kind) query = query.where('r.kind', '=', f.kind);
  if (f.year !== undefined) query = query.where('r.year', '=', f.year);
  if (f.month !== undefined) query = query.where(sql<number>`extract(month from r.due_date)`, '=', f.month);
  if (f.organizationId !== undefined) query = query.where('r.organizationId', '=', f.organizationId);
  const section = sectionCondition(f.section, { status: 'r.status', dueDate: 'r.dueDate' }, f.today);
  if (section) query = query.where(section);
  return query;
}

function withNames(db: Kysely<Database>, f: RenewalFilter) {
  return filtered(db, f, true)
    .innerJoin('organizations as o', 'o.id', 'r.organizationId')
    .where('o.deletedAt', 'is', null)
    .select([
      'r.id',
      'r.organizationId',
      'r.kind',
      'r.year',
      'r.dueDate',
      'r.status',
      'r.completedAt',
      'o.businessDba as organizationName',
    ]);
}

/** LA City renewals are all due February 28 (a constraint): the years that can hold rows of the (open) section. */
async function laCityYears(db: Kysely<Database>, f: RenewalFilter): Promise<number[]> {
  const years: number[] = f.year !== undefined ? [f.year] : [];
  if (f.year === undefined) {
    const span = await db
      .selectFrom('businessLicenseRenewals')
      .select((eb) => [eb.fn.min<number>('year').as('first'), eb.fn.max<number>('year').as('last')])
      .where('kind', '=', 'la_city')
      .executeTakeFirst();
    for (let y = span?.first ?? 1; span?.last && y <= span.last; y++) years.push(y);
  }
  return laCityRenewalYearsIn(years, f.section, f.today);
}

export async function listPage(db: Kysely<Database>, f: RenewalFilter, limit: number, offset: number) {
  if (f.kind === 'la_city' && f.id === undefined && f.section !== 'completed') {
    // One due date a year shared by thousands: each year's first offset + limit rows by name (from
    // the organizations' name index), then only those sorted.
    const years = await laCityYears(db, f);
    if (years.length === 0) return [];
    const branches = years.map(
      (year) =>
        sql`(${withNames(db, { ...f, year })
          .orderBy(sql`lower(o.business_dba)`)
          .orderBy('r.id')
          .limit(offset + limit)})`,
    );
    const page = db
      .selectFrom(sql<RenewalListRow>`(${sql.join(branches, sql` union all `)})`.as('r'))
      .selectAll()
      .orderBy('r.dueDate')
      .orderBy(sql`lower(r.organization_name)`)
      .orderBy('r.id')
      .limit(limit)
      .offset(offset);
    return jsonPage(db, page);
  }
  let query = withNames(db, f);
  query =
    f.section === 'completed'
      ? query.orderBy('r.dueDate', 'desc').orderBy('r.id', 'desc')
      : query
          .orderBy('r.dueDate')
          .orderBy(sql`lower(o.business_dba)`)
          .orderBy('r.id');
  return jsonPage(db, query.limit(limit).offset(offset));
}
export type RenewalListRow = {
  id: number;
  organizationId: number;
  kind: RenewalKind;
  year: number;
  dueDate: string;
  status: 'pending' | 'completed';
  completedAt: string | null;
  organizationName: string;
};

/**
 * The renewals, counted up to `upTo` when given (a list's capped total): from the counts the
 * triggers keep per kind, year, status and due date (migration 2026-11-25T1720), or for one
 * organization or renewal by its rows.
 */
export async function count(db: Kysely<Database>, f: RenewalFilter, upTo?: number): Promise<number> {
  if (f.id !== undefined || f.organizationId !== undefined) return capped(await countRows(filtered(db, f)), upTo);
  const section = sectionCondition(f.section, { status: 'status', dueDate: 'due_date' }, f.today);
  const { rows } = await sql<{ n: string | null }>`
      select sum(renewals) as n from business_license_counts
      where true ${f.kind ? sql`and kind = ${f.kind}` : sql``}
        ${f.year !== undefined ? sql`and year = ${f.year}` : sql``}
        ${f.month !== undefined ? sql`and extract(month from due_date) = ${f.month}` : sql``}
        ${section ? sql`and ${section}` : sql``}`.execute(db);
  return capped(Number(rows[0]?.n ?? 0), upTo);
}

/** Per due month: how many organizations have a pending or overdue renewal (the Other tab's month buttons). */
export async function openOrganizationsByMonth(
  db: Kysely<Database>,
  f: Pick<RenewalFilter, 'kind' | 'year' | 'today'>,
): Promise<Record<number, number>> {
  const rows = await filtered(db, { ...f })
    .where('r.status', '=', 'pending')
    .select((eb) => [
      sql<number>`extract(month from r.due_date)::int`.as('month'),
      eb.fn.count<string>('r.organizationId').distinct().as('n'),
    ])
    .groupBy(sql`extract(month from r.due_date)::int`)
    .execute();
  return Object.fromEntries(rows.map((r) => [Number(r.month), Number(r.n)]));
}

export function setStatus(
  db: Kysely<Database>,
  id: number,
  status: 'pending' | 'completed',
  at: Date | null,
  userId: number,
) {
  return db
    .updateTable('businessLicenseRenewals')
    .set({ status, completedAt: at as never, updatedBy: userId })
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
}
