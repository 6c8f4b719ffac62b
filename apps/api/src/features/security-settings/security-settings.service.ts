import { SECURITY_SETTING_DEFAULTS, type SecuritySettings, type SecuritySettingsUpdate } from '@app/domain';
import { inTransaction, type Ctx } from '../../core/service-context';
import * as audit from '../audit/audit.service';
import { eraseSecurityCodes } from '../profile-records/payment-methods.service';
import { readSetting, writeSetting } from '../../core/app-settings.repo';

/** One switch, stored under its field name (the default while none is stored). */
function setting<K extends keyof SecuritySettings>(ctx: Ctx, key: K): Promise<SecuritySettings[K]> {
  return readSetting(ctx.db, key, SECURITY_SETTING_DEFAULTS[key]);
}

export async function get(ctx: Ctx): Promise<SecuritySettings> {
  return {
    requireMfa: await setting(ctx, 'requireMfa'),
    keepCardSecurityCodes: await setting(ctx, 'keepCardSecurityCodes'),
  };
}

/** Whether the admin requires two-factor authentication of everyone (sign-in and MFA settings ask). */
export function isMfaRequired(ctx: Ctx): Promise<boolean> {
  return setting(ctx, 'requireMfa');
}

/** What every signed-in user's forms need to know: whether card security codes are kept at all. */
export async function cardPolicy(ctx: Ctx): Promise<{ keepCardSecurityCodes: boolean }> {
  return { keepCardSecurityCodes: await setting(ctx, 'keepCardSecurityCodes') };
}

export async function update(ctx: Ctx, input: SecuritySettingsUpdate): Promise<SecuritySettings> {
  return inTransaction(ctx, async (tx) => {
    const before = await get(tx);
    const now = tx.now();
    if (input.requireMfa !== undefined) await writeSetting(tx.db, 'requireMfa', input.requireMfa, now);
    if (input.keepCardSecurityCodes !== undefined) {
      await writeSetting(tx.db, 'keepCardSecurityCodes', input.keepCardSecurityCodes, now);
      // Switched off: every stored code is erased in the same transaction.
      if (before.keepCardSecurityCodes && !input.keepCardSecurityCodes) await eraseSecurityCodes(tx);
    }
    const after = await get(tx);
    const fields = (Object.keys(after) as (keyof SecuritySettings)[]).filter((k) => after[k] !== before[k]);
    if (fields.length)
      await audit.record(tx, { action: 'settings_update', entityType: 'app_settings', fields, detail: { ...after } });
    return after;
  });
}
