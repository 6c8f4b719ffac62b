import type { Database } from '@app/db';
import type { SecuritySettings } from '@app/domain';
import type { Kysely } from 'kysely';
import type { SessionInfo } from '../core/service-context';
import { ts } from '@app/db';

// The sessions table (docs/decisions/4-security.md: only the SHA-256 of the token is stored, as `id`).

export async function insertSession(db: Kysely<Database>, session: SessionInfo): Promise<void> {
  await db
    .insertInto('sessions')
    .values({ ...session, expiresAt: session.expiresAt, createdAt: ts(session.createdAt) })
    .execute();
}

/** The session, its user and their timeout, and the admin's "require MFA" setting: one query per request. */
export function findSessionWithUser(db: Kysely<Database>, id: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .leftJoin('userSettings', 'userSettings.userId', 'sessions.userId')
    .selectAll('users')
    .select([
      'sessions.id as sessionId',
      'sessions.expiresAt as sessionExpiresAt',
      'sessions.mfaVerified as sessionMfaVerified',
      'sessions.createdAt as sessionCreatedAt',
      'userSettings.sessionTimeout as sessionTimeout',
    ])
    .select((eb) =>
      eb
        .selectFrom('appSettings')
        .select('value')
        .where('key', '=', 'requireMfa' satisfies keyof SecuritySettings)
        .as('requireMfaSetting'),
    )
    .where('sessions.id', '=', id)
    .executeTakeFirst();
}

export async function updateSessionExpiry(db: Kysely<Database>, id: string, expiresAt: Date): Promise<void> {
  await db.updateTable('sessions').set({ expiresAt }).where('id', '=', id).execute();
}

export async function deleteSession(db: Kysely<Database>, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

/** Every session of a user, optionally keeping one. */
export async function deleteUserSessions(
  db: Kysely<Database>,
  userId: number,
  exceptSessionId?: string,
): Promise<void> {
  let query = db.deleteFrom('sessions').where('userId', '=', userId);
  if (exceptSessionId) query = query.where('id', '!=', exceptSessionId);
  await query.execute();
}
