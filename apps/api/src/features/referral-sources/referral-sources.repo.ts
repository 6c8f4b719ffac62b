import { containsPattern } from '@app/domain';
import type { Database, ReferralSourcesTable } from '@app/db';
import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';

export type ReferralSourceRow = Selectable<ReferralSourcesTable>;

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
      const ors = [
        eb('fullName', 'ilike', pattern),
        eb('email', 'ilike', pattern),
        eb('phone', 'ilike', pattern),
        eb('organizationName', 'ilike', pattern),
      ];
      if (digits.length >= 3 && /^[\d\s()+.-]+$/.test(term)) ors.push(eb('phone', 'like', containsPattern(digits)));
      const displayId = /^r0*(\d{1,9})$/i.exec(term);
      if (displayId) ors.push(eb('id', '=', Number(displayId[1])));
      return eb.or(ors);
    });
  }
  if (opts.sort === 'createdAt') query = query.orderBy('createdAt', opts.order);
  else if (opts.sort === 'organizationName')
    query = query.orderBy(sql`lower(organization_name)`, (ob) =>
      (opts.order === 'asc' ? ob.asc() : ob.desc()).nullsLast(),
    );
  else query = query.orderBy(sql`lower(full_name)`, opts.order);
  return query.orderBy('id', opts.order).limit(opts.limit).offset(opts.offset).execute();
}

export function findReferralSource(db: Kysely<Database>, id: number): Promise<ReferralSourceRow | undefined> {
  return db.selectFrom('referralSources').selectAll().where('id', '=', id).executeTakeFirst();
}

export function insertReferralSource(
  db: Kysely<Database>,
  values: Insertable<ReferralSourcesTable>,
): Promise<ReferralSourceRow> {
  return db.insertInto('referralSources').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateReferralSource(
  db: Kysely<Database>,
  id: number,
  values: Updateable<ReferralSourcesTable>,
): Promise<ReferralSourceRow> {
  return db.updateTable('referralSources').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export interface ReferredOptions {
  sort: 'name' | 'createdAt';
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

export function referredClients(db: Kysely<Database>, id: number, opts: ReferredOptions) {
  let query = db
    .selectFrom('clients')
    .select(['id', 'fullName', 'email', 'phone', 'status', 'createdAt'])
    .where('referralSourceId', '=', id)
    .where('deletedAt', 'is', null);
  query =
    opts.sort === 'name' ? query.orderBy(sql`lower(full_name)`, opts.order) : query.orderBy('createdAt', opts.order);
  return query.orderBy('id', opts.order).limit(opts.limit).offset(opts.offset).execute();
}

export function referredOrganizations(db: Kysely<Database>, id: number, opts: ReferredOptions) {
  let query = db
    .selectFrom('organizations')
    .select(['id', 'businessDba', 'businessEmail', 'businessPhone', 'status', 'createdAt'])
    .where('referralSourceId', '=', id)
    .where('deletedAt', 'is', null);
  query =
    opts.sort === 'name' ? query.orderBy(sql`lower(business_dba)`, opts.order) : query.orderBy('createdAt', opts.order);
  return query.orderBy('id', opts.order).limit(opts.limit).offset(opts.offset).execute();
}
