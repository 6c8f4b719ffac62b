import {
  CALENDAR_KINDS,
  CalendarCompleteInput,
  CalendarEventsQuery,
  CalendarRangeQuery,
  CalendarRenewInput,
} from '@app/domain';
import { z } from 'zod';
import { procedure, router } from '../../trpc/init';
import * as service from './calendars.service';

// The three calendars need canAccessCalendars (docs/decisions/4-security.md); so do their Complete and Renew actions.
export const calendarsRouter = router({
  // `cursor` (the List view's infinite query): the offset of the page `range.limit` asks for.
  events: procedure('calendars', 'read')
    .input(
      z.object({
        kind: z.enum(CALENDAR_KINDS),
        range: CalendarEventsQuery,
        cursor: z.number().int().min(0).max(1_000_000).nullish(),
      }),
    )
    .query(({ ctx, input }) =>
      service.events(ctx, input.kind, { ...input.range, offset: input.cursor ?? input.range.offset }),
    ),
  days: procedure('calendars', 'read')
    .input(z.object({ kind: z.enum(CALENDAR_KINDS), range: CalendarRangeQuery }))
    .query(({ ctx, input }) => service.days(ctx, input.kind, input.range)),
  complete: procedure('calendars', 'edit')
    .input(CalendarCompleteInput)
    .mutation(({ ctx, input }) => service.complete(ctx, input)),
  renew: procedure('calendars', 'edit')
    .input(CalendarRenewInput)
    .mutation(({ ctx, input }) => service.renew(ctx, input)),
});
