import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from './dates';
import {
  normalizeSalesTaxFrequency,
  salesTaxPeriodDueOn,
  salesTaxPeriods,
  salesTaxPeriodsFiltered,
  salesTaxStatus,
} from './sales-tax';

const pick = (rows: ReturnType<typeof salesTaxPeriods>, key: 'dueDate' | 'periodStart' | 'periodEnd') =>
  rows.map((r) => r[key]);

describe('salesTaxPeriods', () => {
  it('monthly: 12 returns due the last day of the following month', () => {
    const rows = salesTaxPeriods('Monthly', 2024);
    expect(rows).toHaveLength(12);
    expect(rows[0]).toEqual({
      label: 'January 2024',
      periodStart: '2024-01-01',
      periodEnd: '2024-01-31',
      dueDate: '2024-02-29',
      reminderDate: '2024-02-24',
      kind: 'return',
    });
    expect(rows[1]!.periodEnd).toBe('2024-02-29');
    expect(rows[1]!.dueDate).toBe('2024-03-31');
    expect(rows[2]!.dueDate).toBe('2024-04-30');
    expect(rows[11]).toMatchObject({
      periodStart: '2024-12-01',
      periodEnd: '2024-12-31',
      dueDate: '2025-01-31',
      reminderDate: '2025-01-26',
    });
    expect(salesTaxPeriods('Monthly', 2025)[0]!.dueDate).toBe('2025-02-28');
  });

  it('quarterly: April 30, July 31, October 31, January 31', () => {
    const rows = salesTaxPeriods('Quarterly', 2025);
    expect(pick(rows, 'dueDate')).toEqual(['2025-04-30', '2025-07-31', '2025-10-31', '2026-01-31']);
    expect(pick(rows, 'periodStart')).toEqual(['2025-01-01', '2025-04-01', '2025-07-01', '2025-10-01']);
    expect(pick(rows, 'periodEnd')).toEqual(['2025-03-31', '2025-06-30', '2025-09-30', '2025-12-31']);
    expect(rows.map((r) => r.label)).toEqual(['Q1 2025', 'Q2 2025', 'Q3 2025', 'Q4 2025']);
    expect(rows.every((r) => r.kind === 'return')).toBe(true);
  });

  it('annually: January 31 of the next year', () => {
    expect(salesTaxPeriods('Annually', 2025)).toEqual([
      {
        label: '2025',
        periodStart: '2025-01-01',
        periodEnd: '2025-12-31',
        dueDate: '2026-01-31',
        reminderDate: '2026-01-26',
        kind: 'return',
      },
    ]);
  });

  it('quarterly prepay: two prepayments due the 24th, then the quarterly return', () => {
    const rows = salesTaxPeriods('Quarterly Prepay', 2025);
    expect(rows).toHaveLength(12);
    expect(rows.filter((r) => r.kind === 'prepayment').map((r) => r.dueDate)).toEqual([
      '2025-02-24',
      '2025-03-24',
      '2025-05-24',
      '2025-06-24',
      '2025-08-24',
      '2025-09-24',
      '2025-11-24',
      '2025-12-24',
    ]);
    expect(rows.filter((r) => r.kind === 'return').map((r) => r.dueDate)).toEqual([
      '2025-04-30',
      '2025-07-31',
      '2025-10-31',
      '2026-01-31',
    ]);
    expect(rows[0]).toMatchObject({ periodStart: '2025-01-01', periodEnd: '2025-01-31', reminderDate: '2025-02-19' });
    expect(rows[1]).toMatchObject({ periodStart: '2025-02-01', periodEnd: '2025-02-28' });
    expect(rows[2]).toMatchObject({ kind: 'return', periodStart: '2025-01-01', periodEnd: '2025-03-31' });
  });

  it('reads other spellings and ignores untracked frequencies', () => {
    expect(salesTaxPeriods('quarterly_prepay', 2025)).toHaveLength(12);
    expect(salesTaxPeriods('MONTHLY', 2025)).toHaveLength(12);
    expect(salesTaxPeriods('NO TRACKING', 2025)).toEqual([]);
    expect(salesTaxPeriods('', 2025)).toEqual([]);
    expect(normalizeSalesTaxFrequency(null)).toBeNull();
  });

  it('has the right count, in due order, returns without gaps, reminders 5 days before', () => {
    const counts = { Monthly: 12, Quarterly: 4, 'Quarterly Prepay': 12, Annually: 1 } as const;
    fc.assert(
      fc.property(
        fc.constantFrom(...(Object.keys(counts) as Array<keyof typeof counts>)),
        fc.integer({ min: 1990, max: 2100 }),
        (freq, year) => {
          const rows = salesTaxPeriods(freq, year);
          expect(rows).toHaveLength(counts[freq]);
          const dues = pick(rows, 'dueDate');
          expect([...dues].sort()).toEqual(dues);
          const returns = rows.filter((r) => r.kind === 'return');
          expect(returns[0]!.periodStart).toBe(`${year}-01-01`);
          expect(returns.at(-1)!.periodEnd).toBe(`${year}-12-31`);
          returns.slice(1).forEach((r, i) => expect(r.periodStart).toBe(addDays(returns[i]!.periodEnd, 1)));
          for (const r of rows) {
            expect(daysBetween(r.reminderDate, r.dueDate)).toBe(5);
            expect(r.dueDate > r.periodEnd).toBe(true);
          }
        },
      ),
    );
  });
});

describe('salesTaxStatus', () => {
  it.each([
    ['2025-04-30', null, '2025-04-29', 'pending'],
    ['2025-04-30', null, '2025-04-30', 'pending'],
    ['2025-04-30', null, '2025-05-01', 'overdue'],
    ['2025-04-30', '', '2025-05-01', 'overdue'],
    ['2025-04-30', '2025-05-03', '2025-05-04', 'filed'],
    ['2025-04-30', '2025-04-01', '2025-04-01', 'filed'],
  ])('due %s, filed %j, today %s -> %s', (due, filed, today, status) =>
    expect(salesTaxStatus(due, filed, today)).toBe(status),
  );
});

describe('salesTaxPeriodsFiltered / salesTaxPeriodDueOn', () => {
  it('narrows monthly filings to a month and quarterly ones to a quarter', () => {
    expect(salesTaxPeriodsFiltered('Monthly', { year: 2027, month: 12 }).map((p) => p.dueDate)).toEqual(['2028-01-31']);
    expect(salesTaxPeriodsFiltered('Monthly', { year: 2028, month: 1 }).map((p) => p.dueDate)).toEqual(['2028-02-29']);
    expect(salesTaxPeriodsFiltered('Quarterly Prepay', { year: 2026, quarter: 4 }).map((p) => p.dueDate)).toEqual([
      '2026-11-24',
      '2026-12-24',
      '2027-01-31',
    ]);
    expect(salesTaxPeriodsFiltered('Annually', { year: 2030 }).map((p) => p.dueDate)).toEqual(['2031-01-31']);
  });
  it('finds the filing due on a date across the year end, and none on other dates', () => {
    expect(salesTaxPeriodDueOn('Quarterly', '2027-01-31')).toMatchObject({
      label: 'Q4 2026',
      periodStart: '2026-10-01',
    });
    expect(salesTaxPeriodDueOn('Monthly', '2028-02-29')).toMatchObject({ label: 'January 2028' });
    expect(salesTaxPeriodDueOn('Annually', '2027-01-31')).toMatchObject({ label: '2026' });
    expect(salesTaxPeriodDueOn('Quarterly Prepay', '2026-02-24')).toMatchObject({ kind: 'prepayment' });
    expect(salesTaxPeriodDueOn('Quarterly', '2026-02-24')).toBeNull();
    expect(salesTaxPeriodDueOn('NO TRACKING', '2027-01-31')).toBeNull();
  });
  it('a filing due today is pending, due yesterday overdue', () => {
    expect(salesTaxStatus('2026-12-31', null, '2026-12-31')).toBe('pending');
    expect(salesTaxStatus('2026-12-31', null, '2027-01-01')).toBe('overdue');
  });
  it('every period of any year is found again by its due date', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2001, max: 2098 }),
        fc.constantFrom('Monthly', 'Quarterly', 'Quarterly Prepay', 'Annually'),
        (year, f) => {
          for (const p of salesTaxPeriods(f, year)) expect(salesTaxPeriodDueOn(f, p.dueDate)).toEqual(p);
        },
      ),
      { numRuns: 50 },
    );
  });
});
