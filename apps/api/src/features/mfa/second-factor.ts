import { MAX_WRONG_CODES } from '@app/domain';
import type { Database } from '@app/db';
import type { Kysely } from 'kysely';
import type { Ctx } from '../../core/service-context';
import { tooMany, type AppError } from '../../core/app-error';
import { openSealed } from '../../security/sensitive-field';
import { codeKey, reserveAttempt, succeeded, wrongCodesIn } from '../../sessions/attempts';
import { invalidateSession } from '../../sessions/session.service';
import type { UserRow } from '../users/users.repo';
import { takeRecoveryCode, takeTotpStep } from './mfa.repo';
import { decodeSecret, hashRecoveryCode, matchTotpStep } from './totp';

export { MAX_WRONG_CODES };
export const TOO_MANY_CODES = 'Too many wrong codes. Please sign in again.';

export type SecondFactorResult = 'totp' | 'recovery_code' | null;

export function recoveryHashesOf(user: UserRow): string[] {
  return Array.isArray(user.mfaRecoveryCodes) ? user.mfaRecoveryCodes : [];
}

/** Where the MFA secret is sealed (its envelope is bound to this column and row). */
export const mfaSecretField = (userId: number) => ({ table: 'users', column: 'mfa_secret', rowId: userId });

/**
 * Checks a 6-digit code against the user's secret or, with `allowRecovery`, a recovery code,
 * which is then used up. Answers which one matched, or null.
 */
async function matchCode(ctx: Ctx, user: UserRow, code: string, allowRecovery: boolean): Promise<SecondFactorResult> {
  if (user.mfaSecret && /^\d{6}$/.test(code)) {
    const key = decodeSecret(openSealed(ctx.keyRing, user.mfaSecret, mfaSecretField(user.id)));
    const step = matchTotpStep(key, code, ctx.now());
    // Single use as well: a code cannot be used twice in its 90 s window, not even by two racing requests.
    return step !== null && (await takeTotpStep(ctx.db, user.id, step)) ? 'totp' : null;
  }
  if (!allowRecovery) return null;
  const hash = hashRecoveryCode(code);
  const hashes = recoveryHashesOf(user);
  if (!hashes.includes(hash)) return null;
  return (await takeRecoveryCode(
    ctx.db,
    user.id,
    hash,
    hashes.filter((h) => h !== hash),
  ))
    ? 'recovery_code'
    : null;
}

export interface VerifyOptions {
  allowRecovery: boolean;
  /** Also counts the attempt for this sign-in lockout key (the code step of sign-in). */
  alsoCountFor?: string;
  /** Checked inside the attempt lock before anything: an error to answer instead. */
  refuse?: (db: Kysely<Database>) => Promise<AppError | null>;
  onRefused?: () => Promise<unknown>;
  onWrong?: () => Promise<unknown>;
}

/**
 * A second-factor code as one atomic step per session (and per username at sign-in): the attempt is
 * counted before the code is checked, so batched or racing requests get at most MAX_WRONG_CODES
 * checks; the fifth wrong code ends the session (429, sign in again).
 */
export async function verifySecondFactor(
  ctx: Ctx,
  user: UserRow,
  code: string,
  opts: VerifyOptions,
): Promise<SecondFactorResult> {
  const session = ctx.session;
  const keys = [opts.alsoCountFor, session ? codeKey(session.id) : undefined].filter(
    (k): k is string => k !== undefined,
  );
  const tooManyCodes = async (db: Kysely<Database>): Promise<AppError | null> => {
    if (!session || (await wrongCodesIn(db, session)) < MAX_WRONG_CODES) return null;
    await invalidateSession(db, session.id);
    return tooMany(TOO_MANY_CODES);
  };
  const reservation = await reserveAttempt(
    ctx,
    keys,
    async (db) => (await opts.refuse?.(db)) ?? (await tooManyCodes(db)),
  ).catch(async (error: unknown) => {
    await opts.onRefused?.();
    throw error;
  });
  const matched = await matchCode(ctx, user, code, opts.allowRecovery);
  if (matched) {
    await succeeded(ctx, reservation);
    return matched;
  }
  await opts.onWrong?.();
  const refusal = await tooManyCodes(ctx.db);
  if (refusal) throw refusal;
  return null;
}
