import type { Database } from '@app/db';
import type { Kysely } from 'kysely';

/** Whether the client or organization exists and is not soft-deleted, or the referral partner exists. */
export async function ownerExists(
  db: Kysely<Database>,
  owner: { kind: 'client' | 'organization' | 'referralSource'; id: number },
): Promise<boolean> {
  if (owner.kind === 'referralSource')
    return !!(await db.selectFrom('referralSources').select('id').where('id', '=', owner.id).executeTakeFirst());
  const table = owner.kind === 'client' ? 'clients' : 'organizations';
  const row = await db
    .selectFrom(table)
    .select('id')
    .where('id', '=', owner.id)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}
