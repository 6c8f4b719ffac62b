import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  deadlineDays,
  deadlineSection,
  deadlineSectionBounds,
  openDeadlineSection,
  openItemCanBeIn,
  yearChoices,
  yearsNewestFirst,
} from './deadline-list';

describe('deadlineSection', () => {
  it('is upcoming on the due date itself and overdue the day after', () => {
    expect(deadlineSection('2026-04-15', false, '2026-04-15')).toBe('upcoming');
    expect(deadlineSection('2026-04-15', false, '2026-04-16')).toBe('overdue');
    expect(deadlineSection('2026-04-15', false, '2026-04-14')).toBe('upcoming');
  });
  it('is completed whatever the date', () => {
    expect(deadlineSection('2020-01-01', true, '2026-04-16')).toBe('completed');
  });
  it('crosses a year end: December 31 due, January 1 today', () => {
    expect(deadlineSection('2026-12-31', false, '2027-01-01')).toBe('overdue');
    expect(deadlineSection('2026-12-31', false, '2026-12-31')).toBe('upcoming');
  });
});

describe('deadlineDays', () => {
  it('counts days left and days overdue, 0 on the due date', () => {
    expect(deadlineDays('2026-04-15', '2026-04-15')).toEqual({ daysOverdue: 0, daysRemaining: 0 });
    expect(deadlineDays('2026-04-15', '2026-04-10')).toEqual({ daysOverdue: 0, daysRemaining: 5 });
    expect(deadlineDays('2026-04-15', '2026-04-20')).toEqual({ daysOverdue: 5, daysRemaining: 0 });
  });
  it('counts across a leap day and a year end', () => {
    expect(deadlineDays('2028-03-01', '2028-02-28').daysRemaining).toBe(2);
    expect(deadlineDays('2027-01-31', '2026-12-31').daysRemaining).toBe(31);
  });
});

describe('yearChoices', () => {
  it('runs from today back and ahead, newest first', () => {
    expect(yearChoices('2026-11-24', 1, 1)).toEqual([2027, 2026, 2025]);
    expect(yearChoices('2027-01-01', 0, 2)).toEqual([2029, 2028, 2027]);
  });
  it('widens to the years present in the data', () => {
    expect(yearChoices('2026-06-01', 0, 1, [2022, 2026])).toEqual([2027, 2026, 2025, 2024, 2023, 2022]);
    expect(yearChoices('2026-06-01', 0, 0, [2030])).toEqual([2030, 2029, 2028, 2027, 2026]);
  });
  it('yearsNewestFirst is empty for an empty range', () => {
    expect(yearsNewestFirst(2027, 2026)).toEqual([]);
  });
});

describe('open sections', () => {
  const isoDate = fc
    .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10));

  it('an open item is in exactly one open section, and the bounds say which', () => {
    fc.assert(
      fc.property(isoDate, isoDate, (due, today) => {
        const section = openDeadlineSection(due, today);
        expect(deadlineSection(due, false, today)).toBe(section);
        for (const s of ['overdue', 'upcoming'] as const) {
          const { status, dueBefore, dueFrom } = deadlineSectionBounds(s, today);
          const within = (dueBefore === undefined || due < dueBefore) && (dueFrom === undefined || due >= dueFrom);
          expect(status).toBe('pending');
          expect(within).toBe(s === section);
          expect(openItemCanBeIn(s, due, today)).toBe(s === section);
        }
        expect(openItemCanBeIn(undefined, due, today)).toBe(true);
        expect(openItemCanBeIn('completed', due, today)).toBe(true);
      }),
    );
  });
  it('completed asks only for the status', () => {
    expect(deadlineSectionBounds('completed', '2026-04-15')).toEqual({ status: 'completed' });
  });
});
