import { dateParts, type IsoDate } from './dates';

// Wall-clock arithmetic in a named time zone (the Settings zones), from Intl only: no clock here.

const formatters = new Map<string, Intl.DateTimeFormat>();

function wallFormatter(zone: string): Intl.DateTimeFormat {
  let found = formatters.get(zone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, found);
  }
  return found;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClock(instant: number, zone: string): WallClock {
  const parts = wallFormatter(zone).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

/** How far the zone's wall clock runs ahead of UTC at `instant` (negative west of Greenwich). */
function zoneOffsetMs(instant: number, zone: string): number {
  const w = wallClock(instant, zone);
  const wholeSecond = instant - (((instant % 1000) + 1000) % 1000);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - wholeSecond;
}

/**
 * The instant a calendar day begins in `zone` (its local midnight). A second pass settles the
 * offset when the day and the first guess lie on either side of a daylight-saving change.
 */
export function zonedDayStart(date: IsoDate, zone: string): Date {
  const { year, month, day } = dateParts(date);
  const wall = Date.UTC(year, month - 1, day);
  const first = wall - zoneOffsetMs(wall, zone);
  return new Date(wall - zoneOffsetMs(first, zone));
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `2026-01-05 15:07:09`: an instant on the zone's wall clock, as spreadsheets read a date and time. */
export function zonedTimestampText(instant: Date, zone: string): string {
  const w = wallClock(instant.getTime(), zone);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)} ${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}`;
}
