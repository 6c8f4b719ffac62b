import { z } from 'zod';
import { passwordProblems } from '../password';
import { optionalEmail, optionalText } from './common';

// Sign-in and registration inputs, shared by the /auth page and the api.

export const USERNAME_IS_REQUIRED = 'Username is required';
export const PASSWORD_IS_REQUIRED = 'Password is required';

/** POST /api/login, auth.login. No strength rule here: an old password must still sign in. */
export const LoginInput = z.object({
  username: z
    .string({ error: USERNAME_IS_REQUIRED })
    .trim()
    .min(1, USERNAME_IS_REQUIRED)
    .max(100, 'Must be at most 100 characters'),
  password: z
    .string({ error: PASSWORD_IS_REQUIRED })
    .min(1, PASSWORD_IS_REQUIRED)
    .max(1000, 'Must be at most 1000 characters'),
});
export type LoginInput = z.output<typeof LoginInput>;

/** A new password: at least 8 characters with an uppercase letter, a number and a special character. */
export const NewPassword = z
  .string({ error: PASSWORD_IS_REQUIRED })
  .max(1000, 'Must be at most 1000 characters')
  .superRefine((pw, ctx) => {
    const problems = passwordProblems(pw);
    if (problems.length)
      ctx.addIssue({ code: 'custom', message: `Password needs: ${problems.join(', ').toLowerCase()}` });
  });

/** POST /api/register, auth.register: the first admin, only while no user exists. */
export const RegisterInput = z.object({
  username: z
    .string({ error: USERNAME_IS_REQUIRED })
    .trim()
    .min(1, USERNAME_IS_REQUIRED)
    .max(100, 'Must be at most 100 characters'),
  password: NewPassword,
  email: optionalEmail(),
  firstName: optionalText(100),
  lastName: optionalText(100),
});
export type RegisterInput = z.output<typeof RegisterInput>;
export type RegisterFormInput = z.input<typeof RegisterInput>;

export const NOT_AUTHENTICATED = 'Not authenticated';
export const INVALID_CREDENTIALS = 'Invalid username or password';
export const MFA_SETUP_REQUIRED = 'Two-factor authentication must be set up';
