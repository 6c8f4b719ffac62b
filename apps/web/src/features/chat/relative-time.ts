import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(relativeTime);

/** "a few seconds ago", "5 minutes ago", "2 days ago" (dayjs's relativeTime wording). */
export function relativeTimeFrom(iso: string, now: Date = new Date()): string {
  const time = dayjs(iso);
  // A clock slightly behind the server's must not say "in a few seconds".
  return time.isAfter(now) ? dayjs(now).fromNow() : time.from(now);
}
