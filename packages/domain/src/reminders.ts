import { addDays, daysBetween, type IsoDate } from './dates';

// docs/decisions/5-beyond.md: the reminders the daily job makes. Each rule says, for an event's date and today,
// whether a reminder is due today and under which key (one notification per user and key, ever).
// A reminder stays due from its first day to the event's date, so a job that missed a day (server
// down) still makes it the next day, and never after the event.

export const REMINDER_DAYS = {
  projectDue: 7,
  estimatedTax: 5,
  soi: 30,
  businessLicense: 30,
  insuranceFirst: 60,
  insuranceSecond: 30,
  payroll: 0,
} as const;

/** Whether `today` falls within `daysBefore` days before `date`, the date itself included. */
export function withinDaysBefore(date: IsoDate, today: IsoDate, daysBefore: number): boolean {
  const left = daysBetween(today, date);
  return left >= 0 && left <= daysBefore;
}

/** The first day a reminder `daysBefore` an event may be made (the job's query bound). */
export function reminderStart(date: IsoDate, daysBefore: number): IsoDate {
  return addDays(date, -daysBefore);
}

/**
 * Insurance renewals get two reminders: at 60 days (made from 60 down to 31 days before) and at
 * 30 days (from 30 days before to the renewal date). Null outside both.
 */
export function insuranceReminderStage(renewalDate: IsoDate, today: IsoDate): 60 | 30 | null {
  const left = daysBetween(today, renewalDate);
  if (left < 0 || left > REMINDER_DAYS.insuranceFirst) return null;
  return left > REMINDER_DAYS.insuranceSecond ? 60 : 30;
}

/**
 * 1099 forms are due in January for the tax year just ended: the reminder is made on January 1
 * (or the first January day the job runs). Answers that tax year, or null outside January.
 */
export function form1099ReminderYear(today: IsoDate): number | null {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return month === 1 ? year - 1 : null;
}

/** The day count in a reminder's text: 'today', 'tomorrow' or 'in N days'. */
export function dueInWords(date: IsoDate, today: IsoDate): string {
  const left = daysBetween(today, date);
  if (left === 0) return 'today';
  if (left === 1) return 'tomorrow';
  return `in ${left} days`;
}
