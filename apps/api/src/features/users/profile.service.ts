import type { ProfileUpdate, SessionUser } from '@app/domain';
import type { UserCtx } from '../../core/service-context';
import { notFound } from '../../core/app-error';
import * as audit from '../audit/audit.service';
import { updateUser } from './users.repo';
import { toSessionUser } from '../../sessions/session-user';

/** Settings > Profile: names and email only; the username, role and flags are not the user's to change. */
export async function updateProfile(ctx: UserCtx, input: ProfileUpdate): Promise<SessionUser> {
  const { email, firstName, lastName } = input;
  const patch = Object.fromEntries(Object.entries({ email, firstName, lastName }).filter(([, v]) => v !== undefined));
  const row = await updateUser(ctx.db, ctx.user.id, patch, ctx.now());
  if (!row) throw notFound('User not found');
  if (Object.keys(patch).length)
    await audit.record(ctx, { action: 'update', entityType: 'user', entityId: row.id, fields: Object.keys(patch) });
  return toSessionUser(row, ctx.user.mfaEnrolmentRequired);
}
