import { isMaskedValue } from '@app/domain';
import { decrypt, encrypt, type KeyRing } from '../core/crypto';

// The one module for sensitive fields (docs/decisions/3-api.md and docs/decisions/4-security.md): seal, reseal (a masked value sent back
// keeps the stored one), mask, last 4, reveal. Every area seals, masks and reseals through it.
// Every envelope is bound to its table, column and row as AES-GCM associated data, so a value
// copied to another row or column no longer opens; legacy envelopes sealed without it still open.
// A new row's id is reserved before its insert (security/row-ids.repo.ts) so that it is sealed to it.

export { isMaskedValue };

/** Where a value is stored: the table and column (SQL names) and the row's id. */
export interface FieldPlace {
  table: string;
  column: string;
  rowId: number | string;
}

/** A row that holds sealed columns: its table (SQL name) and id. */
export interface SealedRow {
  table: string;
  rowId: number | string;
}

/** The place of one column of `row`. */
export const placeIn = (row: SealedRow, column: string): FieldPlace => ({ table: row.table, column, rowId: row.rowId });

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
export function reseal(
  ring: KeyRing,
  stored: string | null,
  incoming: string | null | undefined,
  place: FieldPlace,
): string | null {
  if (keepsStored(incoming)) return stored;
  return seal(ring, incoming, place);
}

/** The last 4 digits of a number (separators ignored), or null. */
export function lastFour(digits: string | null | undefined): string | null {
  return digits ? digits.replace(/\D/g, '').slice(-4) || null : null;
}

/** A sealed number and the last 4 digits stored beside it for display and search. */
export interface SealedDigits {
  envelope: string | null;
  last4: string | null;
}

/** A new clear number sealed for its place, with its last 4 (null or '' stay null). */
export function sealDigits(ring: KeyRing, clear: string | null | undefined, place: FieldPlace): SealedDigits {
  const envelope = seal(ring, clear, place);
  return envelope ? { envelope, last4: lastFour(clear) } : { envelope: null, last4: null };
}

/** `reseal` for a number with its last 4: `changed` tells whether the stored value was replaced. */
export function resealDigits(
  ring: KeyRing,
  stored: SealedDigits,
  incoming: string | null | undefined,
  place: FieldPlace,
): SealedDigits & { changed: boolean } {
  if (keepsStored(incoming)) return { ...stored, changed: false };
  const next = sealDigits(ring, incoming, place);
  return { ...next, changed: next.envelope !== stored.envelope };
}

/**
 * THE masked form of a number, from its stored last 4 digits: `****1234`, or null when empty. A
 * value of fewer than 4 digits reads `****` (its last 4 would be all of it).
 */
export function maskedFromLast4(last4: string | null | undefined): string | null {
  if (!last4) return null;
  return last4.length < 4 ? FULL_MASK : `${FULL_MASK}${last4}`;
}

/** The masked form of a clear number (an import preview): the same as read back once stored. */
export function maskedFromClear(clear: string | null | undefined): string | null {
  return clear ? (maskedFromLast4(lastFour(clear)) ?? FULL_MASK) : null;
}

/** A field shown only as `****` (a card expiry or security code, a PIN, a stored password), or null when empty. */
export function fullyMasked(envelope: string | null | undefined): string | null {
  return envelope ? FULL_MASK : null;
}
