import { z } from 'zod';
import { passwordProblems } from '../password';
import { USER_FLAGS, flagsForRole, type UserFlag } from '../permissions';
import { id, optionalEmail, optionalText } from './common';

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

// Workforce (the users feature's admin page): create, edit and list users.

export const WORKFORCE_ROLES = ['admin', 'employee'] as const;
export type WorkforceRole = (typeof WORKFORCE_ROLES)[number];
export const USERNAME_REQUIRED = 'Username is required';
export const PASSWORD_REQUIRED = 'Password is required';

const PASSWORD_MAX = 1000;

/** Reports each unmet password rule as its own issue. */
const strongPassword = z
  .string({ error: PASSWORD_REQUIRED })
  .max(PASSWORD_MAX, `Must be at most ${PASSWORD_MAX} characters`)
  .superRefine((pw, ctx) => {
    for (const message of passwordProblems(pw)) ctx.addIssue({ code: 'custom', message });
  });

/** A new password on an edit: blank (or absent) keeps the current one, anything else must be strong. */
const blankKeepsPassword = z
  .string()
  .max(PASSWORD_MAX, `Must be at most ${PASSWORD_MAX} characters`)
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(strongPassword.optional());

const flagShape = Object.fromEntries(USER_FLAGS.map((f) => [f, z.boolean().optional()])) as Record<
  UserFlag,
  z.ZodOptional<z.ZodBoolean>
>;

const userFields = {
  username: z
    .string({ error: USERNAME_REQUIRED })
    .trim()
    .min(1, USERNAME_REQUIRED)
    .max(100, 'Must be at most 100 characters'),
  email: optionalEmail().transform((v) => v ?? undefined),
  firstName: optionalText(100),
  lastName: optionalText(100),
  role: z.enum(WORKFORCE_ROLES, { error: 'Role must be admin or employee' }),
  ...flagShape,
};

/** Choosing admin turns every flag on; new employees start with every flag off. */
function withRoleFlags<T extends { role?: WorkforceRole } & Partial<Record<UserFlag, boolean | undefined>>>(u: T): T {
  if (u.role === 'admin') return { ...u, ...flagsForRole('admin') };
  return u;
}

/** Workforce > Add User: username and password required, an empty email is left out. */
export const WorkforceUserCreate = z
  .object({
    ...userFields,
    password: z
      .string({ error: PASSWORD_REQUIRED })
      .min(1, PASSWORD_REQUIRED)
      .max(PASSWORD_MAX, `Must be at most ${PASSWORD_MAX} characters`)
      .pipe(strongPassword),
    role: userFields.role.default('employee'),
  })
  .transform((u) => withRoleFlags({ ...flagsForRole('employee'), ...u }));
export type WorkforceUserCreate = z.output<typeof WorkforceUserCreate>;
export type WorkforceUserCreateInput = z.input<typeof WorkforceUserCreate>;

/** Workforce > Edit User: a blank password keeps the current one. */
export const WorkforceUserUpdate = z
  .object({
    ...userFields,
    password: blankKeepsPassword,
  })
  .partial()
  .transform(withRoleFlags);
export type WorkforceUserUpdate = z.output<typeof WorkforceUserUpdate>;

/**
 * PUT /api/users/{id}: Workforce's edit for admins; on one's own id also the self-edit of names,
 * email and password, where a new password needs the current one.
 */
export const UserPut = z
  .object({
    ...userFields,
    password: blankKeepsPassword,
    currentPassword: z.string().max(PASSWORD_MAX, `Must be at most ${PASSWORD_MAX} characters`).optional(),
  })
  .partial()
  .transform(withRoleFlags);
export type UserPut = z.output<typeof UserPut>;

/** A user as Workforce lists it (admins only): no secrets. */
export type WorkforceUser = {
  id: number;
  username: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  fullName: string | null;
  profilePicture: string | null;
  role: WorkforceRole;
  mfaEnabled: boolean;
  createdAt: string;
} & Record<UserFlag, boolean>;

export const UserIdInput = z.object({ id: id('Invalid user id') });
export type UserIdInput = z.output<typeof UserIdInput>;

export const LAST_ADMIN_MESSAGE = 'The last admin cannot be deleted or demoted';
export const DELETE_SELF_MESSAGE = 'You cannot delete your own account';
export const USERNAME_TAKEN_MESSAGE = 'Username already exists';
