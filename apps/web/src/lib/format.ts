import { FIRM_TIME_ZONE } from '@app/domain';

/**
 * The one date and time formatter of the web app. Instants (ISO 8601 with a time) show in the
 * user's Settings time zone, default the firm's (docs/decisions/2-data.md), whatever zone the browser is in;
 * date-only values (`YYYY-MM-DD`) show as written and never shift a day.
 */
export { FIRM_TIME_ZONE };
export const EMPTY_VALUE = '—';

let displayZone: string = FIRM_TIME_ZONE;
const cache = new Map<string, Intl.DateTimeFormat>();

/** Set by the shell from the signed-in user's settings; every formatter below reads it. */
export function setDisplayTimeZone(zone: string | null | undefined): void {
  displayZone = zone && isTimeZone(zone) ? zone : FIRM_TIME_ZONE;
}

/**
 * The user's Settings time zone when the session carries it (`timezone`, or `settings.timezone`),
 * else undefined (the firm's zone applies).
 */
export function userTimeZone(user: object | null | undefined): string | undefined {
  if (!user) return undefined;
  const own = 'timezone' in user ? user.timezone : undefined;
  const settings = 'settings' in user && user.settings && typeof user.settings === 'object' ? user.settings : null;
  const nested = settings && 'timezone' in settings ? settings.timezone : undefined;
  const zone = own ?? nested;
  return typeof zone === 'string' ? zone : undefined;
}

export function displayTimeZone(): string {
  return displayZone;
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

function formatter(options: Intl.DateTimeFormatOptions, zone: string): Intl.DateTimeFormat {
  const key = `${zone}|${JSON.stringify(options)}`;
  let found = cache.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', { ...options, timeZone: zone });
    cache.set(key, found);
  }
  return found;
}

const DATE: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' };
const DATE_TIME: Intl.DateTimeFormatOptions = {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};
const LONG_DATE: Intl.DateTimeFormatOptions = { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' };
const CLOCK: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit', second: '2-digit' };
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function toInstant(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * `Jan 5, 2026`. A `YYYY-MM-DD` value is that calendar day; an instant is its day in the display
 * zone. Empty gives `empty`.
 */
export function formatDate(value: string | Date | null | undefined, empty = EMPTY_VALUE): string {
  if (value === null || value === undefined || value === '') return empty;
  if (typeof value === 'string' && DATE_ONLY.test(value))
    return formatter(DATE, 'UTC').format(new Date(`${value}T00:00:00Z`));
  const date = toInstant(value);
  return date ? formatter(DATE, displayZone).format(date) : String(value);
}

/** `Jan 5, 2026, 3:07 PM` in the display zone. */
export function formatDateTime(value: string | Date | null | undefined, empty = EMPTY_VALUE): string {
  if (value === null || value === undefined || value === '') return empty;
  const date = toInstant(value);
  return date ? formatter(DATE_TIME, displayZone).format(date) : String(value);
}

/** `Monday, January 19, 2026` */
export const formatLongDate = (date: Date) => formatter(LONG_DATE, displayZone).format(date);
/** `3:07:09 PM` */
export const formatClock = (date: Date) => formatter(CLOCK, displayZone).format(date);

/** The calendar date of an instant in the display zone, as YYYY-MM-DD. */
export function zonedIsoDate(date: Date, zone = displayZone): string {
  const parts = formatter({ year: 'numeric', month: '2-digit', day: '2-digit' }, zone).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The hour (0-23) of an instant in the display zone. */
export function zonedHour(date: Date, zone = displayZone): number {
  const hour = formatter({ hour: 'numeric', hourCycle: 'h23' }, zone)
    .formatToParts(date)
    .find((p) => p.type === 'hour')?.value;
  return Number(hour ?? 0) % 24;
}
