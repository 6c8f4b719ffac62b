import { daysBetween, dateParts, type IsoDate } from './dates';

/** The three groups every deadline screen shows (spec 4 sections 2.3 to 2.7). */
export const DEADLINE_SECTIONS = ['overdue', 'upcoming', 'completed'] as const;
export type DeadlineSection = (typeof DEADLINE_SECTIONS)[number];

/** A section's name as the CSV exports' Status column writes it. */
export const DEADLINE_SECTION_LABELS: Record<DeadlineSection, string> = {
  overdue: 'Overdue',
  upcoming: 'Upcoming',
  completed: 'Completed',
};

export type OpenDeadlineSection = Exclude<DeadlineSection, 'completed'>;

/** An open (not done) item due before today is overdue; due today or later, upcoming. */
export function openDeadlineSection(dueDate: IsoDate, today: IsoDate): OpenDeadlineSection {
  return dueDate < today ? 'overdue' : 'upcoming';
}

/** Done items are completed; open items are overdue or upcoming by their due date. */
export function deadlineSection(dueDate: IsoDate, done: boolean, today: IsoDate): DeadlineSection {
  return done ? 'completed' : openDeadlineSection(dueDate, today);
}

/**
 * What a section asks of a row, for queries to restate as conditions: its stored status and, for the
 * open sections, the due dates it covers (`dueBefore` exclusive, `dueFrom` inclusive).
 */
export interface DeadlineSectionBounds {
  status: 'pending' | 'completed';
  dueBefore?: IsoDate;
  dueFrom?: IsoDate;
}

export function deadlineSectionBounds(section: DeadlineSection, today: IsoDate): DeadlineSectionBounds {
  if (section === 'completed') return { status: 'completed' };
  return section === 'overdue' ? { status: 'pending', dueBefore: today } : { status: 'pending', dueFrom: today };
}

/** Whether an open item due on `dueDate` can be listed under `section` (no section: any list). */
export function openItemCanBeIn(section: DeadlineSection | undefined, dueDate: IsoDate, today: IsoDate): boolean {
  return section === undefined || section === 'completed' || openDeadlineSection(dueDate, today) === section;
}

/** Days past the due date (0 when not past) and days left (0 once due): the rows' counters. */
export function deadlineDays(dueDate: IsoDate, today: IsoDate): { daysOverdue: number; daysRemaining: number } {
  const left = daysBetween(today, dueDate);
  return { daysOverdue: Math.max(0, -left), daysRemaining: Math.max(0, left) };
}

/** Every year from `from` to `to`, newest first (filters list the latest year on top). */
export function yearsNewestFirst(from: number, to: number): number[] {
  const years: number[] = [];
  for (let year = to; year >= from; year--) years.push(year);
  return years;
}

/**
 * Year choices computed from today (docs/decisions/5-beyond.md: never hard-coded): `back` years before the
 * current one to `ahead` years after it, widened to any year present in the data, newest first.
 */
export function yearChoices(today: IsoDate, back: number, ahead: number, dataYears: readonly number[] = []): number[] {
  const current = dateParts(today).year;
  const valid = dataYears.filter((y) => Number.isInteger(y));
  return yearsNewestFirst(Math.min(current - back, ...valid), Math.max(current + ahead, ...valid));
}
