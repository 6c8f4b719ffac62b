import { describe, expect, it } from 'vitest';
import { defaultRenewalDate, insuranceReminderDate, renewalBadge } from './coverage';
import { addDays } from './dates';

const today = '2025-03-15';

describe('renewalBadge', () => {
  it.each([
    [-365, 'POLICY LAPSED'],
    [-1, 'POLICY LAPSED'],
    [0, '30 Day Renewal Notice'],
    [1, '30 Day Renewal Notice'],
    [30, '30 Day Renewal Notice'],
    [31, '60 Day Renewal Notice'],
    [60, '60 Day Renewal Notice'],
    [61, null],
    [400, null],
  ])('%i days -> %j', (days, badge) => expect(renewalBadge(addDays(today, days), today)).toBe(badge));

  it('shows nothing without a renewal date', () => {
    expect(renewalBadge(null, today)).toBeNull();
    expect(renewalBadge('', today)).toBeNull();
    expect(renewalBadge('2025-02-30', today)).toBeNull();
  });

  it('counts across a leap day', () => {
    expect(renewalBadge('2024-03-29', '2024-02-28')).toBe('30 Day Renewal Notice');
    expect(renewalBadge('2024-03-30', '2024-02-28')).toBe('60 Day Renewal Notice');
  });
});

describe('defaultRenewalDate', () => {
  it.each([
    ['2025-03-15', '2026-03-15'],
    ['2024-02-29', '2025-02-28'],
    ['2023-02-28', '2024-02-28'],
    ['2025-12-31', '2026-12-31'],
    ['', ''],
  ])('%j -> %j', (effective, renewal) => expect(defaultRenewalDate(effective)).toBe(renewal));
});

describe('insuranceReminderDate', () => {
  it('is 30 days before renewal', () => {
    expect(insuranceReminderDate('2025-03-15')).toBe('2025-02-13');
    expect(insuranceReminderDate('2025-01-10')).toBe('2024-12-11');
  });
});
