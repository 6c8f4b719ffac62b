import { USER_FLAGS, can, type PermissionUser, type UserFlag } from './permissions.js';

type AccountFields = { username: string; role: string } & Record<UserFlag, boolean>;
type AccountInput = { username?: string; role?: string } & Partial<Record<UserFlag, boolean | undefined>>;

/**
 * The fields of a user's own PUT /api/users/{id} that only an administrator may change: the
 * username, the role and the permission flags. Sending the stored value is no change (a PUT may
 * repeat the whole record); the answer lists what would change.
 */
export function lockedOwnAccountChanges(current: AccountFields, input: AccountInput): string[] {
  const changed: string[] = [];
  if (input.username !== undefined && input.username !== current.username) changed.push('username');
  if (input.role !== undefined && input.role !== current.role) changed.push('role');
  for (const flag of USER_FLAGS) if (input[flag] !== undefined && input[flag] !== current[flag]) changed.push(flag);
  return changed;
}

export const OTHER_USER_EDIT_MESSAGE = 'Only an admin can edit another user; you can edit your own account';

/**
 * Which edit PUT /api/users/{id} is: Workforce's full edit for an administrator of the workforce,
 * the own-account edit for anyone else on their own id, and none on another user's id.
 */
export function userEditScope(
  user: PermissionUser & { id: number },
  targetId: number,
): 'workforce' | 'own-account' | 'none' {
  if (can(user, 'workforce', 'admin')) return 'workforce';
  return targetId === user.id ? 'own-account' : 'none';
}
