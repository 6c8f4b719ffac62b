import type { Database } from '@app/db';
import type { Kysely } from 'kysely';
import { createHash } from 'node:crypto';
import type { Ctx, SessionInfo } from '../core/service-context';
import { AppError } from '../core/app-error';
import { failuresSince, lockAttemptsOf, markSucceeded, recordAttempt } from './lockout.repo';

// One atomic step per key (docs/decisions/4-security.md's lockout, issue 10): under an advisory lock on each key the
// refusal is checked and a failed attempt recorded before the secret is verified, so N racing or
// batched requests can verify at most as many guesses as the limit allows. A success is marked after.

// Keys are stored hashed: what was typed as a username may be a password typed in the wrong box.
/** The key of a username's sign-in lockout. */
export const lockKey = (username: string) =>
  `user:${createHash('sha256').update(username.trim().toLowerCase()).digest('hex')}`;
/** The key of a half-signed-in session's second-factor codes. */
export const codeKey = (sessionId: string) => `code:${sessionId.slice(0, 32)}`;

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

/** The wrong second-factor codes typed in `session` since it began. */
export function wrongCodesIn(db: Kysely<Database>, session: SessionInfo): Promise<number> {
  return failuresSince(db, codeKey(session.id), session.createdAt);
}
