import type { Database } from '@app/db';
import type { DeadlineSection } from '@app/domain';
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { ownerNotDeleted, sectionCondition } from '../../sections/deadline-section.repo';
import type { RenewalKind } from './business-licenses.repo';

// The renewals list's filter and rows (business-license-renewals.repo.ts reads its pages and counts
// with them): the renewals of organizations not deleted, narrowed, ordered and named, and the
// filter's total from the counts the triggers keep.

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
export function filtered(db: Kysely<Database>, f: RenewalFilter, ownerJoined = false) {
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

/** Renewals of organizations that are not deleted, the organization joined as `o` (for its name), narrowed by the filter. */
export function withOwner(db: Kysely<Database>, f: RenewalFilter) {
  return filtered(db, f, true)
    .innerJoin('organizations as o', 'o.id', 'r.organizationId')
    .where('o.deletedAt', 'is', null);
}

export const ROW_COLUMNS = [
  'r.id',
  'r.organizationId',
  'r.kind',
  'r.year',
  'r.dueDate',
  'r.status',
  'r.completedAt',
  'o.businessDba as organizationName',
] as const;

export function withNames(db: Kysely<Database>, f: RenewalFilter) {
  return withOwner(db, f).select(ROW_COLUMNS);
}

/** The list's order: completed ones latest due date first, then id; the others by due date, name and id. */
export function ordered<Q extends SelectQueryBuilder<any, any, any>>(query: Q, f: RenewalFilter): Q {
  const q = query as SelectQueryBuilder<any, any, any>;
  if (f.section === 'completed') return q.orderBy('r.dueDate', 'desc').orderBy('r.id', 'desc') as Q;
  return q
    .orderBy('r.dueDate')
    .orderBy(sql`lower(o.business_dba)`)
    .orderBy('r.id') as Q;
}

/** The rows of a page whose ids `ids` holds (the page's order is given by the caller). */
export function rowsOf(db: Kysely<Database>, ids: SelectQueryBuilder<any, any, { pageId: number }>) {
  return db
    .selectFrom(ids.as('k'))
    .innerJoin('businessLicenseRenewals as r', 'r.id', 'k.pageId')
    .innerJoin('organizations as o', 'o.id', 'r.organizationId')
    .select(ROW_COLUMNS);
}

/** The kept counts total a filter exactly, except one organization's or one renewal's (counted by their rows). */
export const keptTotalHolds = (f: RenewalFilter) => f.id === undefined && f.organizationId === undefined;

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
