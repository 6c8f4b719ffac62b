import { z } from 'zod';
import { GetUserAnswer } from './user.answers.js';

/** PUT /api/profile */
export const PutProfileAnswer = GetUserAnswer;

/** POST /api/profile/password */
export const PostProfilePasswordAnswer = z.object({
  ok: z.boolean(),
});
