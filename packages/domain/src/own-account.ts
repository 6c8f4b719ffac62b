import { USER_FLAGS, type UserFlag } from './permissions.js';

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
