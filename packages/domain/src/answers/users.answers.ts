import { z } from 'zod';
import { WorkforceUserRecord } from './party-records.answers.js';

/** GET /api/users/directory */
export const GetUsersDirectoryAnswer = z.array(
  z.object({
    id: z.number(),
    username: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    profilePicture: z.string().nullable(),
    fullName: z.string().nullable(),
  }),
);

/** GET /api/users */
export const GetUsersAnswer = z.array(WorkforceUserRecord);

/** POST /api/users */
export const PostUsersAnswer = WorkforceUserRecord;

/** PUT /api/users/:id */
export const PutUsersByIdAnswer = PostUsersAnswer;

/** DELETE /api/users/:id */
export const DeleteUsersByIdAnswer = z.object({
  ok: z.boolean(),
});
