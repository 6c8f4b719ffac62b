import type { Database } from '@app/db';
import { sql, type Kysely } from 'kysely';
import { ts } from '@app/db';

// The MFA columns of the users table.

/** Takes a TOTP step only if it is later than the last one taken: answers whether it was. */
export async function takeTotpStep(db: Kysely<Database>, userId: number, step: number): Promise<boolean> {
  const taken = await db
    .updateTable('users')
    .set({ mfaLastTotpStep: step })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('mfaLastTotpStep', 'is', null), eb('mfaLastTotpStep', '<', step)]))
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) > 0;
}

/** Removes a recovery code hash only if it is still there: answers whether it was. */
export async function takeRecoveryCode(
  db: Kysely<Database>,
  userId: number,
  hash: string,
  remaining: string[],
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ mfaRecoveryCodes: JSON.stringify(remaining) })
    .where('id', '=', userId)
    .where(sql<boolean>`mfa_recovery_codes @> ${JSON.stringify([hash])}::jsonb`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function setPendingSecret(
  db: Kysely<Database>,
  userId: number,
  envelope: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ mfaSecret: envelope, mfaLastTotpStep: null, updatedAt: ts(now) })
    .where('id', '=', userId)
    .execute();
}

export async function enableMfa(
  db: Kysely<Database>,
  userId: number,
  recoveryHashes: string[],
  now: Date,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ mfaEnabled: true, mfaRecoveryCodes: JSON.stringify(recoveryHashes), updatedAt: ts(now) })
    .where('id', '=', userId)
    .execute();
}

export async function disableMfa(db: Kysely<Database>, userId: number, now: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ mfaEnabled: false, mfaSecret: null, mfaLastTotpStep: null, mfaRecoveryCodes: '[]', updatedAt: ts(now) })
    .where('id', '=', userId)
    .execute();
}

export async function setRecoveryCodes(
  db: Kysely<Database>,
  userId: number,
  recoveryHashes: string[],
  now: Date,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ mfaRecoveryCodes: JSON.stringify(recoveryHashes), updatedAt: ts(now) })
    .where('id', '=', userId)
    .execute();
}
