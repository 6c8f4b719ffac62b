import type { Database } from '@app/db';
import type { Kysely } from 'kysely';

/** Whether the client or organization exists and is not soft-deleted. */
export async function ownerExists(db: Kysely<Database>, owner: { kind: 'client' | 'organization'; id: number }): Promise<boolean> {
  const table = owner.kind === 'client' ? 'clients' : 'organizations';
  const row = await db.selectFrom(table).select('id').where('id', '=', owner.id).where('deletedAt', 'is', null).executeTakeFirst();
  return row !== undefined;
}
