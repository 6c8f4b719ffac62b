import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from './dates';
import { normalizePayrollFrequency, payrollSchedule, payrollYearChoices, type PayrollRecordLike } from './payroll';

const weekly: PayrollRecordLike = {
  payrollFrequency: 'Weekly (52)',
  payPeriodStartDate: '2024-01-01',
  payPeriodEndDate: '2024-01-07',
  processingDate: '2024-01-10',
  payDate: '2024-01-12',
};
const biweekly: PayrollRecordLike = {
  ...weekly,
  payrollFrequency: 'Bi-Weekly (26)',
  payPeriodEndDate: '2024-01-14',
  processingDate: '2024-01-17',
  payDate: '2024-01-19',
};
const semi: PayrollRecordLike = {
  payrollFrequency: 'Semi-Monthly (24)',
  payPeriodStartDate: '2024-01-01',
  payPeriodEndDate: '2024-01-15',
  processingDate: '2024-01-18',
  payDate: '2024-01-20',
  payPeriodStartDate2: '2024-01-16',
  payPeriodEndDate2: '2024-01-31',
  processingDate2: '2024-02-03',
  payDate2: '2024-02-05',
};
const monthly: PayrollRecordLike = {
  payrollFrequency: 'Monthly (12)',
  payPeriodStartDate: '2024-01-01',
  payPeriodEndDate: '2024-01-31',
  processingDate: '2024-01-28',
  payDate: '2024-01-31',
};

describe('normalizePayrollFrequency', () => {
  it.each([
    ['Weekly (52)', 'weekly'],
    ['weekly', 'weekly'],
    ['Bi-Weekly (26)', 'biweekly'],
    ['bi_weekly', 'biweekly'],
    ['Biweekly', 'biweekly'],
    ['Semi-Monthly (24)', 'semimonthly'],
    ['semi monthly', 'semimonthly'],
    ['Monthly (12)', 'monthly'],
    ['Quarterly (4)', 'quarterly'],
    ['Daily', null],
    [null, null],
    [12, null],
  ])('%j -> %j', (value, key) => expect(normalizePayrollFrequency(value)).toBe(key));
});

describe('payrollSchedule', () => {
  it('weekly: 52 periods in 7-day steps, projected from the record onto the chosen year', () => {
    const rows = payrollSchedule([weekly], 2025, '2025-01-08');
    expect(rows).toHaveLength(52);
    expect(rows[0]).toEqual({
      periodStart: '2025-01-06',
      periodEnd: '2025-01-12',
      processingDate: '2025-01-15',
      payDate: '2025-01-17',
      isCurrent: true,
    });
    expect(rows[1]!.periodStart).toBe('2025-01-13');
    expect(rows[51]!.periodStart).toBe('2025-12-29');
    expect(rows.filter((r) => r.isCurrent)).toHaveLength(1);
  });

  it('projects backwards too, and a record starting January 1 keeps that day', () => {
    expect(
      payrollSchedule(
        [{ ...weekly, payPeriodStartDate: '2026-03-02', payPeriodEndDate: '2026-03-08' }],
        2025,
        '2025-01-01',
      )[0]!.periodStart,
    ).toBe('2025-01-06');
    expect(
      payrollSchedule([{ ...weekly, payPeriodStartDate: '2025-01-01', payPeriodEndDate: null }], 2025, '2025-01-01')[0],
    ).toMatchObject({
      periodStart: '2025-01-01',
      periodEnd: '2025-01-07',
      isCurrent: true,
    });
  });

  it('bi-weekly: 26 periods in 14-day steps', () => {
    const rows = payrollSchedule([biweekly], 2025, '2025-06-01');
    expect(rows).toHaveLength(26);
    expect(rows[0]).toMatchObject({
      periodStart: '2025-01-13',
      periodEnd: '2025-01-26',
      processingDate: '2025-01-29',
      payDate: '2025-01-31',
    });
    expect(rows[25]!.periodStart).toBe('2025-12-29');
  });

  it('semi-monthly: 24 periods alternating the two date sets, month ends clamped', () => {
    const rows = payrollSchedule([semi], 2025, '2025-02-20');
    expect(rows).toHaveLength(24);
    expect(rows.slice(0, 4)).toEqual([
      {
        periodStart: '2025-01-01',
        periodEnd: '2025-01-15',
        processingDate: '2025-01-18',
        payDate: '2025-01-20',
        isCurrent: false,
      },
      {
        periodStart: '2025-01-16',
        periodEnd: '2025-01-31',
        processingDate: '2025-02-03',
        payDate: '2025-02-05',
        isCurrent: false,
      },
      {
        periodStart: '2025-02-01',
        periodEnd: '2025-02-15',
        processingDate: '2025-02-18',
        payDate: '2025-02-20',
        isCurrent: false,
      },
      {
        periodStart: '2025-02-16',
        periodEnd: '2025-02-28',
        processingDate: '2025-03-03',
        payDate: '2025-03-05',
        isCurrent: true,
      },
    ]);
    expect(rows[23]).toMatchObject({ periodStart: '2025-12-16', periodEnd: '2025-12-31', payDate: '2026-01-05' });
  });

  it('semi-monthly without a second set starts it the day after the first ends', () => {
    const rows = payrollSchedule(
      [
        {
          payrollFrequency: 'Semi-Monthly (24)',
          payPeriodStartDate: '2024-01-01',
          payPeriodEndDate: '2024-01-15',
          payDate: '2024-01-15',
        },
      ],
      2024,
      '2024-02-29',
    );
    expect(rows).toHaveLength(24);
    expect(rows.slice(2, 4)).toEqual([
      {
        periodStart: '2024-02-01',
        periodEnd: '2024-02-15',
        processingDate: null,
        payDate: '2024-02-15',
        isCurrent: false,
      },
      {
        periodStart: '2024-02-16',
        periodEnd: '2024-02-29',
        processingDate: null,
        payDate: '2024-02-29',
        isCurrent: true,
      },
    ]);
    const noEnd = payrollSchedule(
      [{ payrollFrequency: 'Semi-Monthly', payPeriodStartDate: '2024-01-01' }],
      2024,
      '2024-01-01',
    );
    expect(noEnd.slice(0, 2).map((r) => [r.periodStart, r.periodEnd])).toEqual([
      ['2024-01-01', '2024-01-15'],
      ['2024-01-16', '2024-01-31'],
    ]);
  });

  it('monthly: 12 periods, each date computed from the original day (January 31 -> February 28 -> March 31)', () => {
    const rows = payrollSchedule([monthly], 2025, '2025-03-31');
    expect(rows).toHaveLength(12);
    expect(rows.slice(0, 3).map((r) => [r.periodEnd, r.processingDate, r.payDate])).toEqual([
      ['2025-01-31', '2025-01-28', '2025-01-31'],
      ['2025-02-28', '2025-02-28', '2025-02-28'],
      ['2025-03-31', '2025-03-28', '2025-03-31'],
    ]);
    expect(rows[2]!.isCurrent).toBe(true);
    const fromThe31st = payrollSchedule(
      [{ payrollFrequency: 'Monthly', payPeriodStartDate: '2024-01-31' }],
      2024,
      '2024-01-01',
    );
    expect(fromThe31st.slice(0, 4).map((r) => [r.periodStart, r.periodEnd])).toEqual([
      ['2024-01-31', '2024-02-28'],
      ['2024-02-29', '2024-03-30'],
      ['2024-03-31', '2024-04-29'],
      ['2024-04-30', '2024-05-30'],
    ]);
  });

  it('picks the first record in the order weekly, bi-weekly, semi-monthly, monthly', () => {
    expect(payrollSchedule([monthly, semi, biweekly], 2025, '2025-01-01')).toHaveLength(26);
    expect(payrollSchedule([monthly, semi], 2025, '2025-01-01')).toHaveLength(24);
    expect(payrollSchedule([monthly, biweekly, weekly], 2025, '2025-01-01')).toHaveLength(52);
    const firstWeekly = payrollSchedule(
      [weekly, { ...weekly, payPeriodStartDate: '2024-01-03', payPeriodEndDate: '2024-01-09' }],
      2025,
      '2025-01-01',
    );
    expect(firstWeekly[0]!.periodStart).toBe('2025-01-06');
  });

  it('skips records without a usable start and quarterly payrolls', () => {
    expect(payrollSchedule([{ ...weekly, payPeriodStartDate: null }, monthly], 2025, '2025-01-01')).toHaveLength(12);
    expect(payrollSchedule([{ ...weekly, payPeriodStartDate: '2025-02-30' }], 2025, '2025-01-01')).toEqual([]);
    expect(payrollSchedule([{ ...monthly, payrollFrequency: 'Quarterly (4)' }], 2025, '2025-01-01')).toEqual([]);
    expect(payrollSchedule([], 2025, '2025-01-01')).toEqual([]);
  });

  it('always covers the chosen year with the right number of contiguous periods, at most one current', () => {
    const counts = { weekly: 52, biweekly: 26, semimonthly: 24, monthly: 12 } as const;
    const labels = {
      weekly: 'Weekly (52)',
      biweekly: 'Bi-Weekly (26)',
      semimonthly: 'Semi-Monthly (24)',
      monthly: 'Monthly (12)',
    } as const;
    fc.assert(
      fc.property(
        fc.constantFrom(...(Object.keys(counts) as Array<keyof typeof counts>)),
        fc.date({ min: new Date('2015-01-01'), max: new Date('2035-12-31'), noInvalidDate: true }),
        fc.integer({ min: 2018, max: 2032 }),
        fc.integer({ min: 0, max: 400 }),
        (kind, start, year, todayOffset) => {
          const startDate = start.toISOString().slice(0, 10);
          const day = Number(startDate.slice(8, 10));
          // A record whose periods tile the calendar: no end date for month-based ones starting late in the month.
          const record: PayrollRecordLike = {
            payrollFrequency: labels[kind],
            payPeriodStartDate: kind === 'semimonthly' && day > 15 ? startDate.slice(0, 8) + '01' : startDate,
          };
          const today = addDays(`${year}-01-01`, todayOffset - 10);
          const rows = payrollSchedule([record], year, today);
          expect(rows).toHaveLength(counts[kind]);
          rows.forEach((r, i) => {
            expect(r.periodStart.slice(0, 4)).toBe(String(year));
            expect(r.periodEnd >= r.periodStart).toBe(true);
            if (i > 0) expect(daysBetween(rows[i - 1]!.periodEnd, r.periodStart)).toBe(1);
          });
          if (kind === 'weekly' || kind === 'biweekly') {
            expect(daysBetween(`${year}-01-01`, rows[0]!.periodStart)).toBeLessThan(kind === 'weekly' ? 7 : 14);
          }
          expect(rows.filter((r) => r.isCurrent).length).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});

describe('payrollYearChoices', () => {
  it('offers the previous, current and next year', () =>
    expect(payrollYearChoices('2025-12-31')).toEqual([2024, 2025, 2026]));
});
