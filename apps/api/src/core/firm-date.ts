import { firmDate } from '@app/domain';
import type { Ctx } from './service-context';

/** Today in the firm's time zone, from the context's clock. */
export function firmToday(ctx: Pick<Ctx, 'now'>): string {
  return firmDate(ctx.now());
}
