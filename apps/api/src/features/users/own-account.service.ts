import { lockedOwnAccountChanges, type SessionUser, type UserPut } from '@app/domain';
import type { UserCtx } from '../../core/service-context';
import { badRequest, forbidden } from '../../core/app-error';
import { changeOwnPassword } from './password.service';
import { updateProfile } from './profile.service';

export const CURRENT_PASSWORD_NEEDED = 'currentPassword: Enter your current password to set a new one';

/**
 * PUT /api/users/{own id} for a user without Workforce rights: the same changes as Settings > Profile
 * (names, email, password). The username, role and flags stay an administrator's to change.
 */
export async function updateOwnAccount(ctx: UserCtx, input: UserPut): Promise<SessionUser> {
  const locked = lockedOwnAccountChanges(ctx.user, input);
  if (locked.length) throw forbidden(`Only an administrator can change your ${locked.join(', ')}`);
  if (input.password) {
    if (!input.currentPassword) throw badRequest(CURRENT_PASSWORD_NEEDED);
    await changeOwnPassword(ctx, { currentPassword: input.currentPassword, newPassword: input.password });
  }
  const { email, firstName, lastName } = input;
  return updateProfile(ctx, { email, firstName, lastName });
}
