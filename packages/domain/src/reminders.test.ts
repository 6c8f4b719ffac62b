import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, type IsoDate } from './dates';
import { dueInWords, form1099ReminderYear, insuranceReminderStage, reminderStart, withinDaysBefore } from './reminders';

const d = (s: string) => s as IsoDate;

describe('withinDaysBefore', () => {
  it('holds from exactly N days before through the date itself', () => {
    expect(withinDaysBefore(d('2026-03-10'), d('2026-03-03'), 7)).toBe(true);
    expect(withinDaysBefore(d('2026-03-10'), d('2026-03-02'), 7)).toBe(false);
    expect(withinDaysBefore(d('2026-03-10'), d('2026-03-10'), 7)).toBe(true);
    expect(withinDaysBefore(d('2026-03-10'), d('2026-03-11'), 7)).toBe(false);
  });
  it('counts across month, leap-day and year ends', () => {
    expect(withinDaysBefore(d('2024-03-01'), d('2024-02-25'), 5)).toBe(true); // 2024-02-29 exists: 5 days
    expect(withinDaysBefore(d('2024-03-01'), d('2024-02-24'), 5)).toBe(false);
    expect(withinDaysBefore(d('2025-03-01'), d('2025-02-24'), 5)).toBe(true); // no leap day: 5 days
    expect(withinDaysBefore(d('2027-01-15'), d('2026-12-16'), 30)).toBe(true);
    expect(withinDaysBefore(d('2027-01-15'), d('2026-12-15'), 30)).toBe(false);
    expect(withinDaysBefore(d('2026-05-01'), d('2026-05-01'), 0)).toBe(true);
    expect(withinDaysBefore(d('2026-05-01'), d('2026-04-30'), 0)).toBe(false);
  });
  it('agrees with reminderStart (law)', () => {
    const dates = fc.integer({ min: 0, max: 20000 }).map((n) => addDays(d('2000-01-01'), n));
    fc.assert(
      fc.property(dates, fc.integer({ min: -100, max: 100 }), fc.integer({ min: 0, max: 90 }), (date, offset, n) => {
        const today = addDays(date, offset);
        return withinDaysBefore(date, today, n) === (today >= reminderStart(date, n) && today <= date);
      }),
    );
  });
});

describe('insuranceReminderStage', () => {
  it('gives the 60-day reminder from 60 to 31 days before and the 30-day one from 30 to 0', () => {
    expect(insuranceReminderStage(d('2026-12-31'), d('2026-11-01'))).toBe(60); // 60 days
    expect(insuranceReminderStage(d('2026-12-31'), d('2026-10-31'))).toBeNull(); // 61 days
    expect(insuranceReminderStage(d('2026-12-31'), d('2026-11-30'))).toBe(60); // 31 days
    expect(insuranceReminderStage(d('2026-12-31'), d('2026-12-01'))).toBe(30); // 30 days
    expect(insuranceReminderStage(d('2026-12-31'), d('2026-12-31'))).toBe(30);
    expect(insuranceReminderStage(d('2026-12-31'), d('2027-01-01'))).toBeNull();
    expect(insuranceReminderStage(d('2028-02-29'), d('2027-12-31'))).toBe(60); // 60 days across a leap February
  });
});

describe('form1099ReminderYear', () => {
  it('is the year just ended, in January only', () => {
    expect(form1099ReminderYear(d('2027-01-01'))).toBe(2026);
    expect(form1099ReminderYear(d('2027-01-31'))).toBe(2026);
    expect(form1099ReminderYear(d('2026-12-31'))).toBeNull();
    expect(form1099ReminderYear(d('2027-02-01'))).toBeNull();
  });
});

describe('dueInWords', () => {
  it('says today, tomorrow or in N days', () => {
    expect(dueInWords(d('2026-01-01'), d('2026-01-01'))).toBe('today');
    expect(dueInWords(d('2026-01-01'), d('2025-12-31'))).toBe('tomorrow');
    expect(dueInWords(d('2026-03-01'), d('2026-02-22'))).toBe('in 7 days');
  });
});
