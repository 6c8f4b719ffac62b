import { z } from 'zod';
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

/** One call per calendar view: the events of `start`..`end` (inclusive). */
export const CalendarRangeQuery = z
  .object({
    start: isoDate('start: Please enter a valid date (YYYY-MM-DD)'),
    end: isoDate('end: Please enter a valid date (YYYY-MM-DD)'),
    mode: z.enum(INSURANCE_MODES, { error: 'Mode must be reminders or renewals' }).default('renewals'),
  })
  .refine((q) => q.start <= q.end, { path: ['end'], message: 'End must not be before start' })
  .refine((q) => q.start > q.end || withinMaxRange(q.start, q.end), {
    path: ['end'],
    message: `The range must be at most ${CALENDAR_MAX_RANGE_DAYS} days`,
  });
export type CalendarRangeQuery = z.output<typeof CalendarRangeQuery>;

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
export interface CalendarDayView {
  date: string;
  total: number;
  events: CalendarEventView[];
}

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
