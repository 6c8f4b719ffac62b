import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysInMonth, dateParts, isIsoDate } from './dates';
import { nextOccurrenceDue, recurrenceDates, type RecurringProjectLike } from './projects';

const series = (start: string | null, due: string | null) => ({ seriesStartDate: start, seriesDueDate: due });

describe('recurrenceDates', () => {
  it.each([
    ['monthly', 1, '2024-01-31', '2024-02-29'],
    ['monthly', 2, '2024-01-31', '2024-03-31'],
    ['monthly', 1, '2025-01-31', '2025-02-28'],
    ['monthly', 11, '2025-01-31', '2025-12-31'],
    ['monthly', 12, '2025-12-31', '2026-12-31'],
    ['quarterly', 1, '2025-11-30', '2026-02-28'],
    ['quarterly', 1, '2025-08-31', '2025-11-30'],
    ['quarterly', 4, '2025-03-31', '2026-03-31'],
    ['yearly', 1, '2024-02-29', '2025-02-28'],
    ['yearly', 4, '2024-02-29', '2028-02-29'],
    ['yearly', 1, '2025-12-31', '2026-12-31'],
  ] as const)('%s occurrence %i of %s is %s', (recurrence, n, due, expected) => {
    expect(recurrenceDates(series(null, due), recurrence, n)).toEqual({ startDate: null, dueDate: expected });
  });

  it('moves start and due dates alike and keeps missing dates missing', () => {
    expect(recurrenceDates(series('2026-01-01', '2026-01-31'), 'monthly', 1)).toEqual({
      startDate: '2026-02-01',
      dueDate: '2026-02-28',
    });
    expect(recurrenceDates(series(null, null), 'yearly', 3)).toEqual({ startDate: null, dueDate: null });
    expect(recurrenceDates(series('2026-01-01', null), 'monthly', 0)).toEqual({
      startDate: '2026-01-01',
      dueDate: null,
    });
    expect(() => recurrenceDates(series(null, null), 'monthly', -1)).toThrow(RangeError);
  });

  const day = fc
    .record({
      y: fc.integer({ min: 1990, max: 2100 }),
      m: fc.integer({ min: 1, max: 12 }),
      d: fc.integer({ min: 1, max: 31 }),
    })
    .map(
      ({ y, m, d }) => `${y}-${String(m).padStart(2, '0')}-${String(Math.min(d, daysInMonth(y, m))).padStart(2, '0')}`,
    );
  const recurrence = fc.constantFrom('monthly' as const, 'quarterly' as const, 'yearly' as const);

  it('lands on a real date, the original day or the month end when the month is shorter, never drifting', () => {
    fc.assert(
      fc.property(day, recurrence, fc.integer({ min: 0, max: 60 }), (due, rec, n) => {
        const out = recurrenceDates(series(null, due), rec, n).dueDate!;
        expect(isIsoDate(out)).toBe(true);
        const from = dateParts(due);
        const to = dateParts(out);
        expect(to.day).toBe(Math.min(from.day, daysInMonth(to.year, to.month)));
        const months = (to.year - from.year) * 12 + (to.month - from.month);
        expect(months).toBe({ monthly: 1, quarterly: 3, yearly: 12 }[rec] * n);
      }),
    );
  });

  it('keeps the order of occurrences', () => {
    fc.assert(
      fc.property(day, recurrence, fc.integer({ min: 0, max: 40 }), (due, rec, n) => {
        const a = recurrenceDates(series(null, due), rec, n).dueDate!;
        const b = recurrenceDates(series(null, due), rec, n + 1).dueDate!;
        expect(a < b).toBe(true);
      }),
    );
  });
});

describe('nextOccurrenceDue', () => {
  const project = (over: Partial<RecurringProjectLike> = {}): RecurringProjectLike => ({
    status: 'in_progress',
    recurrence: 'monthly',
    occurrence: 0,
    nextProjectId: null,
    seriesStartDate: '2026-01-31',
    seriesDueDate: '2026-02-15',
    ...over,
  });

  it('is due once the project is completed', () => {
    expect(nextOccurrenceDue(project({ status: 'completed' }), '2026-01-01')).toBe(true);
  });
  it('is due on the next start date exactly, not the day before', () => {
    expect(nextOccurrenceDue(project(), '2026-02-27')).toBe(false);
    expect(nextOccurrenceDue(project(), '2026-02-28')).toBe(true);
    expect(nextOccurrenceDue(project({ occurrence: 1 }), '2026-03-30')).toBe(false);
    expect(nextOccurrenceDue(project({ occurrence: 1 }), '2026-03-31')).toBe(true);
  });
  it('uses the due date without a start date', () => {
    expect(nextOccurrenceDue(project({ seriesStartDate: null }), '2026-03-14')).toBe(false);
    expect(nextOccurrenceDue(project({ seriesStartDate: null }), '2026-03-15')).toBe(true);
  });
  it('is never due twice, nor for a one-off or undated project', () => {
    expect(nextOccurrenceDue(project({ status: 'completed', nextProjectId: 9 }), '2030-01-01')).toBe(false);
    expect(nextOccurrenceDue(project({ status: 'completed', recurrence: null }), '2030-01-01')).toBe(false);
    expect(
      nextOccurrenceDue(project({ status: 'completed', seriesStartDate: null, seriesDueDate: null }), '2030-01-01'),
    ).toBe(false);
  });
});
