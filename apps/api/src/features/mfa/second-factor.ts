import { sql } from 'kysely';
import type { Ctx } from '../../context';
import { tooMany } from '../../errors';
import { decrypt } from '../../security/crypto';
import { failuresSince, recordAttempt } from '../auth/lockout';
import { invalidateSession } from '../auth/session';
import type { UserRow } from '../users/users.repo';
import { decodeSecret, hashRecoveryCode, matchTotpStep } from './totp';

export const MAX_WRONG_CODES = 5;

export type SecondFactorResult = 'totp' | 'recovery_code' | null;

export function recoveryHashesOf(user: UserRow): string[] {
  return Array.isArray(user.mfaRecoveryCodes) ? user.mfaRecoveryCodes : [];
}

/**
 * Checks a 6-digit code against the user's secret or, with `allowRecovery`, a recovery code,
 * which is then used up. Answers which one matched, or null.
 */
export async function checkSecondFactor(
  ctx: Ctx,
  user: UserRow,
  code: string,
  opts: { allowRecovery: boolean; secret?: string | null },
): Promise<SecondFactorResult> {
  const secret = opts.secret ?? user.mfaSecret;
  if (secret && /^\d{6}$/.test(code)) {
    const key = decodeSecret(decrypt(ctx.keyRing, secret));
    const step = matchTotpStep(key, code, ctx.now());
    if (step === null) return null;
    // Single use as well: the step is taken only if it is later than the last one taken, so a code
    // cannot be used twice in its 90 s window, not even by two racing requests.
    const taken = await ctx.db
      .updateTable('users')
      .set({ mfaLastTotpStep: step })
      .where('id', '=', user.id)
      .where((eb) => eb.or([eb('mfaLastTotpStep', 'is', null), eb('mfaLastTotpStep', '<', step)]))
      .executeTakeFirst();
    return Number(taken.numUpdatedRows) > 0 ? 'totp' : null;
  }
  if (!opts.allowRecovery) return null;
  const hash = hashRecoveryCode(code);
  const hashes = recoveryHashesOf(user);
  if (!hashes.includes(hash)) return null;
  // Single use: remove it only if it is still there (two requests racing cannot both use it).
  const remaining = hashes.filter((h) => h !== hash);
  const result = await ctx.db
    .updateTable('users')
    .set({ mfaRecoveryCodes: JSON.stringify(remaining) })
    .where('id', '=', user.id)
    .where(sql<boolean>`mfa_recovery_codes @> ${JSON.stringify([hash])}::jsonb`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0 ? 'recovery_code' : null;
}

const codeKey = (sessionId: string) => `code:${sessionId.slice(0, 32)}`;

/**
 * A wrong code: counted per session; the fifth ends the session (429, sign in again).
 * `alsoCountFor` adds the failure to a username's sign-in lockout (the code step of sign-in).
 */
export async function wrongCode(ctx: Ctx, opts: { alsoCountFor?: string } = {}): Promise<void> {
  const now = ctx.now();
  if (opts.alsoCountFor) await recordAttempt(ctx.db, opts.alsoCountFor, false, now, ctx.ip);
  if (!ctx.session) return;
  await recordAttempt(ctx.db, codeKey(ctx.session.id), false, now, ctx.ip);
  if ((await failuresSince(ctx.db, codeKey(ctx.session.id), ctx.session.createdAt)) >= MAX_WRONG_CODES) {
    await invalidateSession(ctx.db, ctx.session.id);
    throw tooMany('Too many wrong codes. Please sign in again.');
  }
}
