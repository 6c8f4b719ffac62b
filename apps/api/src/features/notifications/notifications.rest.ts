import {
  DeleteNotificationsByIdAnswer,
  GetNotificationsAnswer,
  NotificationIdInput,
  NotificationListQuery,
  PatchNotificationsByIdReadAnswer,
  PatchNotificationsByIdUnreadAnswer,
  PostNotificationsReadAllAnswer,
} from '@app/domain';
import type { Rest } from '../../rest/route';
import * as service from './notifications.service';

const permission = ['notifications', 'read'] as const;

export function notificationsRest(rest: Rest): void {
  // A bare array, newest first (docs/decisions/3-api.md); page on with ?cursor=<id of the last one>.
  rest.route({
    method: 'GET',
    url: '/api/notifications',
    response: GetNotificationsAnswer,
    permission,
    query: NotificationListQuery,
    handler: async (ctx, { query }) => (await service.list(ctx, query)).items,
  });
  rest.route({
    method: 'PATCH',
    url: '/api/notifications/:id/read',
    response: PatchNotificationsByIdReadAnswer,
    permission,
    params: NotificationIdInput,
    handler: (ctx, { params }) => service.markRead(ctx, params),
  });
  rest.route({
    method: 'PATCH',
    url: '/api/notifications/:id/unread',
    response: PatchNotificationsByIdUnreadAnswer,
    permission,
    params: NotificationIdInput,
    handler: (ctx, { params }) => service.markUnread(ctx, params),
  });
  rest.route({
    method: 'DELETE',
    url: '/api/notifications/:id',
    response: DeleteNotificationsByIdAnswer,
    permission,
    params: NotificationIdInput,
    handler: (ctx, { params }) => service.remove(ctx, params),
  });
  rest.route({
    method: 'POST',
    url: '/api/notifications/read-all',
    response: PostNotificationsReadAllAnswer,
    permission,
    handler: (ctx) => service.markAllRead(ctx),
  });
}
