import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { decodeBase32IgnorePadding, encodeBase32UpperCaseNoPadding } from '@oslojs/encoding';
import { createTOTPKeyURI, generateHOTP } from '@oslojs/otp';

// TOTP per RFC 6238 (30 s steps, 6 digits, one step either side) over @oslojs/otp's HOTP, with the
// clock passed in so that tests can move it.

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
export const RECOVERY_CODE_COUNT = 10;

export function generateTotpSecret(): Uint8Array {
  return new Uint8Array(randomBytes(20));
}

export const encodeSecret = (key: Uint8Array) => encodeBase32UpperCaseNoPadding(key);
export const decodeSecret = (text: string) => decodeBase32IgnorePadding(text.toUpperCase());

export function totpUri(issuer: string, account: string, key: Uint8Array): string {
  return createTOTPKeyURI(issuer, account, key, TOTP_PERIOD_SECONDS, TOTP_DIGITS);
}

const counterAt = (now: Date) => BigInt(Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS));

export function totpAt(key: Uint8Array, now: Date): string {
  return generateHOTP(key, counterAt(now), TOTP_DIGITS);
}

/**
 * The time step whose code `code` is, among the current step and the one before or after it;
 * null when it is none of them. Callers refuse a step not later than the last one accepted.
 */
export function matchTotpStep(key: Uint8Array, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const counter = counterAt(now);
  let matched: number | null = null;
  // Every candidate is compared (constant time), not just up to the first match.
  for (const c of [counter - 1n, counter, counter + 1n]) {
    const expected = generateHOTP(key, c, TOTP_DIGITS);
    if (timingSafeEqual(Buffer.from(expected), Buffer.from(code))) matched = Number(c);
  }
  return matched;
}

/** Ten codes like `k3x9m-7qp2a`, shown once. */
export function generateRecoveryCodes(): string[] {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(10);
    const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

export function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** Stored form of a recovery code: hex SHA-256 of its normalised text. */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(normaliseRecoveryCode(code)).digest('hex');
}
