import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  id,
  isoDate,
  listQuery,
  optionalAmount,
  optionalDate,
  optionalDigits,
  optionalEmail,
  optionalId,
  optionalText,
  requiredText,
  sensitiveDigits,
} from './common';
import { messages, parsed } from './test-helpers';

describe('schema building blocks', () => {
  it('requiredText trims and reports one message', () => {
    expect(parsed(requiredText('Name please'), '  Bo ')).toBe('Bo');
    expect(messages(requiredText('Name please'), '   ')).toEqual(['Name please']);
    expect(messages(requiredText('Name please'), undefined)).toEqual(['Name please']);
    expect(messages(requiredText('x', 3), 'abcd')).toEqual(['Must be at most 3 characters']);
  });

  it('optionalText turns blank into null and keeps a missing key missing', () => {
    const o = z.object({ a: optionalText() });
    expect(parsed(o, { a: '  ' })).toEqual({ a: null });
    expect(parsed(o, { a: null })).toEqual({ a: null });
    expect(parsed(o, {})).toEqual({});
    expect(parsed(o, { a: ' x ' })).toEqual({ a: 'x' });
  });

  it('optionalDigits strips separators and caps the length', () => {
    expect(parsed(optionalDigits(9, 'bad'), '123-45-6789')).toBe('123456789');
    expect(parsed(optionalDigits(9, 'bad'), '')).toBeNull();
    expect(messages(optionalDigits(9, 'bad'), '1234567890')).toEqual(['bad']);
    expect(messages(optionalDigits(9, 'bad'), '12a')).toEqual(['bad']);
    expect(messages(optionalDigits(9, 'bad'), '****6789')).toEqual(['bad']);
    expect(parsed(sensitiveDigits(9, 'bad'), '***-**-6789')).toBe('***-**-6789');
  });

  it('optionalEmail accepts blank and valid addresses', () => {
    expect(parsed(optionalEmail(), ' a@b.co ')).toBe('a@b.co');
    expect(parsed(optionalEmail(), '')).toBeNull();
    expect(messages(optionalEmail(), 'nope')).toEqual(['Please enter a valid email address']);
  });

  it('dates must be real calendar dates', () => {
    expect(parsed(isoDate(), '2024-02-29')).toBe('2024-02-29');
    expect(messages(isoDate('bad date'), '2023-02-29')).toEqual(['bad date']);
    expect(messages(isoDate('bad date'), undefined)).toEqual(['bad date']);
    expect(parsed(optionalDate(), '')).toBeNull();
    expect(messages(optionalDate('bad'), '02/03/2024')).toEqual(['bad']);
  });

  it('ids accept positive integers, also as text', () => {
    expect(parsed(id(), 5)).toBe(5);
    expect(parsed(id(), '12')).toBe(12);
    expect(messages(id('Pick one'), ' 12 ')).toEqual(['Pick one']);
    expect(messages(id('Pick one'), 0)).toEqual(['Pick one']);
    expect(messages(id('Pick one'), 1.5)).toEqual(['Pick one']);
    expect(messages(id('Pick one'), 'abc')).toEqual(['Pick one']);
    expect(messages(id('Pick one'), undefined).length).toBeGreaterThan(0);
    expect(parsed(optionalId(), '')).toBeNull();
    expect(parsed(optionalId(), null)).toBeNull();
  });

  it('amounts round to cents and refuse negatives', () => {
    expect(parsed(optionalAmount(), 12.345)).toBe(12.35);
    expect(parsed(optionalAmount(), '$1,200.5')).toBe(1200.5);
    expect(parsed(optionalAmount(), '')).toBeNull();
    expect(parsed(optionalAmount(), undefined)).toBeUndefined();
    expect(messages(optionalAmount('Bad amount'), '-3')).toEqual(['Bad amount']);
    expect(messages(optionalAmount('Bad amount'), 'abc')).toEqual(['Bad amount']);
  });

  it('list queries coerce paging', () => {
    expect(parsed(z.object(listQuery), { limit: '1000', offset: '0' })).toEqual({ limit: 1000, offset: 0 });
    expect(messages(z.object(listQuery), { limit: '5000' }).length).toBe(1);
  });
});
