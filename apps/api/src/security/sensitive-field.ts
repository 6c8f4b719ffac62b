import { isMaskedValue, maskLast4 } from '@app/domain';
import { decrypt, encrypt, type KeyRing } from './crypto';

// The one module for sensitive fields (DECISIONS 3 and 4): seal, reseal (a masked value sent back
// keeps the stored one), mask, last 4, reveal. Every envelope is bound to its table, column and row
// as AES-GCM associated data; legacy envelopes sealed without it still open.

export { isMaskedValue, maskLast4 };

/** Where a value is stored: the table and column (SQL names) and the row's id. */
export interface FieldPlace {
  table: string;
  column: string;
  rowId: number | string;
}

export const FULL_MASK = '****';

const aadOf = (place: FieldPlace) => `${place.table}.${place.column}.${place.rowId}`;

/** Encrypts a clear value for its place; null, undefined and '' stay null. */
export function seal(ring: KeyRing, clear: string | null | undefined, place: FieldPlace): string | null {
  return clear === null || clear === undefined || clear === '' ? null : encrypt(ring, clear, aadOf(place));
}

/** The clear value of an envelope stored at `place`. */
export function openSealed(ring: KeyRing, envelope: string, place: FieldPlace): string {
  return decrypt(ring, envelope, aadOf(place));
}

export function openNullable(ring: KeyRing, envelope: string | null | undefined, place: FieldPlace): string | null {
  return envelope ? openSealed(ring, envelope, place) : null;
}

/** Whether an update value means "keep what is stored": left out, or sent back masked. */
export function keepsStored(incoming: unknown): incoming is undefined | string {
  return incoming === undefined || isMaskedValue(incoming);
}

/**
 * The envelope to store on update: a field left out or sent back masked keeps `stored`; null or ''
 * clears it; anything else is sealed as the new value.
 */
export function reseal(ring: KeyRing, stored: string | null, incoming: string | null | undefined, place: FieldPlace): string | null {
  if (keepsStored(incoming)) return stored;
  return seal(ring, incoming, place);
}

/** The last 4 digits of a number (separators ignored), or null. */
export function lastFour(digits: string | null | undefined): string | null {
  return digits ? digits.replace(/\D/g, '').slice(-4) || null : null;
}

/** How a field with stored last 4 digits is read: `****1234`, or null when empty. */
export function maskedFromLast4(last4: string | null | undefined): string | null {
  return last4 ? maskLast4(`****${last4}`) : null;
}

/** How an encrypted field without stored last 4 is read: its last 4 behind `****`, or null. */
export function maskedFromEnvelope(ring: KeyRing, envelope: string | null | undefined, place: FieldPlace): string | null {
  const clear = openNullable(ring, envelope, place);
  return clear ? maskLast4(clear) : null;
}

/** A field shown only as `****` (a card security code, a PIN, a stored password), or null when empty. */
export function fullyMasked(envelope: string | null | undefined): string | null {
  return envelope ? FULL_MASK : null;
}
