import { USER_FLAGS, type UserFlag } from '../permissions';

export const USER_ROLES = ['admin', 'employee'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** The signed-in user as GET /api/user and auth.me answer it: no secrets. */
export type SessionUser = {
  id: number;
  username: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  /** First and last name joined; null when neither is set. */
  fullName: string | null;
  profilePicture: string | null;
  role: UserRole;
  mfaEnabled: boolean;
  /** The admin requires MFA and this user has none yet: only enrolment is allowed until it is set up. */
  mfaEnrolmentRequired: boolean;
} & Record<UserFlag, boolean>;

/** users.directory: every signed-in user may read it (pickers, chat); no flags, no secrets. */
export interface DirectoryUser {
  id: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
  fullName: string | null;
  profilePicture: string | null;
}

/** First and last name joined, or null. */
export function fullNameOf(u: { firstName?: string | null; lastName?: string | null }): string | null {
  const name = [u.firstName, u.lastName]
    .filter((p) => p && p.trim())
    .join(' ')
    .trim();
  return name || null;
}

export const SESSION_USER_FLAGS: readonly UserFlag[] = USER_FLAGS;
