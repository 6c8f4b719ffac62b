import type { Database } from '@app/db';
import { SIGN_IN_LOCK_MS, SIGN_IN_WINDOW_MS, signInLockedUntil } from '@app/domain';
import { sql, type Kysely } from 'kysely';
import { toDate, ts } from '@app/db';

// Sign-in attempts per key (attempts.ts makes the keys): a username's lockout (docs/decisions/4-security.md) or a
// half-signed-in session's codes.

/**
 * Holds the attempts of `key` until the transaction ends, on PostgreSQL and PGlite alike, so that
 * check, verify and record are one step per key however many requests race.
 */
export async function lockAttemptsOf(trx: Kysely<Database>, key: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
}

/** Records an attempt; answers its id (a reservation counted as failed until marked succeeded). */
export async function recordAttempt(
  db: Kysely<Database>,
  key: string,
  succeeded: boolean,
  at: Date,
  ip?: string,
): Promise<number> {
  const row = await db
    .insertInto('loginAttempts')
    .values({ username: key, succeeded, ip: ip ?? null, attemptedAt: ts(at) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function markSucceeded(db: Kysely<Database>, id: number): Promise<void> {
  await db.updateTable('loginAttempts').set({ succeeded: true }).where('id', '=', id).execute();
}

/** When the lock on `key` ends, or null when it is not locked at `now`. */
export async function lockedUntil(db: Kysely<Database>, key: string, now: Date): Promise<Date | null> {
  const since = new Date(now.getTime() - SIGN_IN_WINDOW_MS - SIGN_IN_LOCK_MS);
  const rows = await db
    .selectFrom('loginAttempts')
    .select(['succeeded', 'attemptedAt'])
    .where('username', '=', key)
    .where('attemptedAt', '>', ts(since))
    .orderBy('attemptedAt')
    .orderBy('id')
    .execute();
  const until = signInLockedUntil(
    rows.map((r) => ({ succeeded: r.succeeded, at: toDate(r.attemptedAt).getTime() })),
    now.getTime(),
  );
  return until === null ? null : new Date(until);
}

/** Failed attempts recorded under `key` since `since` (second-factor codes of one session). */
export async function failuresSince(db: Kysely<Database>, key: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('loginAttempts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('username', '=', key)
    .where('succeeded', '=', false)
    .where('attemptedAt', '>=', ts(since))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
