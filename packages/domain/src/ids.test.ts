import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDisplayId, parseDisplayId } from './ids';

describe('formatDisplayId', () => {
  it.each([
    ['client', 12, 'A0012'],
    ['organization', 7, 'B0007'],
    ['referral', 3, 'R0003'],
    ['client', 9999, 'A9999'],
    ['client', 12345, 'A12345'],
  ] as const)('%s %i -> %s', (kind, id, text) => expect(formatDisplayId(kind, id)).toBe(text));

  it('refuses ids that are not whole non-negative numbers', () => {
    expect(() => formatDisplayId('client', 1.5)).toThrow(RangeError);
    expect(() => formatDisplayId('client', -1)).toThrow(RangeError);
  });
});

describe('parseDisplayId', () => {
  it.each([
    ['A0012', { kind: 'client', id: 12 }],
    ['b0007', { kind: 'organization', id: 7 }],
    ['  R0003 ', { kind: 'referral', id: 3 }],
    ['A12345', { kind: 'client', id: 12345 }],
    ['A1', { kind: 'client', id: 1 }],
  ])('%s', (text, expected) => expect(parseDisplayId(text)).toEqual(expected));

  it.each(['', 'A', 'A0000', 'X0012', '0012', 'A-12', 'A12.5', 'A 12', 'AB12', 'A99999999999999999999'])(
    'rejects %j',
    (text) => expect(parseDisplayId(text)).toBeNull(),
  );

  it('round-trips every positive id', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('client', 'organization', 'referral' as const),
        fc.integer({ min: 1, max: 10_000_000 }),
        (kind, id) => {
          expect(parseDisplayId(formatDisplayId(kind, id))).toEqual({ kind, id });
        },
      ),
    );
  });
});
