import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bankNameForRouting,
  INVALID_ROUTING_MESSAGE,
  isValidRoutingNumber,
  ROUTING_CHECKSUM_SAVE_MESSAGE,
  ROUTING_LENGTH_SAVE_MESSAGE,
  ROUTING_NUMBER_BANKS,
  routingNumberError,
  routingNumberSaveError,
} from './bank';

const WEIGHTS = [3, 7, 1, 3, 7, 1, 3, 7, 1];
/** Any 8 digits completed with the check digit that makes a valid routing number. */
const validRouting = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 8, maxLength: 8 }).map((d) => {
  const partial = d.reduce((s, x, i) => s + x * WEIGHTS[i]!, 0);
  return [...d, (10 - (partial % 10)) % 10].join('');
});

describe('isValidRoutingNumber', () => {
  it.each(['021000021', '121000358', '011000138', '000000000', ' 021000021 '])('accepts %j', (n) =>
    expect(isValidRoutingNumber(n)).toBe(true),
  );
  it.each(['021000022', '12100035', '1210003580', '02100002a', '', '021-000-021'])('rejects %j', (n) =>
    expect(isValidRoutingNumber(n)).toBe(false),
  );

  it('rejects a valid number with any single digit changed', () => {
    fc.assert(
      fc.property(validRouting, fc.integer({ min: 0, max: 8 }), fc.integer({ min: 1, max: 9 }), (n, at, delta) => {
        const changed = n.slice(0, at) + String((Number(n[at]) + delta) % 10) + n.slice(at + 1);
        expect(isValidRoutingNumber(n)).toBe(true);
        expect(isValidRoutingNumber(changed)).toBe(false);
      }),
    );
  });
});

describe('routingNumberError', () => {
  it.each([
    ['', null],
    ['0', '8 digits remaining'],
    ['02100002', '1 digits remaining'],
    ['021000021', null],
    ['021000022', INVALID_ROUTING_MESSAGE],
    ['0210000210', ROUTING_LENGTH_SAVE_MESSAGE],
    ['02100a', INVALID_ROUTING_MESSAGE],
  ])('%j -> %j', (input, message) => expect(routingNumberError(input)).toBe(message));
});

describe('routingNumberSaveError', () => {
  it.each([
    ['021000021', null],
    ['', ROUTING_LENGTH_SAVE_MESSAGE],
    ['12345678', ROUTING_LENGTH_SAVE_MESSAGE],
    ['1234567890', ROUTING_LENGTH_SAVE_MESSAGE],
    ['021000022', ROUTING_CHECKSUM_SAVE_MESSAGE],
  ])('%j -> %j', (input, message) => expect(routingNumberSaveError(input)).toBe(message));
});

describe('bankNameForRouting', () => {
  it('knows at least 40 routing numbers, every one passing the checksum', () => {
    const numbers = Object.keys(ROUTING_NUMBER_BANKS);
    expect(numbers.length).toBeGreaterThanOrEqual(40);
    for (const n of numbers) expect(isValidRoutingNumber(n), n).toBe(true);
  });

  it('covers the largest banks', () => {
    const names = new Set(Object.values(ROUTING_NUMBER_BANKS));
    for (const bank of [
      'Chase',
      'Bank of America',
      'Wells Fargo',
      'Citibank',
      'US Bank',
      'PNC',
      'Truist',
      'Capital One',
      'TD Bank',
    ]) {
      expect(
        [...names].some((n) => n.includes(bank)),
        bank,
      ).toBe(true);
    }
  });

  it.each([
    ['021000021', 'JPMorgan Chase Bank'],
    ['121000358', 'Bank of America'],
    ['121000248', 'Wells Fargo Bank'],
    ['021000089', 'Citibank'],
    [' 021000021', 'JPMorgan Chase Bank'],
  ])('%s is %s', (n, name) => expect(bankNameForRouting(n)).toBe(name));

  it('answers null for unknown numbers', () => {
    expect(bankNameForRouting('000000000')).toBeNull();
    expect(bankNameForRouting('')).toBeNull();
  });
});
