import { z } from 'zod';

/** An event of GET /api/calendars/:kind/events and /days. */
const CalendarEventAnswer = z.object({
  id: z.string(),
  title: z.string(),
  date: z.string(),
  type: z.string(),
  description: z.string().nullable(),
  urgency: z.string(),
  organizationName: z.string().nullable(),
  organizationId: z.number().nullable(),
  projectId: z.number().nullable(),
  entityId: z.number(),
  entityType: z.string(),
  status: z.string(),
  kind: z.string().optional(),
  renewalDate: z.string().nullable().optional(),
});

/** GET /api/calendars/:kind/events */
export const GetCalendarsByKindEventsAnswer = z.array(CalendarEventAnswer);

/** GET /api/calendars/:kind/days */
export const GetCalendarsByKindDaysAnswer = z.array(
  z.object({ date: z.string(), total: z.number(), events: z.array(CalendarEventAnswer) }),
);

/** POST /api/calendars/complete */
export const PostCalendarsCompleteAnswer = z.object({
  ok: z.boolean(),
  status: z.string(),
});

/** POST /api/calendars/renew */
export const PostCalendarsRenewAnswer = z.object({
  ok: z.boolean(),
  renewalDate: z.string(),
});
