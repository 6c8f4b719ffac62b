import type { Database } from '@app/db';
import { SESSION_ABSOLUTE_LIFETIME_MS, SIGN_IN_LOCK_MS, SIGN_IN_WINDOW_MS } from '@app/domain';
import type { Kysely } from 'kysely';
import { ts } from '@app/db';

/** Deletes expired sessions and sign-in attempts too old to matter for the lockout. */
export async function purgeExpired(db: Kysely<Database>, now: Date): Promise<{ sessions: number; attempts: number }> {
  const sessions = await db
    .deleteFrom('sessions')
    .where((eb) =>
      eb.or([
        eb('expiresAt', '<', ts(now)),
        eb('createdAt', '<', ts(new Date(now.getTime() - SESSION_ABSOLUTE_LIFETIME_MS))),
      ]),
    )
    .executeTakeFirst();
  const keepAfter = new Date(now.getTime() - Math.max(SIGN_IN_WINDOW_MS + SIGN_IN_LOCK_MS, 24 * 3_600_000));
  const attempts = await db.deleteFrom('loginAttempts').where('attemptedAt', '<', ts(keepAfter)).executeTakeFirst();
  return { sessions: Number(sessions.numDeletedRows), attempts: Number(attempts.numDeletedRows) };
}
