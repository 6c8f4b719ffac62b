import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardBrand, isValidCardNumber } from './cards';

/** Digits completed with the Luhn check digit. */
const luhnValid = (length: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length - 1, maxLength: length - 1 }).map((body) => {
    let sum = 0;
    body.forEach((digit, i) => {
      let d = digit;
      if ((body.length - i) % 2 === 1) {
        d *= 2;
        if (d > 9) d -= 9;
      }
      sum += d;
    });
    return body.join('') + String((10 - (sum % 10)) % 10);
  });

describe('isValidCardNumber', () => {
  it.each([
    '4111111111111111',
    '5555555555554444',
    '378282246310005',
    '6011111111111117',
    '4222222222222',
    '4111 1111 1111 1111',
    '6250941006528599',
    '3530111333300000',
  ])('accepts %s', (n) => expect(isValidCardNumber(n)).toBe(true));
  it.each(['4111111111111112', '', '411111111111', '41111111111111111111', '4111a11111111111', '0000000000'])(
    'rejects %j',
    (n) => expect(isValidCardNumber(n)).toBe(false),
  );

  it('accepts 13 to 19 digits and fails with any single digit changed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 13, max: 19 }).chain(luhnValid),
        fc.nat(),
        fc.integer({ min: 1, max: 9 }),
        (n, pos, delta) => {
          const at = pos % n.length;
          const changed = n.slice(0, at) + String((Number(n[at]) + delta) % 10) + n.slice(at + 1);
          expect(isValidCardNumber(n)).toBe(true);
          expect(isValidCardNumber(changed)).toBe(false);
        },
      ),
    );
  });
});

describe('cardBrand', () => {
  it.each([
    ['4', 'Visa'],
    ['4111111111111111', 'Visa'],
    ['51', 'Mastercard'],
    ['5555555555554444', 'Mastercard'],
    ['56', null],
    ['50', null],
    ['5', null],
    ['2221', 'Mastercard'],
    ['2720', 'Mastercard'],
    ['2220', null],
    ['2721', null],
    ['22', 'Mastercard'],
    ['27', 'Mastercard'],
    ['222', 'Mastercard'],
    ['220', null],
    ['28', null],
    ['2', null],
    ['34', 'American Express'],
    ['378282246310005', 'American Express'],
    ['35', null],
    ['3', null],
    ['6', 'Discover'],
    ['6011111111111117', 'Discover'],
    ['', null],
    ['1234', null],
    ['4111 1111', 'Visa'],
  ])('%j -> %j', (digits, brand) => expect(cardBrand(digits)).toBe(brand));
});
