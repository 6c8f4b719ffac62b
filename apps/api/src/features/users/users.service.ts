import { DEFAULT_USER_SETTINGS, type DirectoryUser, type UserSettings } from '@app/domain';
import type { UserCtx } from '../../context';
import { listDirectory } from './users.repo';

/** Every signed-in user may read it (pickers, chat): names and pictures only. */
export function directory(ctx: UserCtx): Promise<DirectoryUser[]> {
  return listDirectory(ctx.db);
}

/** The caller's settings (the defaults when no row exists yet). */
export async function mySettings(ctx: UserCtx): Promise<UserSettings> {
  const row = await ctx.db.selectFrom('userSettings').selectAll().where('userId', '=', ctx.user.id).executeTakeFirst();
  if (!row) return { ...DEFAULT_USER_SETTINGS };
  const { userId: _userId, ...settings } = row;
  return settings as UserSettings;
}
