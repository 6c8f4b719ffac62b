import { addDays, dayOfWeek, endOfMonth, isoDateClamped, type IsoDate } from './dates';

export type Greeting = 'Good morning' | 'Good afternoon' | 'Good evening';

/** By the local hour: before 12 morning, before 17 afternoon, otherwise evening. */
export function greeting(hour: number): Greeting {
  if (hour < 12) return 'Good morning';
  return hour < 17 ? 'Good afternoon' : 'Good evening';
}

/** The n-th (1-based) given weekday (0 = Sunday) of a month. */
function nthWeekday(year: number, month: number, weekday: number, n: number): IsoDate {
  const first = isoDateClamped(year, month, 1);
  return addDays(first, ((weekday - dayOfWeek(first) + 7) % 7) + (n - 1) * 7);
}

function lastWeekday(year: number, month: number, weekday: number): IsoDate {
  const last = endOfMonth(year, month);
  return addDays(last, -((dayOfWeek(last) - weekday + 7) % 7));
}

const MONDAY = 1;
const THURSDAY = 4;
const on = (year: number, month: number, day: number) => isoDateClamped(year, month, day);

/** The eleven US federal holidays at their real dates (not the observed weekday shifts), in date order. */
export function usFederalHolidays(year: number): Array<{ date: IsoDate; name: string }> {
  return [
    { date: on(year, 1, 1), name: "New Year's Day" },
    { date: nthWeekday(year, 1, MONDAY, 3), name: 'Martin Luther King Jr. Day' },
    { date: nthWeekday(year, 2, MONDAY, 3), name: 'Presidents Day' },
    { date: lastWeekday(year, 5, MONDAY), name: 'Memorial Day' },
    { date: on(year, 6, 19), name: 'Juneteenth' },
    { date: on(year, 7, 4), name: 'Independence Day' },
    { date: nthWeekday(year, 9, MONDAY, 1), name: 'Labor Day' },
    { date: nthWeekday(year, 10, MONDAY, 2), name: 'Columbus Day' },
    { date: on(year, 11, 11), name: 'Veterans Day' },
    { date: nthWeekday(year, 11, THURSDAY, 4), name: 'Thanksgiving' },
    { date: on(year, 12, 25), name: 'Christmas Day' },
  ];
}

/** The holiday falling on `date`, or null. */
export function holidayOn(date: IsoDate): string | null {
  const year = Number(date.slice(0, 4));
  return usFederalHolidays(year).find((h) => h.date === date)?.name ?? null;
}
