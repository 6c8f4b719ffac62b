import {
  addDays,
  addMonths,
  dateParts,
  endOfMonth,
  isoDateClamped,
  monthGrid,
  weekDays,
  type IsoDate,
} from '@app/domain';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import type { CalendarRange, CalendarViewMode } from './types';

dayjs.extend(utc);

/** How many months the List view covers, starting with the anchor date's month. */
export const LIST_MONTHS = 12;

/** The days a view shows around `date`: the Sunday-first week, the month's whole weeks, or the list's months. */
export function visibleRange(view: CalendarViewMode, date: IsoDate): CalendarRange {
  const { year, month } = dateParts(date);
  if (view === 'day') return { start: date, end: date };
  if (view === 'week') {
    const days = weekDays(date);
    return { start: days[0]!, end: days[6]! };
  }
  if (view === 'month') {
    const weeks = monthGrid(year, month);
    return { start: weeks[0]![0]!, end: weeks.at(-1)![6]! };
  }
  const last = addMonths(isoDateClamped(year, month, 1), LIST_MONTHS - 1);
  const lastParts = dateParts(last);
  return { start: isoDateClamped(year, month, 1), end: endOfMonth(lastParts.year, lastParts.month) };
}

/** The anchor date one step back (-1) or forward (+1) in the view. */
export function stepDate(view: CalendarViewMode, date: IsoDate, direction: -1 | 1): IsoDate {
  if (view === 'day') return addDays(date, direction);
  if (view === 'week') return addDays(date, 7 * direction);
  return addMonths(date, direction);
}

const fmt = (date: IsoDate, pattern: string) => dayjs.utc(date).format(pattern);

/** The heading of each view: "Tuesday, November 24, 2026", "Nov 22 - Nov 28, 2026", "November 2026", "Upcoming Events". */
export function viewTitle(view: CalendarViewMode, date: IsoDate): string {
  if (view === 'day') return fmt(date, 'dddd, MMMM D, YYYY');
  if (view === 'month') return fmt(date, 'MMMM YYYY');
  if (view === 'list') return `${fmt(date, 'MMMM YYYY')} onwards`;
  const { start, end } = visibleRange('week', date);
  return start.slice(0, 4) === end.slice(0, 4)
    ? `${fmt(start, 'MMM D')} - ${fmt(end, 'MMM D, YYYY')}`
    : `${fmt(start, 'MMM D, YYYY')} - ${fmt(end, 'MMM D, YYYY')}`;
}

export const monthHeading = (month: string) => fmt(`${month}-01`, 'MMMM YYYY');
export const dayHeading = (date: IsoDate) => fmt(date, 'ddd, MMM D');
export const popoverHeading = (date: IsoDate) => fmt(date, 'MMMM D, YYYY');
