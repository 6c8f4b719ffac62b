import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIRM_TIME_ZONE, firmDate, firmYear } from './firm-time';

describe('firmDate', () => {
  it('is the Los Angeles calendar date, in standard and daylight time', () => {
    expect(FIRM_TIME_ZONE).toBe('America/Los_Angeles');
    // PST is UTC-8: 07:59 UTC is still the previous day, 08:00 UTC is the day itself.
    expect(firmDate(new Date('2026-01-02T07:59:59Z'))).toBe('2026-01-01');
    expect(firmDate(new Date('2026-01-02T08:00:00Z'))).toBe('2026-01-02');
    // PDT is UTC-7.
    expect(firmDate(new Date('2026-07-02T06:59:59Z'))).toBe('2026-07-01');
    expect(firmDate(new Date('2026-07-02T07:00:00Z'))).toBe('2026-07-02');
  });

  it('crosses month, leap-day and year ends on the firm calendar, not UTC', () => {
    expect(firmDate(new Date('2024-03-01T07:30:00Z'))).toBe('2024-02-29');
    expect(firmDate(new Date('2027-01-01T07:59:59Z'))).toBe('2026-12-31');
    expect(firmYear(new Date('2027-01-01T07:59:59Z'))).toBe(2026);
    expect(firmYear(new Date('2027-01-01T08:00:00Z'))).toBe(2027);
  });

  it('is never ahead of the UTC date and at most one day behind it', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }),
        (instant) => {
          const utc = instant.toISOString().slice(0, 10);
          const firm = firmDate(instant);
          const behind = (Date.parse(utc) - Date.parse(firm)) / 86_400_000;
          expect(behind === 0 || behind === 1).toBe(true);
        },
      ),
    );
  });
});
