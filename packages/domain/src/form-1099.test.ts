import { describe, expect, it } from 'vitest';
import { form1099Dates, form1099ListedYears, form1099Status, form1099YearChoices } from './form-1099';

describe('form1099Dates', () => {
  it('is due January 31 of the next year with a January 1 reminder', () => {
    expect(form1099Dates(2024)).toEqual({ dueDate: '2025-01-31', reminderDate: '2025-01-01' });
    expect(form1099Dates(1999)).toEqual({ dueDate: '2000-01-31', reminderDate: '2000-01-01' });
  });
});

describe('form1099Status', () => {
  it.each([
    [false, '2024-06-01', 'pending'],
    [false, '2025-01-01', 'pending'],
    [false, '2025-01-31', 'pending'],
    [false, '2025-02-01', 'overdue'],
    [false, '2026-01-01', 'overdue'],
    [true, '2025-02-01', 'completed'],
    [true, '2024-06-01', 'completed'],
  ] as const)('tax year 2024, completed %s, today %s -> %s', (completed, today, status) =>
    expect(form1099Status(2024, completed, today)).toBe(status),
  );
});

describe('form1099YearChoices / form1099ListedYears', () => {
  it('offers this year and next, and lists last year too', () => {
    expect(form1099YearChoices('2026-11-24')).toEqual([2026, 2027]);
    expect(form1099ListedYears('2026-11-24')).toEqual([2025, 2026, 2027]);
  });
  it('moves on January 1, not on December 31', () => {
    expect(form1099YearChoices('2026-12-31')).toEqual([2026, 2027]);
    expect(form1099YearChoices('2027-01-01')).toEqual([2027, 2028]);
  });
  it('keeps last year pending through January 31 and overdue from February 1, leap years alike', () => {
    expect(form1099Status(2027, false, '2028-01-31')).toBe('pending');
    expect(form1099Status(2027, false, '2028-02-01')).toBe('overdue');
    expect(form1099Status(2027, false, '2028-02-29')).toBe('overdue');
    expect(form1099Dates(2027).dueDate).toBe('2028-01-31');
  });
});
