import type { Ctx } from '../../context';

/** The firm's time zone (DECISIONS 2): "today" for deadlines, schedules and badges. */
export const FIRM_TIME_ZONE = 'America/Los_Angeles';

const formatter = new Intl.DateTimeFormat('en-CA', { timeZone: FIRM_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** `YYYY-MM-DD` of an instant in the firm's time zone. */
export function firmDate(instant: Date): string {
  return formatter.format(instant);
}

/** Today in the firm's time zone, from the context's clock. */
export function firmToday(ctx: Pick<Ctx, 'now'>): string {
  return firmDate(ctx.now());
}
