import { DeleteCalendarFeedAnswer, GetCalendarFeedAnswer, PostCalendarFeedRegenerateAnswer } from '@app/domain';
import { z } from 'zod';
import type { Rest } from '../../rest/route';
import * as service from './calendar-feed.service';

const FeedParams = z.object({
  file: z
    .string()
    .max(100)
    .regex(/^[A-Za-z0-9_-]+\.ics$/, 'Calendar feed not found'),
});

export function calendarFeedRest(rest: Rest): void {
  rest.route({
    method: 'GET',
    url: '/api/calendar-feed',
    response: GetCalendarFeedAnswer,
    permission: ['self', 'read'],
    handler: (ctx) => service.info(ctx),
  });
  rest.route({
    method: 'POST',
    url: '/api/calendar-feed/regenerate',
    response: PostCalendarFeedRegenerateAnswer,
    permission: ['self', 'edit'],
    handler: (ctx) => service.regenerate(ctx),
  });
  rest.route({
    method: 'DELETE',
    url: '/api/calendar-feed',
    response: DeleteCalendarFeedAnswer,
    permission: ['self', 'edit'],
    handler: (ctx) => service.revoke(ctx),
  });
  // Calendar apps fetch this without a session: the secret in the path is the credential.
  rest.route({
    method: 'GET',
    url: '/calendar/:file',
    response: { files: ['text/calendar'] },
    permission: 'public',
    params: FeedParams,
    rateLimit: { max: 60, timeWindow: 60_000 },
    handler: async (ctx, { params }, { reply }) => {
      const body = await service.feed(ctx, params.file.slice(0, -'.ics'.length));
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  });
}
