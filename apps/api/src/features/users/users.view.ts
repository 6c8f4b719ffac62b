import { USER_FLAGS, fullNameOf, type SessionUser, type UserFlag, type WorkforceUser } from '@app/domain';
import { toIso } from '@app/db';
import type { UserRow } from './users.repo';

// A user row as the API answers it: the session's user, or a row of Workforce. Admins hold every flag.

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

export function toWorkforceUser(row: UserRow): WorkforceUser {
  const { mfaEnrolmentRequired: _, ...user } = toSessionUser(row);
  return { ...user, createdAt: toIso(row.createdAt) };
}
