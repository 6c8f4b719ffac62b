import { procedure, router } from '../../trpc/init';
import * as service from './backups.service';

// Admin only (the 'workforce' area's admin action): a backup holds the whole practice.
export const backupsRouter = router({
  latest: procedure('workforce', 'admin').query(({ ctx }) => service.latest(ctx)),
  create: procedure('workforce', 'admin').mutation(({ ctx }) => service.takeNow(ctx)),
});
