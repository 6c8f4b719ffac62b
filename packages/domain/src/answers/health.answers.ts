import { z } from 'zod';

/** GET /api/health */
export const GetHealthAnswer = z.object({
  status: z.string(),
});
