import type { Database } from '@app/db';
import type { Kysely } from 'kysely';
import { ts } from '../../db-values';
import { LOCK_MS, WINDOW_MS } from './lockout';

/** Deletes expired sessions and sign-in attempts too old to matter for the lockout. */
export async function purgeExpired(db: Kysely<Database>, now: Date): Promise<{ sessions: number; attempts: number }> {
  const sessions = await db.deleteFrom('sessions').where('expiresAt', '<', ts(now)).executeTakeFirst();
  const keepAfter = new Date(now.getTime() - Math.max(WINDOW_MS + LOCK_MS, 24 * 3_600_000));
  const attempts = await db.deleteFrom('loginAttempts').where('attemptedAt', '<', ts(keepAfter)).executeTakeFirst();
  return { sessions: Number(sessions.numDeletedRows), attempts: Number(attempts.numDeletedRows) };
}
