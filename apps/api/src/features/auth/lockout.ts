import type { Database } from '@app/db';
import type { Kysely } from 'kysely';
import { toDate, ts } from '../../db-values';

// DECISIONS 4: after 5 failed attempts for one username within 15 minutes, every attempt for it
// (even with the right password) answers 429 until 15 minutes after the fifth failure. Attempts
// refused while locked are not counted, so the lock ends on time; a success resets the count.

export const MAX_FAILURES = 5;
export const WINDOW_MS = 15 * 60_000;
export const LOCK_MS = 15 * 60_000;

export const lockKey = (username: string) => username.trim().toLowerCase();

export async function recordAttempt(db: Kysely<Database>, key: string, succeeded: boolean, at: Date, ip?: string): Promise<void> {
  await db.insertInto('loginAttempts').values({ username: key, succeeded, ip: ip ?? null, attemptedAt: ts(at) }).execute();
}

/** When the lock on `key` ends, or null when it is not locked at `now`. */
export async function lockedUntil(db: Kysely<Database>, key: string, now: Date): Promise<Date | null> {
  const since = new Date(now.getTime() - WINDOW_MS - LOCK_MS);
  const rows = await db
    .selectFrom('loginAttempts')
    .select(['succeeded', 'attemptedAt'])
    .where('username', '=', key)
    .where('attemptedAt', '>', ts(since))
    .orderBy('attemptedAt')
    .orderBy('id')
    .execute();
  let failures: number[] = [];
  let until: number | null = null;
  for (const row of rows) {
    const at = toDate(row.attemptedAt).getTime();
    if (row.succeeded) {
      failures = [];
      continue;
    }
    failures.push(at);
    const windowStart = failures[failures.length - MAX_FAILURES];
    if (windowStart !== undefined && at - windowStart <= WINDOW_MS) {
      until = at + LOCK_MS;
      failures = [];
    }
  }
  return until !== null && now.getTime() < until ? new Date(until) : null;
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
