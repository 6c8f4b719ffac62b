import { describe, expect, it } from 'vitest';
import {
  estimatedTaxDefaultFilter,
  estimatedTaxDefaultFilterFromCounts,
  estimatedTaxSchedule,
  estimatedTaxState,
  quarterOfMonth,
} from './estimated-tax';

describe('quarterOfMonth', () => {
  it.each([
    [1, 1],
    [3, 1],
    [4, 2],
    [6, 2],
    [7, 3],
    [9, 3],
    [10, 4],
    [12, 4],
  ])('month %i is Q%i', (m, q) => expect(quarterOfMonth(m)).toBe(q));
  it.each([0, 13, 1.5, Number.NaN])('rejects %s', (m) => expect(() => quarterOfMonth(m)).toThrow(RangeError));
});

describe('estimatedTaxSchedule', () => {
  it('gives April 15, June 15, September 15 and January 15 of the next year, reminders 5 days before', () => {
    expect(estimatedTaxSchedule(2025)).toEqual([
      { quarter: 1, taxYear: 2025, dueDate: '2025-04-15', reminderDate: '2025-04-10' },
      { quarter: 2, taxYear: 2025, dueDate: '2025-06-15', reminderDate: '2025-06-10' },
      { quarter: 3, taxYear: 2025, dueDate: '2025-09-15', reminderDate: '2025-09-10' },
      { quarter: 4, taxYear: 2025, dueDate: '2026-01-15', reminderDate: '2026-01-10' },
    ]);
  });

  it('has four payments in order for any year', () => {
    for (const year of [2023, 2024, 2099]) {
      const dues = estimatedTaxSchedule(year).map((p) => p.dueDate);
      expect(dues).toHaveLength(4);
      expect([...dues].sort()).toEqual(dues);
    }
  });
});

describe('estimatedTaxDefaultFilter', () => {
  const done = (year: number, quarter: number) => ({ year, quarter, status: 'completed' });
  const open = (year: number, quarter: number) => ({ year, quarter, status: 'pending' });

  it('uses the current quarter and year', () => {
    expect(estimatedTaxDefaultFilter([], '2025-05-10')).toEqual({ quarter: 2, year: 2025 });
    expect(estimatedTaxDefaultFilter([open(2025, 1)], '2025-03-31')).toEqual({ quarter: 1, year: 2025 });
  });

  it('jumps to Q1 of next year in Q4 once every payment of the year is completed', () => {
    const all = [1, 2, 3, 4].map((q) => done(2025, q));
    expect(estimatedTaxDefaultFilter([...all, open(2026, 1)], '2025-10-01')).toEqual({ quarter: 1, year: 2026 });
    expect(
      estimatedTaxDefaultFilter(
        all.map(({ quarter, status }) => ({ taxYear: '2025', quarter, status })),
        '2025-12-31',
      ),
    ).toEqual({ quarter: 1, year: 2026 });
  });

  it('stays when a payment of the year is pending, outside Q4, or when the year has no payments', () => {
    expect(estimatedTaxDefaultFilter([done(2025, 1), open(2025, 4)], '2025-11-15')).toEqual({ quarter: 4, year: 2025 });
    expect(estimatedTaxDefaultFilter([done(2025, 1)], '2025-09-30')).toEqual({ quarter: 3, year: 2025 });
    expect(estimatedTaxDefaultFilter([done(2024, 4)], '2025-11-15')).toEqual({ quarter: 4, year: 2025 });
  });
});

describe('estimatedTaxState', () => {
  it('is overdue only when pending and due before today', () => {
    expect(estimatedTaxState({ dueDate: '2025-04-15', status: 'pending' }, '2025-04-16')).toBe('overdue');
    expect(estimatedTaxState({ dueDate: '2025-04-15', status: 'pending' }, '2025-04-15')).toBe('upcoming');
    expect(estimatedTaxState({ dueDate: '2025-04-15', status: 'completed' }, '2026-01-01')).toBe('completed');
  });
});

describe('estimatedTaxDefaultFilterFromCounts: the Q4 rule at the year end', () => {
  it('jumps on December 31 when every payment of the year is completed', () => {
    expect(estimatedTaxDefaultFilterFromCounts({ total: 8, pending: 0 }, '2026-12-31')).toEqual({
      quarter: 1,
      year: 2027,
    });
    expect(estimatedTaxDefaultFilterFromCounts({ total: 8, pending: 1 }, '2026-12-31')).toEqual({
      quarter: 4,
      year: 2026,
    });
  });
  it('starts the new year on January 1 at its own Q1, whatever was completed', () => {
    expect(estimatedTaxDefaultFilterFromCounts({ total: 4, pending: 0 }, '2027-01-01')).toEqual({
      quarter: 1,
      year: 2027,
    });
    expect(estimatedTaxDefaultFilterFromCounts({ total: 0, pending: 0 }, '2027-01-01')).toEqual({
      quarter: 1,
      year: 2027,
    });
  });
  it('starts Q4 on October 1 and not on September 30', () => {
    expect(estimatedTaxDefaultFilterFromCounts({ total: 4, pending: 0 }, '2026-09-30')).toEqual({
      quarter: 3,
      year: 2026,
    });
    expect(estimatedTaxDefaultFilterFromCounts({ total: 4, pending: 0 }, '2026-10-01')).toEqual({
      quarter: 1,
      year: 2027,
    });
  });
  it('never jumps when the year has no payments', () => {
    expect(estimatedTaxDefaultFilterFromCounts({ total: 0, pending: 0 }, '2026-12-31')).toEqual({
      quarter: 4,
      year: 2026,
    });
  });
  it('agrees with the list form on a leap day', () => {
    expect(estimatedTaxDefaultFilter([{ year: 2028, status: 'completed' }], '2028-02-29')).toEqual({
      quarter: 1,
      year: 2028,
    });
  });
  it('a payment due today is upcoming, due yesterday overdue (January 15 of the next year)', () => {
    expect(estimatedTaxState({ dueDate: '2027-01-15', status: 'pending' }, '2027-01-15')).toBe('upcoming');
    expect(estimatedTaxState({ dueDate: '2027-01-15', status: 'pending' }, '2027-01-16')).toBe('overdue');
  });
});
