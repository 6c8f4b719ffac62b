const dateTime = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
const longDate = new Intl.DateTimeFormat('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });
const clock = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', second: '2-digit' });

/** `Jan 5, 3:07 PM` */
export const formatDateTime = (iso: string | Date) => dateTime.format(new Date(iso));
/** `Monday, January 19, 2026` */
export const formatLongDate = (date: Date) => longDate.format(date);
/** `3:07:09 PM` */
export const formatClock = (date: Date) => clock.format(date);

/** The local calendar date as YYYY-MM-DD. */
export function localIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
