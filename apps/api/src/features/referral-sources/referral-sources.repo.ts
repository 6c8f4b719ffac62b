import { containsPattern } from '@app/domain';
import type { Database, ReferralSourcePaymentMethodsTable, ReferralSourcesTable } from '@app/db';
import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';

export type ReferralSourceRow = Selectable<ReferralSourcesTable>;
export type ReferralPaymentMethodRow = Selectable<ReferralSourcePaymentMethodsTable>;


export interface ReferralListOptions {
  search?: string;
  limit: number;
  offset: number;
  sort: 'fullName' | 'createdAt' | 'organizationName';
  order: 'asc' | 'desc';
}

export function listReferralSources(db: Kysely<Database>, opts: ReferralListOptions): Promise<ReferralSourceRow[]> {
  let query = db.selectFrom('referralSources').selectAll();
  const term = opts.search?.trim();
  if (term) {
    const pattern = containsPattern(term);
    const digits = term.replace(/\D/g, '');
    query = query.where((eb) => {
      const ors = [eb('fullName', 'ilike', pattern), eb('email', 'ilike', pattern), eb('phone', 'ilike', pattern), eb('organizationName', 'ilike', pattern)];
      if (digits.length >= 3 && /^[\d\s()+.-]+$/.test(term)) ors.push(eb('phone', 'like', containsPattern(digits)));
      const displayId = /^r0*(\d{1,9})$/i.exec(term);
      if (displayId) ors.push(eb('id', '=', Number(displayId[1])));
      return eb.or(ors);
    });
  }
  if (opts.sort === 'createdAt') query = query.orderBy('createdAt', opts.order);
  else if (opts.sort === 'organizationName') query = query.orderBy(sql`lower(organization_name)`, (ob) => (opts.order === 'asc' ? ob.asc() : ob.desc()).nullsLast());
  else query = query.orderBy(sql`lower(full_name)`, opts.order);
  return query.orderBy('id', opts.order).limit(opts.limit).offset(opts.offset).execute();
}

export function findReferralSource(db: Kysely<Database>, id: number): Promise<ReferralSourceRow | undefined> {
  return db.selectFrom('referralSources').selectAll().where('id', '=', id).executeTakeFirst();
}

export function insertReferralSource(db: Kysely<Database>, values: Insertable<ReferralSourcesTable>): Promise<ReferralSourceRow> {
  return db.insertInto('referralSources').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateReferralSource(db: Kysely<Database>, id: number, values: Updateable<ReferralSourcesTable>): Promise<ReferralSourceRow> {
  return db.updateTable('referralSources').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export interface ReferredOptions {
  sort: 'name' | 'createdAt';
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

export function referredClients(db: Kysely<Database>, id: number, opts: ReferredOptions) {
  let query = db.selectFrom('clients').select(['id', 'fullName', 'email', 'phone', 'status', 'createdAt']).where('referralSourceId', '=', id).where('deletedAt', 'is', null);
  query = opts.sort === 'name' ? query.orderBy(sql`lower(full_name)`, opts.order) : query.orderBy('createdAt', opts.order);
  return query.orderBy('id', opts.order).limit(opts.limit).offset(opts.offset).execute();
}

export function referredOrganizations(db: Kysely<Database>, id: number, opts: ReferredOptions) {
  let query = db
    .selectFrom('organizations')
    .select(['id', 'businessDba', 'businessEmail', 'businessPhone', 'status', 'createdAt'])
    .where('referralSourceId', '=', id)
    .where('deletedAt', 'is', null);
  query = opts.sort === 'name' ? query.orderBy(sql`lower(business_dba)`, opts.order) : query.orderBy('createdAt', opts.order);
  return query.orderBy('id', opts.order).limit(opts.limit).offset(opts.offset).execute();
}

export function paymentMethodsOf(db: Kysely<Database>, referralSourceId: number): Promise<ReferralPaymentMethodRow[]> {
  return db.selectFrom('referralSourcePaymentMethods').selectAll().where('referralSourceId', '=', referralSourceId).orderBy('isPrimary', 'desc').orderBy('id').execute();
}

export function findPaymentMethod(db: Kysely<Database>, referralSourceId: number, id: number): Promise<ReferralPaymentMethodRow | undefined> {
  return db.selectFrom('referralSourcePaymentMethods').selectAll().where('id', '=', id).where('referralSourceId', '=', referralSourceId).executeTakeFirst();
}

/** The unique key on referral_source_id makes a second method a no-op here (the service answers 409). */
export function insertPaymentMethod(db: Kysely<Database>, values: Insertable<ReferralSourcePaymentMethodsTable>): Promise<ReferralPaymentMethodRow | undefined> {
  return db
    .insertInto('referralSourcePaymentMethods')
    .values(values)
    .onConflict((oc) => oc.column('referralSourceId').doNothing())
    .returningAll()
    .executeTakeFirst();
}

export function updatePaymentMethod(db: Kysely<Database>, id: number, values: Updateable<ReferralSourcePaymentMethodsTable>): Promise<ReferralPaymentMethodRow> {
  return db.updateTable('referralSourcePaymentMethods').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export async function deletePaymentMethod(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('referralSourcePaymentMethods').where('id', '=', id).execute();
}
