import { z } from 'zod';

/** GET /api/sessions */
export const GetSessionsAnswer = z.array(
  z.object({
    id: z.string(),
    createdAt: z.string(),
    expiresAt: z.string(),
    current: z.boolean(),
  }),
);

/** POST /api/sessions/sign-out-others */
export const PostSessionsSignOutOthersAnswer = z.object({
  ok: z.boolean(),
});
