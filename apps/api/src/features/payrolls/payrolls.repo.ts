import type { Database, PayrollsTable } from '@app/db';
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';

export type PayrollRow = Selectable<PayrollsTable>;

export function listForOrganization(db: Kysely<Database>, organizationId: number): Promise<PayrollRow[]> {
  return db
    .selectFrom('payrolls')
    .selectAll()
    .where('organizationId', '=', organizationId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

/** A payroll of an organization that is not soft-deleted. */
export function findPayroll(db: Kysely<Database>, id: number): Promise<PayrollRow | undefined> {
  return db
    .selectFrom('payrolls')
    .selectAll('payrolls')
    .innerJoin('organizations', 'organizations.id', 'payrolls.organizationId')
    .where('payrolls.id', '=', id)
    .where('organizations.deletedAt', 'is', null)
    .executeTakeFirst();
}

export function insertPayroll(db: Kysely<Database>, values: Insertable<PayrollsTable>): Promise<PayrollRow> {
  return db.insertInto('payrolls').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updatePayroll(
  db: Kysely<Database>,
  id: number,
  values: Updateable<PayrollsTable>,
): Promise<PayrollRow | undefined> {
  return db.updateTable('payrolls').set(values).where('id', '=', id).returningAll().executeTakeFirst();
}

export async function deletePayroll(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db.deleteFrom('payrolls').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export interface AllOptions {
  organizationId?: number | null;
  frequency?: PayrollsTable['payrollFrequency'];
  limit: number;
  offset: number;
}

function allQuery(db: Kysely<Database>, opts: Omit<AllOptions, 'limit' | 'offset'>) {
  let query = db
    .selectFrom('payrolls')
    .innerJoin('organizations', 'organizations.id', 'payrolls.organizationId')
    .where('organizations.deletedAt', 'is', null);
  if (opts.organizationId) query = query.where('payrolls.organizationId', '=', opts.organizationId);
  if (opts.frequency) query = query.where('payrolls.payrollFrequency', '=', opts.frequency);
  return query;
}

export function listAll(db: Kysely<Database>, opts: AllOptions) {
  return allQuery(db, opts)
    .selectAll('payrolls')
    .select(['organizations.businessDba', 'organizations.status as organizationStatus'])
    .orderBy('payrolls.organizationId')
    .orderBy('payrolls.id')
    .limit(opts.limit)
    .offset(opts.offset)
    .execute();
}

export async function countAll(db: Kysely<Database>, opts: Omit<AllOptions, 'limit' | 'offset'>): Promise<number> {
  const row = await allQuery(db, opts)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
