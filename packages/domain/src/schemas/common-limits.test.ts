import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  MAX_AMOUNT,
  MAX_ID,
  NUL_MESSAGE,
  id,
  listQuery,
  numericId,
  optionalAmount,
  optionalText,
  requiredText,
  text,
} from './common';
import { messages, parsed } from './test-helpers';

// Issue 10 item 3: one id schema with the int4 maximum, text that refuses NUL, bounded amounts.

describe('input limits', () => {
  it('accepts ids up to 2^31 - 1 and refuses 2^31 and beyond, as numbers and strings', () => {
    expect(numericId).toBe(id);
    expect(parsed(id(), MAX_ID)).toBe(MAX_ID);
    expect(parsed(id(), String(MAX_ID))).toBe(MAX_ID);
    for (const bad of [
      MAX_ID + 1,
      3_000_000_000,
      '2147483648',
      '3000000000',
      '99999999999999999999',
      1e29,
      0,
      -1,
      '1e3',
      ' 1',
      '1 ',
      '\t1',
      '1.5',
      'x',
    ]) {
      expect([...new Set(messages(id('Invalid client id'), bad))], String(bad)).toEqual(['Invalid client id']);
    }
  });

  it('every id in range passes, every one above fails', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_ID }), (n) => parsed(id(), n) === n && parsed(id(), String(n)) === n),
    );
    fc.assert(
      fc.property(fc.integer({ min: MAX_ID + 1, max: Number.MAX_SAFE_INTEGER }), (n) => messages(id(), n).length > 0),
    );
  });

  it('refuses NUL characters in text', () => {
    expect(messages(text(), 'a\u0000b')).toEqual([NUL_MESSAGE]);
    expect(messages(requiredText('Name please'), 'a\u0000b')).toEqual([NUL_MESSAGE]);
    expect(messages(optionalText(), '\u0000')).toEqual([NUL_MESSAGE]);
    expect(messages(listQuery.search, 'ab\u0000')).toEqual([NUL_MESSAGE]);
    expect(parsed(optionalText(), 'a b')).toBe('a b');
  });

  it('bounds amounts to the numeric(12, 2) columns', () => {
    expect(parsed(optionalAmount(), MAX_AMOUNT)).toBe(MAX_AMOUNT);
    expect(messages(optionalAmount(), 1e29)).toEqual(['Please enter a valid amount']);
    expect(messages(optionalAmount(), '10000000000')).toEqual(['Please enter a valid amount']);
  });
});
