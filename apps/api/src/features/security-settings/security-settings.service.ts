import type { SecuritySettings, SecuritySettingsUpdate } from '@app/domain';
import { inTransaction, type Ctx } from '../../context';
import * as audit from '../audit/audit.service';
import { eraseSecurityCodes } from '../profile-records/payment-methods.service';
import { KEEP_CARD_SECURITY_CODES_KEY, REQUIRE_MFA_KEY, readSetting, writeSetting } from './app-settings.repo';

export async function get(ctx: Ctx): Promise<SecuritySettings> {
  return {
    requireMfa: await readSetting(ctx.db, REQUIRE_MFA_KEY, false),
    keepCardSecurityCodes: await readSetting(ctx.db, KEEP_CARD_SECURITY_CODES_KEY, true),
  };
}

/** What every signed-in user's forms need to know: whether card security codes are kept at all. */
export async function cardPolicy(ctx: Ctx): Promise<{ keepCardSecurityCodes: boolean }> {
  return { keepCardSecurityCodes: await readSetting(ctx.db, KEEP_CARD_SECURITY_CODES_KEY, true) };
}

export async function update(ctx: Ctx, input: SecuritySettingsUpdate): Promise<SecuritySettings> {
  return inTransaction(ctx, async (tx) => {
    const before = await get(tx);
    const now = tx.now();
    if (input.requireMfa !== undefined) await writeSetting(tx.db, REQUIRE_MFA_KEY, input.requireMfa, now);
    if (input.keepCardSecurityCodes !== undefined) {
      await writeSetting(tx.db, KEEP_CARD_SECURITY_CODES_KEY, input.keepCardSecurityCodes, now);
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
