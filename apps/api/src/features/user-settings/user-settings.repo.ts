import type { Database } from '@app/db';
import type { UserSettings, UserSettingsUpdate } from '@app/domain';
import type { Kysely } from 'kysely';
import { ts } from '@app/db';

export async function readSettings(db: Kysely<Database>, userId: number): Promise<UserSettings | undefined> {
  const row = await db.selectFrom('userSettings').selectAll().where('userId', '=', userId).executeTakeFirst();
  if (!row) return undefined;
  const { userId: _userId, ...settings } = row;
  return settings as UserSettings;
}

/** Upserts the row (users created before settings existed have none). */
export async function writeSettings(
  db: Kysely<Database>,
  userId: number,
  patch: UserSettingsUpdate,
): Promise<UserSettings> {
  const row = await db
    .insertInto('userSettings')
    .values({ userId, ...patch })
    .onConflict((oc) => oc.column('userId').doUpdateSet(patch))
    .returningAll()
    .executeTakeFirstOrThrow();
  const { userId: _userId, ...settings } = row;
  return settings as UserSettings;
}

/** The users who want one kind of notification (the daily job), with their time zone. */
export function usersWanting(
  db: Kysely<Database>,
  switchName: 'taskReminders' | 'projectDeadlines' | 'payrollAlerts' | 'insuranceRenewals',
) {
  return db
    .selectFrom('users')
    .leftJoin('userSettings', 'userSettings.userId', 'users.id')
    .select(['users.id', 'users.role', 'users.canAccessCalendars', 'users.canAccessProjects'])
    .where((eb) => eb.or([eb(`userSettings.${switchName}`, 'is', null), eb(`userSettings.${switchName}`, '=', true)]))
    .execute();
}

/** A user's signed-in sessions that have not expired, newest first (Settings > Security). */
export function activeSessions(db: Kysely<Database>, userId: number, now: Date) {
  return db
    .selectFrom('sessions')
    .select(['id', 'createdAt', 'expiresAt'])
    .where('userId', '=', userId)
    .where('mfaVerified', '=', true)
    .where('expiresAt', '>', ts(now))
    .orderBy('createdAt', 'desc')
    .limit(100)
    .execute();
}
