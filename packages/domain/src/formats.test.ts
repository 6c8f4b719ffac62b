import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  digitsOnly,
  formatCardNumber,
  formatEddAccount,
  formatEin,
  formatPhone,
  formatSsn,
  formatUsd,
  isMaskedValue,
} from './formats';

describe('formatPhone', () => {
  it.each([
    ['', ''],
    ['5', '5'],
    ['555', '555'],
    ['5551', '(555) 1'],
    ['555123', '(555) 123'],
    ['5551234', '(555) 123-4'],
    ['5551234567', '(555) 123-4567'],
    ['55512345678', '(555) 123-4567'],
    ['(555) 123-4567', '(555) 123-4567'],
    ['+1 555.123', '(155) 512-3'],
  ])('%j -> %j', (input, output) => expect(formatPhone(input)).toBe(output));
});

describe('formatSsn / formatEin / formatEddAccount / formatCardNumber', () => {
  it.each([
    ['', ''],
    ['123', '123'],
    ['1234', '123-4'],
    ['12345', '123-45'],
    ['123456', '123-45-6'],
    ['123456789', '123-45-6789'],
    ['1234567890', '123-45-6789'],
  ])('SSN %j -> %j', (i, o) => expect(formatSsn(i)).toBe(o));

  it.each([
    ['', ''],
    ['12', '12'],
    ['123', '12-3'],
    ['123456789', '12-3456789'],
    ['12-34567890', '12-3456789'],
  ])('EIN %j -> %j', (i, o) => expect(formatEin(i)).toBe(o));

  it.each([
    ['', ''],
    ['123', '123'],
    ['1234', '123-4'],
    ['1234567', '123-4567'],
    ['12345678', '123-4567-8'],
    ['123456789', '123-4567-8'],
  ])('EDD %j -> %j', (i, o) => expect(formatEddAccount(i)).toBe(o));

  it.each([
    ['', ''],
    ['4111', '4111'],
    ['41111', '4111 1'],
    ['4111111111111111', '4111 1111 1111 1111'],
    ['4111-1111-1111-1111-999', '4111 1111 1111 1111'],
    ['378282246310005', '3782 8224 6310 005'],
  ])('card %j -> %j', (i, o) => expect(formatCardNumber(i)).toBe(o));

  const cases = [
    [formatPhone, 10],
    [formatSsn, 9],
    [formatEin, 9],
    [formatEddAccount, 8],
    [formatCardNumber, 16],
  ] as const;
  it.each(cases)('formatting then stripping gives the (capped) digits back: %o', (format, max) => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789-() ab') }), (typed) => {
        expect(digitsOnly(format(typed))).toBe(digitsOnly(typed).slice(0, max));
      }),
    );
  });
});

describe('isMaskedValue', () => {
  it('recognises masked values', () => {
    expect(isMaskedValue('****1234')).toBe(true);
    expect(isMaskedValue('•••• 1234')).toBe(true);
    expect(isMaskedValue('1234')).toBe(false);
    expect(isMaskedValue(null)).toBe(false);
  });
});

describe('formatUsd', () => {
  it.each([
    [1234.5, '$1,234.50'],
    ['1234.5', '$1,234.50'],
    ['$1,234.50', '$1,234.50'],
    [0, '$0.00'],
    [-0.001, '$0.00'],
    [-12.3, '-$12.30'],
    [1_000_000, '$1,000,000.00'],
    [0.005, '$0.01'],
    [null, 'N/A'],
    [undefined, 'N/A'],
    ['', 'N/A'],
    ['  ', 'N/A'],
    ['$', 'N/A'],
    ['abc', 'N/A'],
    [Number.NaN, 'N/A'],
    [Number.POSITIVE_INFINITY, 'N/A'],
  ])('%j -> %s', (amount, text) => expect(formatUsd(amount)).toBe(text));
});
