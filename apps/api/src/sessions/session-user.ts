import { USER_FLAGS, fullNameOf, type SessionUser, type UserFlag } from '@app/domain';
import type { UsersTable } from '@app/db';
import type { Selectable } from 'kysely';

/** A row of users as read; sessions answer with it, and features/users reads and writes it. */
export type UserRow = Selectable<UsersTable>;

// The session's user as the API answers it. Admins hold every flag.

/** One object literal with one spread: it runs for every request (plugins/request-context.ts). */
export function toSessionUser(row: UserRow, mfaEnrolmentRequired = false): SessionUser {
  const flags = Object.fromEntries(USER_FLAGS.map((f) => [f, row.role === 'admin' || row[f] === true])) as Record<
    UserFlag,
    boolean
  >;
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    fullName: fullNameOf(row),
    profilePicture: row.profilePicture,
    role: row.role,
    ...flags,
    mfaEnabled: row.mfaEnabled,
    mfaEnrolmentRequired,
  };
}
