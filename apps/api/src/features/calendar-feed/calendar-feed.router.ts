import { procedure, router } from '../../trpc/init';
import * as service from './calendar-feed.service';

export const calendarFeedRouter = router({
  info: procedure('self', 'read').query(({ ctx }) => service.info(ctx)),
  regenerate: procedure('self', 'edit').mutation(({ ctx }) => service.regenerate(ctx)),
  revoke: procedure('self', 'edit').mutation(({ ctx }) => service.revoke(ctx)),
});
