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

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/**
 * True for a real calendar date written `YYYY-MM-DD` (so `2023-02-29` is false). Plain arithmetic,
 * no date object: a calendar month grades hundreds of events a request. Years before 100 are not
 * dates here, as before (JavaScript's Date reads them as 1900 and later).
 */
export function isIsoDate(value: unknown): value is IsoDate {
  if (typeof value !== 'string' || !ISO_DATE.test(value)) return false;
  const year = Number(value.slice(0, 4));
  const month = Number(value.slice(5, 7));
  const day = Number(value.slice(8, 10));
  if (year < 100 || month < 1 || month > 12 || day < 1) return false;
  return day <= (month === 2 && isLeapYear(year) ? 29 : MONTH_DAYS[month - 1]!);
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
  return Math.round((utcMs(to) - utcMs(from)) / 86_400_000);
}

/** Midnight UTC of a date, in milliseconds (days are exact multiples in UTC). */
function utcMs(date: IsoDate): number {
  if (!isIsoDate(date)) throw new RangeError(`Invalid date: ${String(date)}`);
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
}

/** Day of the week, 0 = Sunday ... 6 = Saturday. */
export function dayOfWeek(date: IsoDate): number {
  return toDay(date).day();
}

/** The last day of `month` (1-12) of `year`. */
export function endOfMonth(year: number, month: number): IsoDate {
  return isoDateClamped(year, month, 31);
}
