import { z } from 'zod';
import { procedure, router } from '../../trpc/init';
import * as service from './search.service';

export const GlobalSearchInput = z.object({
  q: z.string({ error: 'Search text is required' }).max(200, 'Must be at most 200 characters'),
  limit: z.number().int().min(1).max(20).optional(),
});

// Any signed-in user; each group is filled only when the user may read its area.
export const searchRouter = router({
  global: procedure('signedIn')
    .input(GlobalSearchInput)
    .query(({ ctx, input }) => service.global(ctx, input)),
});
