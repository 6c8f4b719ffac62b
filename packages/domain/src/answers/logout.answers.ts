import { z } from 'zod';

/** POST /api/logout */
export const PostLogoutAnswer = z.object({
  ok: z.boolean(),
});
