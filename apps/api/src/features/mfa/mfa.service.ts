import type { MfaCodeInput, MfaEnrolment, MfaStatus } from '@app/domain';
import QRCode from 'qrcode';
import type { UserCtx } from '../../core/service-context';
import { badRequest, conflict, forbidden, notFound } from '../../core/app-error';
import { seal } from '../../security/sensitive-field';
import { invalidateUserSessions } from '../../sessions/session.service';
import * as audit from '../audit/audit.service';
import { isMfaRequired } from '../security-settings/security-settings.service';
import type { UserRow } from '../users/users.repo';
import * as users from '../users/users.service';
import { disableMfa, enableMfa, setPendingSecret, setRecoveryCodes } from './mfa.repo';
import { mfaSecretField, recoveryHashesOf, verifySecondFactor } from './second-factor';
import { encodeSecret, generateRecoveryCodes, generateTotpSecret, hashRecoveryCode, totpUri } from './totp';

// Settings > Security: enrol an authenticator app (TOTP) with recovery codes, disable it,
// regenerate the codes. The secret is stored sealed (security/sensitive-field.ts). Each change ends
// the user's other sessions: whoever held one signed in under the old factor.

export const MFA_REQUIRED_BY_ADMIN = 'Two-factor authentication is required by your administrator';

async function currentUser(ctx: UserCtx): Promise<UserRow> {
  const user = await users.findById(ctx, ctx.user.id);
  if (!user) throw notFound('User not found');
  return user;
}

async function requireCode(ctx: UserCtx, user: UserRow, input: MfaCodeInput, allowRecovery: boolean): Promise<void> {
  if (!(await verifySecondFactor(ctx, user, input.code, { allowRecovery })))
    throw badRequest('code: Invalid authentication code');
}

async function endOtherSessions(ctx: UserCtx): Promise<void> {
  await invalidateUserSessions(ctx.db, ctx.user.id, ctx.session?.id);
}

export async function status(ctx: UserCtx): Promise<MfaStatus> {
  const user = await currentUser(ctx);
  return {
    enabled: user.mfaEnabled,
    required: await isMfaRequired(ctx),
    recoveryCodesLeft: user.mfaEnabled ? recoveryHashesOf(user).length : 0,
  };
}

/** A new secret, kept (encrypted) until a code confirms it; the QR code is for the authenticator app. */
export async function beginEnrolment(ctx: UserCtx): Promise<MfaEnrolment> {
  const user = await currentUser(ctx);
  if (user.mfaEnabled) throw conflict('Two-factor authentication is already on');
  const key = generateTotpSecret();
  const secret = encodeSecret(key);
  await setPendingSecret(ctx.db, user.id, seal(ctx.keyRing, secret, mfaSecretField(user.id))!, ctx.now());
  const otpauthUrl = totpUri(ctx.config.mfaIssuer, user.username, key);
  const qrCodeDataUrl = await QRCode.toDataURL(otpauthUrl, { errorCorrectionLevel: 'M', margin: 1, width: 240 });
  return { secret, otpauthUrl, qrCodeDataUrl };
}

/** The first code from the app turns MFA on and answers the recovery codes (shown once). */
export async function confirmEnrolment(ctx: UserCtx, input: MfaCodeInput): Promise<{ recoveryCodes: string[] }> {
  const user = await currentUser(ctx);
  if (user.mfaEnabled) throw conflict('Two-factor authentication is already on');
  if (!user.mfaSecret) throw badRequest('code: Start the set-up first');
  await requireCode(ctx, user, input, false);
  const recoveryCodes = generateRecoveryCodes();
  await enableMfa(ctx.db, user.id, recoveryCodes.map(hashRecoveryCode), ctx.now());
  await endOtherSessions(ctx);
  await audit.record(ctx, {
    action: 'mfa_enabled',
    entityType: 'user',
    entityId: user.id,
    fields: ['mfaEnabled', 'mfaSecret', 'mfaRecoveryCodes'],
  });
  return { recoveryCodes };
}

export async function disable(ctx: UserCtx, input: MfaCodeInput): Promise<{ ok: true }> {
  const user = await currentUser(ctx);
  if (!user.mfaEnabled) throw conflict('Two-factor authentication is not on');
  if (await isMfaRequired(ctx)) throw forbidden(MFA_REQUIRED_BY_ADMIN);
  await requireCode(ctx, user, input, true);
  await disableMfa(ctx.db, user.id, ctx.now());
  await endOtherSessions(ctx);
  await audit.record(ctx, {
    action: 'mfa_disabled',
    entityType: 'user',
    entityId: user.id,
    fields: ['mfaEnabled', 'mfaSecret', 'mfaRecoveryCodes'],
  });
  return { ok: true };
}

export async function regenerateRecoveryCodes(ctx: UserCtx, input: MfaCodeInput): Promise<{ recoveryCodes: string[] }> {
  const user = await currentUser(ctx);
  if (!user.mfaEnabled) throw conflict('Two-factor authentication is not on');
  await requireCode(ctx, user, input, false);
  const recoveryCodes = generateRecoveryCodes();
  await setRecoveryCodes(ctx.db, user.id, recoveryCodes.map(hashRecoveryCode), ctx.now());
  await endOtherSessions(ctx);
  await audit.record(ctx, {
    action: 'mfa_recovery_codes_regenerated',
    entityType: 'user',
    entityId: user.id,
    fields: ['mfaRecoveryCodes'],
  });
  return { recoveryCodes };
}
