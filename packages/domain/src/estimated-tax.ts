import { addDays, dateParts, type IsoDate } from './dates';

export type Quarter = 1 | 2 | 3 | 4;

export const ESTIMATED_TAX_REMINDER_DAYS = 5;
export const COMPLETED_PAYMENTS_SHOWN = 10;

/** Months 1-3 are Q1, 4-6 Q2, 7-9 Q3, 10-12 Q4. */
export function quarterOfMonth(month: number): Quarter {
  if (!Number.isInteger(month) || month < 1 || month > 12) throw new RangeError(`Invalid month: ${month}`);
  return Math.ceil(month / 3) as Quarter;
}

export interface EstimatedTaxDue {
  quarter: Quarter;
  taxYear: number;
  dueDate: IsoDate;
  reminderDate: IsoDate;
}

/** April 15, June 15, September 15 of the tax year and January 15 of the next; reminders 5 days before. */
export function estimatedTaxSchedule(taxYear: number): EstimatedTaxDue[] {
  const dues: Array<[Quarter, string]> = [
    [1, `${taxYear}-04-15`],
    [2, `${taxYear}-06-15`],
    [3, `${taxYear}-09-15`],
    [4, `${taxYear + 1}-01-15`],
  ];
  return dues.map(([quarter, dueDate]) => ({
    quarter,
    taxYear,
    dueDate,
    reminderDate: addDays(dueDate, -ESTIMATED_TAX_REMINDER_DAYS),
  }));
}

export interface EstimatedTaxPaymentLike {
  year?: number | string;
  taxYear?: number | string;
  status: string;
}

export interface EstimatedTaxFilter {
  quarter: 'all' | Quarter;
  year: number | 'all';
}

/**
 * The filter the screen opens with: the current quarter of the current year, except in Q4 when
 * every payment of the current (tax) year is completed, then Q1 of next year. A year without any
 * payment does not count as "every payment completed": there is nothing done to move past.
 */
export function estimatedTaxDefaultFilter(
  payments: readonly EstimatedTaxPaymentLike[],
  today: IsoDate,
): EstimatedTaxFilter {
  const year = dateParts(today).year;
  const ofYear = payments.filter((p) => Number(p.year ?? p.taxYear) === year);
  return estimatedTaxDefaultFilterFromCounts(
    { total: ofYear.length, pending: ofYear.filter((p) => p.status !== 'completed').length },
    today,
  );
}

/** The same rule from the current tax year's counts (the server counts them in SQL). */
export function estimatedTaxDefaultFilterFromCounts(
  currentYear: { total: number; pending: number },
  today: IsoDate,
): EstimatedTaxFilter {
  const { year, month } = dateParts(today);
  const quarter = quarterOfMonth(month);
  if (quarter === 4 && currentYear.total > 0 && currentYear.pending === 0) return { quarter: 1, year: year + 1 };
  return { quarter, year };
}

export type EstimatedTaxState = 'overdue' | 'upcoming' | 'completed';

/** A pending payment due before today is overdue; due today or later, upcoming. */
export function estimatedTaxState(payment: { dueDate: IsoDate; status: string }, today: IsoDate): EstimatedTaxState {
  if (payment.status === 'completed') return 'completed';
  return payment.dueDate < today ? 'overdue' : 'upcoming';
}
