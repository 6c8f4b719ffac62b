export type CardBrand = 'Visa' | 'Mastercard' | 'American Express' | 'Discover';

export const INVALID_CARD_MESSAGE = 'Invalid card number';

const compact = (value: string): string => String(value ?? '').replace(/[\s-]/g, '');

/** 13 to 19 digits passing the Luhn checksum; spaces and dashes are ignored. */
export function isValidCardNumber(digits: string): boolean {
  const value = compact(digits);
  if (!/^\d{13,19}$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < value.length; i++) {
    let d = Number(value[value.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Whether some completion of the typed prefix falls within [low, high] (4-digit bounds). */
function prefixCanReach(prefix: string, low: number, high: number): boolean {
  const head = prefix.slice(0, 4);
  const pad = 4 - head.length;
  const min = Number(head) * 10 ** pad;
  const max = min + 10 ** pad - 1;
  return max >= low && min <= high;
}

/**
 * Brand from the leading digits, also while typing: Visa 4, Mastercard 51-55 or 2221-2720,
 * American Express 34 or 37, Discover 6.
 */
export function cardBrand(digits: string): CardBrand | null {
  const d = String(digits ?? '').replace(/\D/g, '');
  if (d.startsWith('4')) return 'Visa';
  if (d.startsWith('6')) return 'Discover';
  if (/^3[47]/.test(d)) return 'American Express';
  if (/^5[1-5]/.test(d)) return 'Mastercard';
  if (/^2\d/.test(d) && prefixCanReach(d, 2221, 2720)) return 'Mastercard';
  return null;
}
