import {
  CALENDAR_KINDS,
  CalendarCompleteInput,
  CalendarEventsQuery,
  CalendarRangeQuery,
  CalendarRenewInput,
  GetCalendarsByKindDaysAnswer,
  GetCalendarsByKindEventsAnswer,
  PostCalendarsCompleteAnswer,
  PostCalendarsRenewAnswer,
} from '@app/domain';
import { z } from 'zod';
import type { Rest } from '../../rest/route';
import * as service from './calendars.service';

const KindParams = z.object({
  kind: z.enum(CALENDAR_KINDS, { error: 'Calendar must be tasks, payroll or insurance' }),
});

export function calendarsRest(rest: Rest): void {
  // The Day and List views: GET /api/calendars/{tasks|payroll|insurance}/events?start=&end=[&mode=reminders|renewals][&limit=&offset=]
  rest.route({
    method: 'GET',
    url: '/api/calendars/:kind/events',
    response: GetCalendarsByKindEventsAnswer,
    permission: ['calendars', 'read'],
    params: KindParams,
    query: CalendarEventsQuery,
    handler: (ctx, { params, query }) => service.eventsJson(ctx, params.kind, query),
  });
  // The month and week grids: GET /api/calendars/{kind}/days?start=&end=[&mode=], each day's first events and count.
  rest.route({
    method: 'GET',
    url: '/api/calendars/:kind/days',
    response: GetCalendarsByKindDaysAnswer,
    permission: ['calendars', 'read'],
    params: KindParams,
    query: CalendarRangeQuery,
    handler: (ctx, { params, query }) => service.daysJson(ctx, params.kind, query),
  });
  rest.route({
    method: 'POST',
    url: '/api/calendars/complete',
    response: PostCalendarsCompleteAnswer,
    permission: ['calendars', 'edit'],
    body: CalendarCompleteInput,
    handler: (ctx, { body }) => service.complete(ctx, body),
  });
  rest.route({
    method: 'POST',
    url: '/api/calendars/renew',
    response: PostCalendarsRenewAnswer,
    permission: ['calendars', 'edit'],
    body: CalendarRenewInput,
    handler: (ctx, { body }) => service.renew(ctx, body),
  });
}
