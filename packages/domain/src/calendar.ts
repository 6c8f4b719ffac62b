import { addDays, dayOfWeek, endOfMonth, isoDateClamped, type IsoDate } from './dates';

export const MONTH_CELL_EVENTS = 3;
export const CALENDAR_VIEWS = ['day', 'week', 'month', 'list'] as const;

/** The Sunday-first week containing `date`. */
export function weekDays(date: IsoDate): IsoDate[] {
  const sunday = addDays(date, -dayOfWeek(date));
  return Array.from({ length: 7 }, (_, i) => addDays(sunday, i));
}

/** Whole Sunday-first weeks covering the month (1-12), spill-over days of the months around included. */
export function monthGrid(year: number, month: number): IsoDate[][] {
  if (!Number.isInteger(month) || month < 1 || month > 12) throw new RangeError(`Invalid month: ${month}`);
  const last = endOfMonth(year, month);
  const weeks: IsoDate[][] = [];
  for (let day = weekDays(isoDateClamped(year, month, 1))[0]!; day <= last; day = addDays(day, 7))
    weeks.push(weekDays(day));
  return weeks;
}

/** The first `max` events of a month cell and how many hide behind "+N more". */
export function visibleEvents<T>(events: readonly T[], max = MONTH_CELL_EVENTS): { shown: T[]; moreCount: number } {
  return { shown: events.slice(0, max), moreCount: Math.max(0, events.length - max) };
}

/** A day of a month or week grid: its first events (at most the cell's `max`) and how many it has. */
export interface GridDay<T> {
  date: IsoDate;
  total: number;
  events: T[];
}

/**
 * Events grouped by day, days in the order their first event comes and each day's events in the
 * order given (the calendar's): all of them, or the first `max` with the day's total.
 */
export function gridDays<T extends { date: IsoDate }>(events: readonly T[], max = Infinity): GridDay<T>[] {
  const days: GridDay<T>[] = [];
  const byDate = new Map<IsoDate, GridDay<T>>();
  for (const event of events) {
    let day = byDate.get(event.date);
    if (!day) {
      day = { date: event.date, total: 0, events: [] };
      byDate.set(event.date, day);
      days.push(day);
    }
    if (day.total++ < max) day.events.push(event);
  }
  return days;
}

/** The list view: events grouped by month (`YYYY-MM`), months and events in date order. */
export function groupEventsByMonth<T extends { date: IsoDate }>(
  events: readonly T[],
): Array<{ month: string; events: T[] }> {
  const sorted = [...events].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const groups: Array<{ month: string; events: T[] }> = [];
  for (const event of sorted) {
    const month = event.date.slice(0, 7);
    const group = groups.at(-1);
    if (group?.month === month) group.events.push(event);
    else groups.push({ month, events: [event] });
  }
  return groups;
}
