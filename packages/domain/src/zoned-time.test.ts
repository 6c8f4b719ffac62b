import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './dates';
import { TIMEZONES } from './schemas/user-settings.schema';
import { zonedDayStart, zonedTimestampText } from './zoned-time';

describe('zonedDayStart', () => {
  it('is local midnight in standard and daylight time', () => {
    expect(zonedDayStart('2026-01-05', 'America/Los_Angeles').toISOString()).toBe('2026-01-05T08:00:00.000Z');
    expect(zonedDayStart('2026-07-05', 'America/Los_Angeles').toISOString()).toBe('2026-07-05T07:00:00.000Z');
    expect(zonedDayStart('2026-01-05', 'America/New_York').toISOString()).toBe('2026-01-05T05:00:00.000Z');
    expect(zonedDayStart('2026-01-05', 'UTC').toISOString()).toBe('2026-01-05T00:00:00.000Z');
  });

  it('gets the days around a daylight-saving change right (23 and 25 hour days)', () => {
    // 2026: DST starts March 8 and ends November 1 in the US.
    const hours = (day: string) =>
      (zonedDayStart(addDays(day, 1), 'America/Chicago').getTime() - zonedDayStart(day, 'America/Chicago').getTime()) /
      3_600_000;
    expect(zonedDayStart('2026-03-08', 'America/Chicago').toISOString()).toBe('2026-03-08T06:00:00.000Z');
    expect(zonedDayStart('2026-03-09', 'America/Chicago').toISOString()).toBe('2026-03-09T05:00:00.000Z');
    expect(hours('2026-03-08')).toBe(23);
    expect(hours('2026-11-01')).toBe(25);
    expect(hours('2026-11-02')).toBe(24);
  });

  it('always reads back as midnight of the same day in every Settings zone', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }),
        fc.constantFrom(...TIMEZONES),
        (instant, zone) => {
          const day = instant.toISOString().slice(0, 10);
          expect(zonedTimestampText(zonedDayStart(day, zone), zone)).toBe(`${day} 00:00:00`);
        },
      ),
    );
  });
});

describe('zonedTimestampText', () => {
  it('writes the wall clock of the zone, 24-hour, seconds included', () => {
    expect(zonedTimestampText(new Date('2026-01-05T23:07:09.450Z'), 'America/Los_Angeles')).toBe('2026-01-05 15:07:09');
    expect(zonedTimestampText(new Date('2026-01-06T04:30:00Z'), 'America/New_York')).toBe('2026-01-05 23:30:00');
    expect(zonedTimestampText(new Date('2026-01-06T08:00:00Z'), 'America/Los_Angeles')).toBe('2026-01-06 00:00:00');
  });
});
