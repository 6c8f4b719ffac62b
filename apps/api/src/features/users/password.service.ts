import type { Ctx } from '../../context';
import { ts } from '../../db-values';
import { hashPassword } from '../../security/password';
import * as audit from '../audit/audit.service';
import { invalidateUserSessions } from '../auth/session.service';

/**
 * For the profile and workforce areas: sets a user's password (already validated by the caller's
 * schema) and ends their other sessions (DECISIONS 4); the caller's own session stays when they
 * change their own password.
 */
export async function setPassword(ctx: Ctx, userId: number, newPassword: string): Promise<void> {
  const passwordHash = await hashPassword(newPassword);
  await ctx.db.updateTable('users').set({ passwordHash, updatedAt: ts(ctx.now()) }).where('id', '=', userId).execute();
  const keep = ctx.session && ctx.session.userId === userId ? ctx.session.id : undefined;
  await invalidateUserSessions(ctx.db, userId, keep);
  await audit.record(ctx, { action: 'update', entityType: 'user', entityId: userId, fields: ['password'] });
}
