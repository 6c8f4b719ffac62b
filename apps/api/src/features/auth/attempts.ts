import type { Database } from '@app/db';
import type { Kysely } from 'kysely';
import type { Ctx } from '../../context';
import { AppError } from '../../errors';
import { lockAttemptsOf, markSucceeded, recordAttempt } from './lockout.repo';

// One atomic step per key (DECISIONS 4's lockout, issue 10): under an advisory lock on each key the
// refusal is checked and a failed attempt recorded before the secret is verified, so N racing or
// batched requests can verify at most as many guesses as the limit allows. A success is marked after.

export interface Reservation {
  ids: number[];
}

/**
 * Reserves one attempt under every key (locked in the given order), or throws what `refuse` answers.
 * `refuse` runs inside the lock and answers an error to throw (after `onRefused`), or null.
 */
export async function reserveAttempt(
  ctx: Ctx,
  keys: readonly string[],
  refuse: (db: Kysely<Database>) => Promise<AppError | null>,
): Promise<Reservation> {
  const now = ctx.now();
  const run = async (db: Kysely<Database>): Promise<Reservation | AppError> => {
    for (const key of keys) await lockAttemptsOf(db, key);
    const refusal = await refuse(db);
    if (refusal) return refusal;
    const ids: number[] = [];
    for (const key of keys) ids.push(await recordAttempt(db, key, false, now, ctx.ip));
    return { ids };
  };
  const result = ctx.inTransaction ? await run(ctx.db) : await ctx.db.transaction().execute(run);
  if (result instanceof AppError) throw result;
  return result;
}

/** The reserved attempts succeeded: they no longer count as failures. */
export async function succeeded(ctx: Ctx, reservation: Reservation): Promise<void> {
  for (const id of reservation.ids) await markSucceeded(ctx.db, id);
}
