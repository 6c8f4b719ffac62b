import { DEFAULT_USER_SETTINGS, type ActiveSession, type UserSettings, type UserSettingsUpdate } from '@app/domain';
import type { UserCtx } from '../../core/service-context';
import { toIso } from '@app/db';
import * as audit from '../audit/audit.service';
import { invalidateUserSessions } from '../../sessions/session.service';
import * as repo from './user-settings.repo';

/** The caller's settings (the defaults when no row exists yet). */
export async function get(ctx: UserCtx): Promise<UserSettings> {
  return (await repo.readSettings(ctx.db, ctx.user.id)) ?? ({ ...DEFAULT_USER_SETTINGS } as UserSettings);
}

/**
 * PUT /api/user-settings with any subset. A new session timeout applies to the current session at
 * its next request (session validation moves the expiry to the new timeout).
 */
export async function update(ctx: UserCtx, input: UserSettingsUpdate): Promise<UserSettings> {
  const settings = await repo.writeSettings(ctx.db, ctx.user.id, input);
  await audit.record(ctx, {
    action: 'settings_update',
    entityType: 'user_settings',
    entityId: ctx.user.id,
    fields: Object.keys(input),
  });
  return settings;
}

/** Settings > Security: the caller's active sessions, the current one marked. */
export async function sessions(ctx: UserCtx): Promise<ActiveSession[]> {
  const rows = await repo.activeSessions(ctx.db, ctx.user.id, ctx.now());
  return rows.map((r) => ({
    // A prefix of the stored hash: enough to tell sessions apart, never usable as a cookie.
    id: r.id.slice(0, 12),
    createdAt: toIso(r.createdAt),
    expiresAt: toIso(r.expiresAt),
    current: r.id === ctx.session?.id,
  }));
}

export async function signOutOthers(ctx: UserCtx): Promise<{ ok: true }> {
  await invalidateUserSessions(ctx.db, ctx.user.id, ctx.session?.id);
  await audit.record(ctx, { action: 'logout_other_sessions', entityType: 'user', entityId: ctx.user.id });
  return { ok: true };
}
