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
