import { describe, expect, it } from 'vitest';
import {
  businessLicenseRenewals,
  businessLicenseStatus,
  firstLicenseRenewalYear,
  laCityLicenseYearChoices,
  laCityRenewalDueDate,
  laCityRenewalYearsIn,
} from './business-license';

describe('businessLicenseRenewals', () => {
  it('LA City renews February 28 each year, leap years included', () => {
    expect(businessLicenseRenewals('LA City', '2020-05-01', 2024, 2026)).toEqual([
      { year: 2024, dueDate: '2024-02-28' },
      { year: 2025, dueDate: '2025-02-28' },
      { year: 2026, dueDate: '2026-02-28' },
    ]);
    expect(businessLicenseRenewals('LA City', null, 2025, 2025)).toEqual([{ year: 2025, dueDate: '2025-02-28' }]);
  });

  it("Other renews on the reminder date's month and day", () => {
    expect(businessLicenseRenewals('Other', '2023-09-15', 2024, 2025)).toEqual([
      { year: 2024, dueDate: '2024-09-15' },
      { year: 2025, dueDate: '2025-09-15' },
    ]);
    expect(businessLicenseRenewals('Other', '2023-12-31', 2024, 2024)).toEqual([{ year: 2024, dueDate: '2024-12-31' }]);
  });

  it('clamps a February 29 reminder in common years', () => {
    expect(businessLicenseRenewals('Other', '2024-02-29', 2024, 2028).map((r) => r.dueDate)).toEqual([
      '2024-02-29',
      '2025-02-28',
      '2026-02-28',
      '2027-02-28',
      '2028-02-29',
    ]);
  });

  it('has nothing to schedule for None, a missing reminder date or an empty range', () => {
    expect(businessLicenseRenewals('None', '2024-01-01', 2024, 2026)).toEqual([]);
    expect(businessLicenseRenewals('Other', null, 2024, 2026)).toEqual([]);
    expect(businessLicenseRenewals('Other', 'soon', 2024, 2026)).toEqual([]);
    expect(businessLicenseRenewals('LA City', '2024-01-01', 2026, 2024)).toEqual([]);
  });
});

describe('firstLicenseRenewalYear', () => {
  it.each([
    ['LA City', '2024-01-10', 2024],
    ['LA City', '2024-02-28', 2025],
    ['LA City', '2024-06-01', 2025],
    ['Other', '2024-06-01', 2024],
    ['None', '2024-06-01', null],
    ['LA City', 'nope', null],
  ] as const)('%s registered %s -> %j', (county, date, year) =>
    expect(firstLicenseRenewalYear(county, date)).toBe(year),
  );
});

describe('businessLicenseStatus / laCityLicenseYearChoices', () => {
  it('is pending on the due date and overdue the day after', () => {
    expect(businessLicenseStatus('pending', '2028-02-28', '2028-02-28')).toBe('pending');
    expect(businessLicenseStatus('pending', '2028-02-28', '2028-02-29')).toBe('overdue');
    expect(businessLicenseStatus('completed', '2020-02-28', '2028-02-29')).toBe('completed');
  });
  it('offers the current year and two more, moving on January 1', () => {
    expect(laCityLicenseYearChoices('2026-12-31')).toEqual([2026, 2027, 2028]);
    expect(laCityLicenseYearChoices('2027-01-01')).toEqual([2027, 2028, 2029]);
  });
});

describe('LA City renewal dates', () => {
  it('is February 28, in leap years too', () => {
    expect(laCityRenewalDueDate(2028)).toBe('2028-02-28');
    expect(laCityRenewalDueDate(2027)).toBe('2027-02-28');
  });
  it('a year is upcoming on its due date and overdue from March 1 (February 29 in leap years)', () => {
    const years = [2027, 2028];
    expect(laCityRenewalYearsIn(years, 'upcoming', '2027-02-28')).toEqual([2027, 2028]);
    expect(laCityRenewalYearsIn(years, 'overdue', '2027-02-28')).toEqual([]);
    expect(laCityRenewalYearsIn(years, 'overdue', '2027-03-01')).toEqual([2027]);
    expect(laCityRenewalYearsIn(years, 'overdue', '2028-02-29')).toEqual([2027, 2028]);
    expect(laCityRenewalYearsIn(years, 'upcoming', '2028-02-29')).toEqual([]);
  });
  it('keeps every year for the completed section or no section', () => {
    expect(laCityRenewalYearsIn([2025, 2026], 'completed', '2030-01-01')).toEqual([2025, 2026]);
    expect(laCityRenewalYearsIn([2025, 2026], undefined, '2030-01-01')).toEqual([2025, 2026]);
  });
});
