import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from './dates';
import { normalizeSalesTaxFrequency, salesTaxPeriods, salesTaxStatus } from './sales-tax';

const pick = (rows: ReturnType<typeof salesTaxPeriods>, key: 'dueDate' | 'periodStart' | 'periodEnd') => rows.map((r) => r[key]);

describe('salesTaxPeriods', () => {
  it('monthly: 12 returns due the last day of the following month', () => {
    const rows = salesTaxPeriods('Monthly', 2024);
    expect(rows).toHaveLength(12);
    expect(rows[0]).toEqual({
      label: 'January 2024', periodStart: '2024-01-01', periodEnd: '2024-01-31', dueDate: '2024-02-29', reminderDate: '2024-02-24', kind: 'return',
    });
    expect(rows[1]!.periodEnd).toBe('2024-02-29');
    expect(rows[1]!.dueDate).toBe('2024-03-31');
    expect(rows[2]!.dueDate).toBe('2024-04-30');
    expect(rows[11]).toMatchObject({ periodStart: '2024-12-01', periodEnd: '2024-12-31', dueDate: '2025-01-31', reminderDate: '2025-01-26' });
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
      { label: '2025', periodStart: '2025-01-01', periodEnd: '2025-12-31', dueDate: '2026-01-31', reminderDate: '2026-01-26', kind: 'return' },
    ]);
  });

  it('quarterly prepay: two prepayments due the 24th, then the quarterly return', () => {
    const rows = salesTaxPeriods('Quarterly Prepay', 2025);
    expect(rows).toHaveLength(12);
    expect(rows.filter((r) => r.kind === 'prepayment').map((r) => r.dueDate)).toEqual([
      '2025-02-24', '2025-03-24', '2025-05-24', '2025-06-24', '2025-08-24', '2025-09-24', '2025-11-24', '2025-12-24',
    ]);
    expect(rows.filter((r) => r.kind === 'return').map((r) => r.dueDate)).toEqual(['2025-04-30', '2025-07-31', '2025-10-31', '2026-01-31']);
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
      fc.property(fc.constantFrom(...(Object.keys(counts) as Array<keyof typeof counts>)), fc.integer({ min: 1990, max: 2100 }), (freq, year) => {
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
      }),
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
  ])('due %s, filed %j, today %s -> %s', (due, filed, today, status) => expect(salesTaxStatus(due, filed, today)).toBe(status));
});
