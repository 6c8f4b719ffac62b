import type { Database, EstimatedTaxPaymentsTable } from '@app/db';
import type { Insertable, Kysely } from 'kysely';
import type { Owner } from '../profile-records/owner';

/** Inserts the rows that do not exist yet (unique per entity, tax year and quarter); answers how many were new. */
export async function insertMissing(db: Kysely<Database>, rows: Insertable<EstimatedTaxPaymentsTable>[]): Promise<number> {
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
