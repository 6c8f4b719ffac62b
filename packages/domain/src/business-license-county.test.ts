import { describe, expect, it } from 'vitest';
import { BUSINESS_LICENSE_COUNTIES } from './business-license';
import { licenseDateField, licenseDateOf } from './business-license-county';

const org = (county: string | null) => ({
  businessLicenseCounty: county,
  businessLicenseRegisteredDate: '2024-02-29',
  businessLicenseReminderDate: '2026-12-31',
});

describe('licenseDateField', () => {
  it('maps each listed county to its date field', () => {
    expect(BUSINESS_LICENSE_COUNTIES.map(licenseDateField)).toEqual([
      null,
      'businessLicenseRegisteredDate',
      'businessLicenseReminderDate',
    ]);
  });

  it('has no date for no county or an unknown one (the names are exact)', () => {
    expect(licenseDateField(null)).toBeNull();
    expect(licenseDateField(undefined)).toBeNull();
    expect(licenseDateField('la city')).toBeNull();
    expect(licenseDateField('')).toBeNull();
  });
});

describe('licenseDateOf', () => {
  it('reads the date of the chosen county and ignores the other one', () => {
    expect(licenseDateOf(org('LA City'))).toBe('2024-02-29');
    expect(licenseDateOf(org('Other'))).toBe('2026-12-31');
    expect(licenseDateOf(org('None'))).toBeNull();
    expect(licenseDateOf(org(null))).toBeNull();
  });

  it('is null when the chosen county has no date yet', () => {
    expect(
      licenseDateOf({
        businessLicenseCounty: 'LA City',
        businessLicenseRegisteredDate: null,
        businessLicenseReminderDate: '2026-01-01',
      }),
    ).toBeNull();
  });
});
