/** Removes every character that is not a digit 0-9. */
export function digitsOnly(value: string | null | undefined): string {
  return String(value ?? '').replace(/\D/g, '');
}

/** Splits `digits` into groups of the given sizes joined by `sep`, stopping where the digits run out. */
function group(digits: string, sizes: number[], sep: string): string {
  const parts: string[] = [];
  let at = 0;
  for (const size of sizes) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(sep);
}

export const PHONE_DIGITS = 10;
export const SSN_DIGITS = 9;
export const EIN_DIGITS = 9;
export const EDD_ACCOUNT_DIGITS = 8;
export const CARD_TYPED_DIGITS = 16;

/** (555) 123-4567; while typing: `555`, `(555) 123`, `(555) 123-4`. */
export function formatPhone(value: string): string {
  const d = digitsOnly(value).slice(0, PHONE_DIGITS);
  if (d.length < 4) return d;
  const rest = group(d.slice(3), [3, 4], '-');
  return `(${d.slice(0, 3)}) ${rest}`;
}

/** 123-45-6789 */
export function formatSsn(value: string): string {
  return group(digitsOnly(value).slice(0, SSN_DIGITS), [3, 2, 4], '-');
}

/** 12-3456789 */
export function formatEin(value: string): string {
  return group(digitsOnly(value).slice(0, EIN_DIGITS), [2, 7], '-');
}

/** 123-4567-8 */
export function formatEddAccount(value: string): string {
  return group(digitsOnly(value).slice(0, EDD_ACCOUNT_DIGITS), [3, 4, 1], '-');
}

/** 4111 1111 1111 1111 (16 digits can be typed, spec 1 section 5). */
export function formatCardNumber(value: string): string {
  return group(digitsOnly(value).slice(0, CARD_TYPED_DIGITS), [4, 4, 4, 4], ' ');
}

/**
 * A value read back masked (`****6789`, `****`; the server's security/sensitive-field.ts makes
 * them): an update sending it keeps the stored value.
 */
export function isMaskedValue(value: unknown): boolean {
  return typeof value === 'string' && /[*•]/.test(value);
}

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** `$1,234.50`; null, blank or unreadable amounts give `N/A`. */
export function formatUsd(amount: number | string | null | undefined): string {
  if (amount === null || amount === undefined) return 'N/A';
  const text = typeof amount === 'number' ? String(amount) : amount.replace(/[$,\s]/g, '');
  const n = Number(text);
  if (text === '' || !Number.isFinite(n)) return 'N/A';
  // Amounts that round to zero must not print as "-$0.00".
  return USD.format(Math.abs(n) < 0.005 ? 0 : n);
}
