/** The firm's time zone (docs/decisions/2-data.md): "today" for deadlines, schedules, badges and the tax year. */
export const FIRM_TIME_ZONE = 'America/Los_Angeles';

const dateFormatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: FIRM_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** `YYYY-MM-DD` of an instant on the firm's wall calendar (the caller passes the instant: no clock here). */
export function firmDate(instant: Date): string {
  return dateFormatter.format(instant);
}

/** The calendar year of an instant in the firm's time zone. */
export function firmYear(instant: Date): number {
  return Number(firmDate(instant).slice(0, 4));
}
