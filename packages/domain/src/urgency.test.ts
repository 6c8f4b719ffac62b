import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from './dates';
import {
  dueInBadge,
  insuranceReminderUrgency,
  insuranceRenewalUrgency,
  payrollRangeUrgencies,
  payrollUrgency,
  taskUrgency,
} from './urgency';

const today = '2025-12-20';
const inDays = (n: number) => addDays(today, n);

describe('taskUrgency', () => {
  it.each([
    [-1, 'overdue'],
    [0, 'critical'],
    [7, 'critical'],
    [8, 'warning'],
    [14, 'warning'],
    [15, 'normal'],
    [60, 'normal'],
  ])('%i days -> %s', (days, urgency) => expect(taskUrgency(inDays(days), today)).toBe(urgency));
  it('is normal when completed or without a date', () => {
    expect(taskUrgency(inDays(-5), today, true)).toBe('normal');
    expect(taskUrgency(null, today)).toBe('normal');
    expect(taskUrgency('bad', today)).toBe('normal');
  });
});

describe('payrollUrgency', () => {
  it.each([
    [-1, 'overdue'],
    [0, 'critical'],
    [1, 'warning'],
    [3, 'warning'],
    [4, 'normal'],
  ])('%i days -> %s', (days, urgency) => expect(payrollUrgency(inDays(days), today)).toBe(urgency));
  it('is normal when completed', () => expect(payrollUrgency(inDays(0), today, true)).toBe('normal'));
});

describe('insuranceReminderUrgency (date = renewal, graded on the reminder 30 days before)', () => {
  it.each([
    [-10, 'overdue'],
    [0, 'overdue'],
    [29, 'overdue'],
    [30, 'overdue'],
    [31, 'critical'],
    [60, 'critical'],
    [61, 'warning'],
    [90, 'warning'],
    [91, 'normal'],
  ])('renewal in %i days -> %s', (days, urgency) =>
    expect(insuranceReminderUrgency(inDays(days), today)).toBe(urgency),
  );
  it('is normal when completed', () => expect(insuranceReminderUrgency(inDays(0), today, true)).toBe('normal'));
});

describe('insuranceRenewalUrgency', () => {
  it.each([
    [-1, 'overdue'],
    [0, 'critical'],
    [7, 'critical'],
    [8, 'warning'],
    [30, 'warning'],
    [31, 'normal'],
  ])('%i days -> %s', (days, urgency) => expect(insuranceRenewalUrgency(inDays(days), today)).toBe(urgency));
  it('is normal when completed', () => expect(insuranceRenewalUrgency(inDays(-3), today, true)).toBe('normal'));
});

describe('dueInBadge', () => {
  it.each([
    [-3, 'destructive'],
    [0, 'destructive'],
    [7, 'destructive'],
    [8, 'secondary'],
    [14, 'secondary'],
    [15, 'outline'],
  ])('%i days -> %s', (days, variant) => expect(dueInBadge(days)).toBe(variant));
});

describe('payrollRangeUrgencies', () => {
  const urgenciesByDate = (start: string, end: string, today: string) => {
    const open: string[] = [];
    const done: string[] = [];
    for (let date = start; date <= end; date = addDays(date, 1)) {
      open.push(payrollUrgency(date, today));
      done.push(payrollUrgency(date, today, true));
    }
    return { open, done };
  };

  it.each([
    ['a month around today', '2025-11-30', '2026-01-10', '2025-12-20'],
    ['across a leap day', '2024-02-20', '2024-03-05', '2024-02-29'],
    ['today on the first date', '2025-12-20', '2025-12-24', '2025-12-20'],
    ['today on the last date', '2025-12-01', '2025-12-31', '2025-12-31'],
    ['a year ahead', '2026-01-01', '2026-12-31', '2025-12-31'],
    ['one date', '2025-12-23', '2025-12-23', '2025-12-20'],
  ])('is payrollUrgency date by date: %s', (_name, start, end, today) => {
    expect(payrollRangeUrgencies(start, end, today)).toEqual(urgenciesByDate(start, end, today));
  });

  it('is empty for an end before the start', () => {
    expect(payrollRangeUrgencies('2025-12-20', '2025-12-19', '2025-12-20')).toEqual({ open: [], done: [] });
  });

  it('is payrollUrgency of each date of any range (property)', () => {
    const day = fc.integer({ min: 0, max: 3000 }).map((n) => addDays('2023-01-01', n));
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 120 }), day, (start, span, today) => {
        const end = addDays(start, span);
        const range = payrollRangeUrgencies(start, end, today);
        expect(range.open).toHaveLength(daysBetween(start, end) + 1);
        expect(range).toEqual(urgenciesByDate(start, end, today));
      }),
    );
  });
});
