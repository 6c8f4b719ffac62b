import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);

/** The months' names, January first. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** A calendar date written `YYYY-MM-DD`. */
export type IsoDate = string;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

// All arithmetic runs in UTC so that no host time zone or DST change can shift a day.
function toDay(date: IsoDate): Dayjs {
  const parsed = isIsoDate(date) ? dayjs.utc(date) : null;
  if (!parsed) throw new RangeError(`Invalid date: ${String(date)}`);
  return parsed;
}

const fmt = (d: Dayjs): IsoDate => d.format('YYYY-MM-DD');

/** True for a real calendar date written `YYYY-MM-DD` (so `2023-02-29` is false). */
export function isIsoDate(value: unknown): value is IsoDate {
  if (typeof value !== 'string' || !ISO_DATE.test(value)) return false;
  const d = dayjs.utc(value);
  return d.isValid() && fmt(d) === value;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in `month` (1-12) of `year`. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * The date `year-month-day`, with the month normalised (13 is January of the next year) and the
 * day clamped to the month's length (February 31 gives February 28 or 29).
 */
export function isoDateClamped(year: number, month: number, day: number): IsoDate {
  const y = year + Math.floor((month - 1) / 12);
  const m = ((((month - 1) % 12) + 12) % 12) + 1;
  const d = Math.min(Math.max(day, 1), daysInMonth(y, m));
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

export function dateParts(date: IsoDate): { year: number; month: number; day: number } {
  const d = toDay(date);
  return { year: d.year(), month: d.month() + 1, day: d.date() };
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return fmt(toDay(date).add(days, 'day'));
}

/** Adds whole months, clamping the day to the target month (January 31 + 1 month = February 28/29). */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const { year, month, day } = dateParts(date);
  return isoDateClamped(year, month + months, day);
}

/** Adds whole years; February 29 becomes February 28 in a common year. */
export function addYears(date: IsoDate, years: number): IsoDate {
  return addMonths(date, years * 12);
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return toDay(to).diff(toDay(from), 'day');
}

/** Day of the week, 0 = Sunday ... 6 = Saturday. */
export function dayOfWeek(date: IsoDate): number {
  return toDay(date).day();
}

/** The last day of `month` (1-12) of `year`. */
export function endOfMonth(year: number, month: number): IsoDate {
  return isoDateClamped(year, month, 31);
}
