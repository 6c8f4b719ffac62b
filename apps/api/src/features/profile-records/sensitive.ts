import { bankNameForRouting, cardBrand } from '@app/domain';
import type { Ctx } from '../../context';
import { encrypt } from '../../security/crypto';
import { fullyMasked, maskedFromEnvelope, nextEnvelope } from '../../security/mask';
import { cardPolicy } from '../security-settings/security-settings.service';

// Helpers shared by the payment methods of clients, organizations and referral partners.

export const lastFour = (digits: string | null | undefined): string | null => (digits ? digits.replace(/\D/g, '').slice(-4) || null : null);
export const maskedFromLast4 = (last4: string | null): string | null => (last4 ? `****${last4}` : null);
export { fullyMasked, maskedFromEnvelope };

/** An encrypted value and its last 4 digits for a new clear value (null stays null). */
export function sealDigits(ctx: Pick<Ctx, 'keyRing'>, clear: string | null | undefined): { envelope: string | null; last4: string | null } {
  if (!clear) return { envelope: null, last4: null };
  return { envelope: encrypt(ctx.keyRing, clear), last4: lastFour(clear) };
}

/**
 * The stored envelope and last 4 after an update (DECISIONS 3): undefined or the masked form keeps
 * the stored value, '' or null clears it, anything else replaces it.
 */
export function resealDigits(
  ctx: Pick<Ctx, 'keyRing'>,
  stored: { envelope: string | null; last4: string | null },
  incoming: string | null | undefined,
): { envelope: string | null; last4: string | null; changed: boolean } {
  const envelope = nextEnvelope(ctx.keyRing, stored.envelope, incoming, encrypt);
  if (envelope === stored.envelope) return { ...stored, changed: false };
  return { envelope, last4: envelope ? lastFour(incoming) : null, changed: true };
}

export const sealText = (ctx: Pick<Ctx, 'keyRing'>, clear: string | null | undefined): string | null => (clear ? encrypt(ctx.keyRing, clear) : null);

export const resealText = (ctx: Pick<Ctx, 'keyRing'>, stored: string | null, incoming: string | null | undefined): string | null =>
  nextEnvelope(ctx.keyRing, stored, incoming, encrypt);

/** The admin's "Keep card security codes" setting, read in the caller's transaction. */
export async function keepSecurityCodes(ctx: Ctx): Promise<boolean> {
  return (await cardPolicy(ctx)).keepCardSecurityCodes;
}

export const brandOf = (digits: string | null | undefined): string | null => (digits ? cardBrand(digits) : null);
export const bankOf = (given: string | null | undefined, routing: string | null | undefined): string | null =>
  given || (routing ? bankNameForRouting(routing) : null);
