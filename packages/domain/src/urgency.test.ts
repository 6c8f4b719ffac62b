import { describe, expect, it } from 'vitest';
import { addDays } from './dates';
import { dueInBadge, insuranceReminderUrgency, insuranceRenewalUrgency, payrollUrgency, taskUrgency } from './urgency';

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
