import { CURRENT_PASSWORD_WRONG, type PasswordChange } from '@app/domain';
import type { Ctx, UserCtx } from '../../core/service-context';
import { badRequest } from '../../core/app-error';
import { hashPassword, verifyPassword } from '../../security/password';
import * as audit from '../audit/audit.service';
import { invalidateUserSessions } from '../../sessions/session.service';
import { findUserById, updateUser } from './users.repo';

/**
 * For the profile and workforce areas: sets a user's password (already validated by the caller's
 * schema) and ends their other sessions (docs/decisions/4-security.md); the caller's own session stays when they
 * change their own password.
 */
export async function setPassword(ctx: Ctx, userId: number, newPassword: string): Promise<void> {
  const passwordHash = await hashPassword(newPassword);
  await updateUser(ctx.db, userId, { passwordHash }, ctx.now());
  const keep = ctx.session && ctx.session.userId === userId ? ctx.session.id : undefined;
  await invalidateUserSessions(ctx.db, userId, keep);
  await audit.record(ctx, { action: 'update', entityType: 'user', entityId: userId, fields: ['password'] });
}

/** Settings > Profile: the current password first, then the new one. */
export async function changeOwnPassword(ctx: UserCtx, input: PasswordChange): Promise<{ ok: true }> {
  const user = await findUserById(ctx.db, ctx.user.id);
  if (!user || !(await verifyPassword(user.passwordHash, input.currentPassword)))
    throw badRequest(`currentPassword: ${CURRENT_PASSWORD_WRONG}`);
  await setPassword(ctx, ctx.user.id, input.newPassword);
  return { ok: true };
}
