import { ROUTING_NUMBER_BANKS } from './bank-routing-table';

export { ROUTING_NUMBER_BANKS };

export const ROUTING_NUMBER_DIGITS = 9;
export const INVALID_ROUTING_MESSAGE = 'Invalid routing number';
export const ROUTING_LENGTH_SAVE_MESSAGE = 'Routing number must be exactly 9 digits';
export const ROUTING_CHECKSUM_SAVE_MESSAGE = 'Invalid routing number - please check the number';
export const BANK_NOT_FOUND_MESSAGE = 'Bank not found in database';
export const VALIDATION_ERROR_TITLE = 'Validation Error';

const WEIGHTS = [3, 7, 1, 3, 7, 1, 3, 7, 1];

const compact = (value: string): string => String(value ?? '').replace(/\s/g, '');

/** Exactly 9 digits whose weighted sum (weights 3, 7, 1 repeating) is divisible by 10. */
export function isValidRoutingNumber(digits: string): boolean {
  const value = compact(digits);
  if (!/^\d{9}$/.test(value)) return false;
  const sum = WEIGHTS.reduce((acc, weight, i) => acc + weight * Number(value[i]), 0);
  return sum % 10 === 0;
}

/**
 * The message shown under the routing input while typing. Empty input gives null: nothing has been
 * typed yet, and a missing number is reported when saving (routingNumberSaveError).
 */
export function routingNumberError(digits: string): string | null {
  const value = compact(digits);
  if (value === '') return null;
  if (/\D/.test(value)) return INVALID_ROUTING_MESSAGE;
  if (value.length < ROUTING_NUMBER_DIGITS) return `${ROUTING_NUMBER_DIGITS - value.length} digits remaining`;
  if (value.length > ROUTING_NUMBER_DIGITS) return ROUTING_LENGTH_SAVE_MESSAGE;
  return isValidRoutingNumber(value) ? null : INVALID_ROUTING_MESSAGE;
}

/** The check made when a checking account is saved (toast title VALIDATION_ERROR_TITLE). */
export function routingNumberSaveError(digits: string): string | null {
  const value = compact(digits);
  if (!/^\d{9}$/.test(value)) return ROUTING_LENGTH_SAVE_MESSAGE;
  return isValidRoutingNumber(value) ? null : ROUTING_CHECKSUM_SAVE_MESSAGE;
}

/** The bank of a known routing number, or null (shown as BANK_NOT_FOUND_MESSAGE). */
export function bankNameForRouting(digits: string): string | null {
  return ROUTING_NUMBER_BANKS[compact(digits)] ?? null;
}
