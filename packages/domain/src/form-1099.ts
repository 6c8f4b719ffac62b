import type { IsoDate } from './dates';

export type Form1099Status = 'pending' | 'overdue' | 'completed';

/** Due January 31 of the following year; the reminder is January 1. */
export function form1099Dates(taxYear: number): { dueDate: IsoDate; reminderDate: IsoDate } {
  return { dueDate: `${taxYear + 1}-01-31`, reminderDate: `${taxYear + 1}-01-01` };
}

/** Overdue once today is past January 31 of the following year (January 31 itself is still pending). */
export function form1099Status(taxYear: number, completed: boolean, today: IsoDate): Form1099Status {
  if (completed) return 'completed';
  return today > form1099Dates(taxYear).dueDate ? 'overdue' : 'pending';
}

/** The year filter's choices: the current tax year and the next one (spec 4 section 2.3). */
export function form1099YearChoices(today: IsoDate): number[] {
  const year = Number(today.slice(0, 4));
  return [year, year + 1];
}

/**
 * The tax years listed under All Years: the filter's years plus last year's, whose filing (due
 * January 31 of this year) stays listed as overdue until someone completes it.
 */
export function form1099ListedYears(today: IsoDate): number[] {
  const year = Number(today.slice(0, 4));
  return [year - 1, ...form1099YearChoices(today)];
}
