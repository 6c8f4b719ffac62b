import { daysBetween, isIsoDate, type IsoDate } from './dates';
import { INSURANCE_REMINDER_DAYS } from './coverage';

export type Urgency = 'overdue' | 'critical' | 'warning' | 'normal';

/** Days from today until `date`, or null when the date is missing or malformed. */
function daysUntil(date: IsoDate | null | undefined, today: IsoDate): number | null {
  return date && isIsoDate(date) ? daysBetween(today, date) : null;
}

function grade(
  days: number | null,
  completed: boolean,
  overdue: (d: number) => boolean,
  critical: number,
  warning: number,
): Urgency {
  if (completed || days === null) return 'normal';
  if (overdue(days)) return 'overdue';
  if (days <= critical) return 'critical';
  return days <= warning ? 'warning' : 'normal';
}

/** Tasks and projects: overdue below 0 days, critical within 7, warning within 14. */
export function taskUrgency(date: IsoDate | null | undefined, today: IsoDate, completed = false): Urgency {
  return grade(daysUntil(date, today), completed, (d) => d < 0, 7, 14);
}

/** Payroll processing: overdue below 0 days, critical on the day, warning within 3. */
export function payrollUrgency(date: IsoDate | null | undefined, today: IsoDate, completed = false): Urgency {
  return gradePayroll(daysUntil(date, today), completed);
}

const gradePayroll = (days: number | null, completed: boolean) => grade(days, completed, (d) => d < 0, 0, 3);

/**
 * payrollUrgency of every date from `start` to `end`, in order, pending (`open`) and completed
 * (`done`): counted in days from `start`, not parsed date by date (a year's List view page asked
 * for 730 of them, 4 ms of dates parsed and written).
 */
export function payrollRangeUrgencies(
  start: IsoDate,
  end: IsoDate,
  today: IsoDate,
): { open: Urgency[]; done: Urgency[] } {
  const first = daysBetween(today, start);
  const dates = daysBetween(start, end) + 1;
  const open: Urgency[] = [];
  const done: Urgency[] = [];
  for (let i = 0; i < dates; i++) {
    open.push(gradePayroll(first + i, false));
    done.push(gradePayroll(first + i, true));
  }
  return { open, done };
}

/**
 * Insurance reminders mode. `date` is the renewal date; the event shown is the reminder, dated 30
 * days before it, and the spec's thresholds count the days until that reminder: overdue once the
 * reminder day is reached (0 days or fewer, i.e. renewal within 30 days), critical within 30 days
 * of the reminder (renewal within 60), warning within 60 (renewal within 90).
 */
export function insuranceReminderUrgency(date: IsoDate | null | undefined, today: IsoDate, completed = false): Urgency {
  const days = daysUntil(date, today);
  return grade(days === null ? null : days - INSURANCE_REMINDER_DAYS, completed, (d) => d <= 0, 30, 60);
}

/** Insurance renewals mode: overdue below 0 days, critical within 7, warning within 30. */
export function insuranceRenewalUrgency(date: IsoDate | null | undefined, today: IsoDate, completed = false): Urgency {
  return grade(daysUntil(date, today), completed, (d) => d < 0, 7, 30);
}

export type DueInVariant = 'destructive' | 'secondary' | 'outline';

/** The projects list "Due In" badge: 7 days or fewer destructive, 14 or fewer secondary. */
export function dueInBadge(days: number): DueInVariant {
  if (days <= 7) return 'destructive';
  return days <= 14 ? 'secondary' : 'outline';
}
