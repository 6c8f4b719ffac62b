import { NotificationIdInput, NotificationListQuery } from '@app/domain';
import type { Rest } from '../../rest/route';
import * as service from './notifications.service';

const permission = ['notifications', 'read'] as const;

export function notificationsRest(rest: Rest): void {
  // A bare array, newest first (docs/decisions/3-api.md); page on with ?cursor=<id of the last one>.
  rest.route({
    method: 'GET',
    url: '/api/notifications',
    permission,
    query: NotificationListQuery,
    handler: async (ctx, { query }) => (await service.list(ctx, query)).items,
  });
  rest.route({
    method: 'PATCH',
    url: '/api/notifications/:id/read',
    permission,
    params: NotificationIdInput,
    handler: (ctx, { params }) => service.markRead(ctx, params),
  });
  rest.route({
    method: 'PATCH',
    url: '/api/notifications/:id/unread',
    permission,
    params: NotificationIdInput,
    handler: (ctx, { params }) => service.markUnread(ctx, params),
  });
  rest.route({
    method: 'DELETE',
    url: '/api/notifications/:id',
    permission,
    params: NotificationIdInput,
    handler: (ctx, { params }) => service.remove(ctx, params),
  });
  rest.route({
    method: 'POST',
    url: '/api/notifications/read-all',
    permission,
    handler: (ctx) => service.markAllRead(ctx),
  });
}
