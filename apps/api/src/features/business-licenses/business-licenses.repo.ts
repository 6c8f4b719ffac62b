import type { BusinessLicenseRenewalsTable, Database } from '@app/db';
import type { DeadlineSection } from '@app/domain';
import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import { sectionCondition } from '../../deadline-section.repo';
import { jsonPage } from '../../list-page.repo';

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

/** Renewals of organizations that are not deleted, narrowed by the filter. */
function filtered(db: Kysely<Database>, f: RenewalFilter) {
  let query = db
    .selectFrom('businessLicenseRenewals as r')
    .innerJoin('organizations as o', 'o.id', 'r.organizationId')
    .where('o.deletedAt', 'is', null);
  if (f.id !== undefined) query = query.where('r.id', '=', f.id);
  if (f.kind) query = query.where('r.kind', '=', f.kind);
  if (f.year !== undefined) query = query.where('r.year', '=', f.year);
  if (f.month !== undefined) query = query.where(sql<number>`extract(month from r.due_date)`, '=', f.month);
  if (f.organizationId !== undefined) query = query.where('r.organizationId', '=', f.organizationId);
  const section = sectionCondition(f.section, { status: 'r.status', dueDate: 'r.dueDate' }, f.today);
  if (section) query = query.where(section);
  return query;
}

export function listPage(db: Kysely<Database>, f: RenewalFilter, limit: number, offset: number) {
  let query = filtered(db, f).select([
    'r.id',
    'r.organizationId',
    'r.kind',
    'r.year',
    'r.dueDate',
    'r.status',
    'r.completedAt',
    'o.businessDba as organizationName',
  ]);
  query =
    f.section === 'completed'
      ? query.orderBy('r.dueDate', 'desc').orderBy('r.id', 'desc')
      : query
          .orderBy('r.dueDate')
          .orderBy(sql`lower(o.business_dba)`)
          .orderBy('r.id');
  return jsonPage(db, query.limit(limit).offset(offset));
}
export type RenewalListRow = Awaited<ReturnType<typeof listPage>>[number];

/** The renewals, counted up to `upTo` when given (a list's capped total). */
export async function count(db: Kysely<Database>, f: RenewalFilter, upTo?: number): Promise<number> {
  const matches = filtered(db, f).select('r.id');
  const row = await db
    .selectFrom((upTo === undefined ? matches : matches.limit(upTo)).as('m'))
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
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
