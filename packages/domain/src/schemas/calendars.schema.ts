import { z } from 'zod';
import type { GridDay } from '../calendar';
import { daysBetween } from '../dates';
import type { Urgency } from '../urgency';
import { id, isoDate } from './common';

export const CALENDAR_KINDS = ['tasks', 'payroll', 'insurance'] as const;
export type CalendarKind = (typeof CALENDAR_KINDS)[number];
export const INSURANCE_MODES = ['reminders', 'renewals'] as const;
export type InsuranceMode = (typeof INSURANCE_MODES)[number];
/** The longest range one call may ask for (the List view's year and a little). */
export const CALENDAR_MAX_RANGE_DAYS = 400;

/** Zod runs the refinements even when a date failed its own check: an invalid date is not our error to raise. */
function withinMaxRange(start: string, end: string): boolean {
  try {
    return daysBetween(start, end) <= CALENDAR_MAX_RANGE_DAYS;
  } catch {
    return true;
  }
}

const rangeFields = {
  start: isoDate('start: Please enter a valid date (YYYY-MM-DD)'),
  end: isoDate('end: Please enter a valid date (YYYY-MM-DD)'),
  mode: z.enum(INSURANCE_MODES, { error: 'Mode must be reminders or renewals' }).default('renewals'),
};

function withRangeChecks<S extends z.ZodType<{ start: string; end: string }>>(schema: S): S {
  return schema
    .refine((q) => q.start <= q.end, { path: ['end'], message: 'End must not be before start' })
    .refine((q) => q.start > q.end || withinMaxRange(q.start, q.end), {
      path: ['end'],
      message: `The range must be at most ${CALENDAR_MAX_RANGE_DAYS} days`,
    });
}

/** One call per calendar view: the events (or the grid's days) of `start`..`end` (inclusive). */
export const CalendarRangeQuery = withRangeChecks(z.object(rangeFields));
export type CalendarRangeQuery = z.output<typeof CalendarRangeQuery>;

/** The longest page of events one call may ask for. */
export const CALENDAR_MAX_PAGE = 1000;
const LIMIT_MESSAGE = `Must be a whole number from 1 to ${CALENDAR_MAX_PAGE}`;
const OFFSET_MESSAGE = 'Must be a whole number, 0 or more';

/**
 * The range's events, all of them or, with `limit`, a page in the calendar's order from `offset`
 * (the List view's 12 months hold thousands at a busy firm and are read a page at a time).
 */
export const CalendarEventsQuery = withRangeChecks(
  z.object({
    ...rangeFields,
    limit: z.coerce
      .number({ error: LIMIT_MESSAGE })
      .int(LIMIT_MESSAGE)
      .min(1, LIMIT_MESSAGE)
      .max(CALENDAR_MAX_PAGE, LIMIT_MESSAGE)
      .optional(),
    offset: z.coerce
      .number({ error: OFFSET_MESSAGE })
      .int(OFFSET_MESSAGE)
      .min(0, OFFSET_MESSAGE)
      .max(1_000_000, OFFSET_MESSAGE)
      .optional(),
  }),
);
export type CalendarEventsQuery = z.output<typeof CalendarEventsQuery>;

export type CalendarEventType = 'task' | 'payroll' | 'insurance';
export type CalendarEntityType = 'task' | 'project' | 'payroll' | 'group-health' | 'pc';

/** Spec 3 section 3: a calendar event. */
export interface CalendarEventView {
  id: string;
  title: string;
  date: string;
  type: CalendarEventType;
  description: string | null;
  urgency: Urgency;
  organizationName: string | null;
  organizationId: number | null;
  projectId: number | null;
  entityId: number;
  entityType: CalendarEntityType;
  status: string;
  /** Payroll: processing or pay date, of the first or the semi-monthly second set. Insurance: the renewal date. */
  kind?: string;
  renewalDate?: string | null;
}

/**
 * A day of a calendar's month or week grid: its first events in the calendar's order (as many as a
 * cell shows) and how many it has in all; the rest are read when its "+N more" opens.
 */
export type CalendarDayView = GridDay<CalendarEventView>;

export const CalendarCompleteInput = z.object({
  entityType: z.enum(['task', 'project', 'payroll'], { error: 'entityType must be task, project or payroll' }),
  entityId: id('Invalid entityId'),
});
export type CalendarCompleteInput = z.output<typeof CalendarCompleteInput>;

export const CalendarRenewInput = z.object({
  entityType: z.enum(['group-health', 'pc'], { error: 'entityType must be group-health or pc' }),
  entityId: id('Invalid entityId'),
});
export type CalendarRenewInput = z.output<typeof CalendarRenewInput>;
