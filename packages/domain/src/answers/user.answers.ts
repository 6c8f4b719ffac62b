import { z } from 'zod';
import { UserAccessFields } from './party-records.answers.js';

/** GET /api/user; also the answer of every call that signs in or changes the signed-in user (login, register, profile, picture). */
export const GetUserAnswer = z.object({
  id: z.number().optional(),
  username: z.string().optional(),
  email: z.string().nullable().optional(),
  firstName: z.string().nullable().optional(),
  lastName: z.string().nullable().optional(),
  fullName: z.string().nullable().optional(),
  profilePicture: z.string().nullable().optional(),
  ...UserAccessFields,
  mfaEnrolmentRequired: z.boolean().optional(),
  mfaRequired: z.boolean().optional(),
});
