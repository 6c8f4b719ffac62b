import { isMaskedValue, maskLast4 } from '@app/domain';
import { decryptNullable, type KeyRing } from './crypto';

export { isMaskedValue, maskLast4 };

export const FULL_MASK = '****';

/** How a sensitive field is read: its last 4 characters behind `****`, or null when empty. */
export function maskedFromEnvelope(ring: KeyRing, envelope: string | null | undefined): string | null {
  const clear = decryptNullable(ring, envelope);
  return clear ? maskLast4(clear) : null;
}

/** A field shown only as `****` (a card security code, a PIN, a stored password). */
export function fullyMasked(envelope: string | null | undefined): string | null {
  return envelope ? FULL_MASK : null;
}

/**
 * The value to store on update (DECISIONS 3): a field left out, or sent back in its masked form,
 * keeps the stored envelope; an empty one clears it; anything else is the new clear value.
 */
export function nextEnvelope(
  ring: KeyRing,
  stored: string | null,
  incoming: string | null | undefined,
  encryptValue: (ring: KeyRing, clear: string) => string,
): string | null {
  if (incoming === undefined || isMaskedValue(incoming)) return stored;
  if (incoming === null || incoming === '') return null;
  return encryptValue(ring, incoming);
}
