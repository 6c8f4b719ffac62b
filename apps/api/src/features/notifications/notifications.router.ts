import { NotificationIdInput, NotificationListInput } from '@app/domain';
import { procedure, router } from '../../trpc/init';
import * as service from './notifications.service';

// Everyone reads and changes their own notifications (docs/decisions/4-security.md).
const own = () => procedure('notifications', 'read');

export const notificationsRouter = router({
  list: own()
    .input(NotificationListInput)
    .query(({ ctx, input }) => service.list(ctx, input)),
  counts: own().query(({ ctx }) => service.counts(ctx)),
  markRead: own()
    .input(NotificationIdInput)
    .mutation(({ ctx, input }) => service.markRead(ctx, input)),
  markUnread: own()
    .input(NotificationIdInput)
    .mutation(({ ctx, input }) => service.markUnread(ctx, input)),
  delete: own()
    .input(NotificationIdInput)
    .mutation(({ ctx, input }) => service.remove(ctx, input)),
  markAllRead: own().mutation(({ ctx }) => service.markAllRead(ctx)),
});
