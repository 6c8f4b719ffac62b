import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  addYears,
  dateParts,
  dayOfWeek,
  daysBetween,
  daysInMonth,
  endOfMonth,
  isIsoDate,
  isLeapYear,
  isoDateClamped,
} from './dates';

describe('isIsoDate', () => {
  it.each(['2024-02-29', '2025-12-31', '2000-02-29'])('accepts %s', (d) => expect(isIsoDate(d)).toBe(true));
  it.each([
    '2023-02-29',
    '1900-02-29',
    '2025-13-01',
    '2025-00-10',
    '2025-1-01',
    '2025-01-01T00:00:00Z',
    '',
    'today',
    null,
    20250101,
  ])('rejects %s', (d) => expect(isIsoDate(d)).toBe(false));
});

describe('calendar arithmetic', () => {
  it('knows leap years', () => {
    expect([1900, 2000, 2023, 2024, 2100].map(isLeapYear)).toEqual([false, true, false, true, false]);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2025, 2)).toBe(28);
    expect(daysInMonth(2025, 12)).toBe(31);
  });

  it('clamps and normalises months', () => {
    expect(isoDateClamped(2025, 2, 31)).toBe('2025-02-28');
    expect(isoDateClamped(2024, 2, 31)).toBe('2024-02-29');
    expect(isoDateClamped(2025, 13, 31)).toBe('2026-01-31');
    expect(isoDateClamped(2025, 0, 15)).toBe('2024-12-15');
    expect(isoDateClamped(2025, -11, 1)).toBe('2024-01-01');
    expect(endOfMonth(2025, 4)).toBe('2025-04-30');
  });

  it('adds days across month and year ends and leap days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
  });

  it('adds months and years with clamping, from the original day', () => {
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2025-01-31', 2)).toBe('2025-03-31');
    expect(addMonths('2025-11-30', 3)).toBe('2026-02-28');
    expect(addYears('2024-02-29', 1)).toBe('2025-02-28');
    expect(addYears('2024-02-29', 4)).toBe('2028-02-29');
  });

  it('counts days between dates, negative backwards, across DST changes', () => {
    expect(daysBetween('2025-03-01', '2025-03-31')).toBe(30);
    expect(daysBetween('2025-03-31', '2025-03-01')).toBe(-30);
    expect(daysBetween('2025-03-08', '2025-03-10')).toBe(2);
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366);
  });

  it('reads parts and weekdays', () => {
    expect(dateParts('2025-07-04')).toEqual({ year: 2025, month: 7, day: 4 });
    expect(dayOfWeek('2025-01-05')).toBe(0);
    expect(dayOfWeek('2025-01-04')).toBe(6);
  });

  it('throws on malformed dates', () => {
    expect(() => addDays('2025-02-30', 1)).toThrow(RangeError);
    expect(() => daysBetween('', '2025-01-01')).toThrow(RangeError);
  });
});
