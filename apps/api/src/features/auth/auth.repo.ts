import type { Database } from '@app/db';
import { sql, type Kysely } from 'kysely';

/** Two first registrations racing: the second waits, then finds the table no longer empty. */
export async function lockUsersForRegistration(trx: Kysely<Database>): Promise<void> {
  await sql`lock table users in exclusive mode`.execute(trx);
}
