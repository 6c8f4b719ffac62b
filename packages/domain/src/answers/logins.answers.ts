import { z } from 'zod';
import { LoginRecord } from './party-records.answers.js';

/** PATCH /api/logins/:id */
export const PatchLoginsByIdAnswer = LoginRecord;

/** DELETE /api/logins/:id */
export const DeleteLoginsByIdAnswer = z.object({
  ok: z.boolean(),
});

/** POST /api/logins/:id/reveal */
export const PostLoginsByIdRevealAnswer = PatchLoginsByIdAnswer;
