import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { gridDays, groupEventsByMonth, monthGrid, visibleEvents, weekDays } from './calendar';
import { addDays, dayOfWeek } from './dates';

describe('weekDays', () => {
  it('gives the Sunday-first week containing the date', () => {
    expect(weekDays('2025-01-01')).toEqual([
      '2024-12-29',
      '2024-12-30',
      '2024-12-31',
      '2025-01-01',
      '2025-01-02',
      '2025-01-03',
      '2025-01-04',
    ]);
    expect(weekDays('2025-01-05')[0]).toBe('2025-01-05');
    expect(weekDays('2025-01-04')[6]).toBe('2025-01-04');
  });
});

describe('monthGrid', () => {
  it('covers February 2015 in exactly 4 weeks', () => {
    const grid = monthGrid(2015, 2);
    expect(grid).toHaveLength(4);
    expect(grid[0]![0]).toBe('2015-02-01');
    expect(grid[3]![6]).toBe('2015-02-28');
  });

  it('includes spill-over days and needs 6 weeks for long months starting late', () => {
    const grid = monthGrid(2025, 8);
    expect(grid).toHaveLength(6);
    expect(grid[0]![0]).toBe('2025-07-27');
    expect(grid[5]![6]).toBe('2025-09-06');
  });

  it('handles leap Februaries and year ends', () => {
    expect(monthGrid(2024, 2).flat()).toContain('2024-02-29');
    const december = monthGrid(2025, 12);
    expect(december.at(-1)).toContain('2026-01-03');
  });

  it('is whole Sunday-first weeks with every day of the month, for many months', () => {
    for (let year = 2020; year <= 2030; year++) {
      for (let month = 1; month <= 12; month++) {
        const days = monthGrid(year, month).flat();
        expect(days.length % 7).toBe(0);
        expect(dayOfWeek(days[0]!)).toBe(0);
        days.slice(1).forEach((d, i) => expect(d).toBe(addDays(days[i]!, 1)));
        const inMonth = days.filter((d) => d.startsWith(`${year}-${String(month).padStart(2, '0')}`));
        expect(inMonth[0]!.endsWith('-01')).toBe(true);
        expect(days.length - inMonth.length).toBeLessThan(14);
      }
    }
  });

  it('rejects a bad month', () => expect(() => monthGrid(2025, 13)).toThrow(RangeError));
});

describe('visibleEvents', () => {
  it('shows 3 by default and counts the rest', () => {
    expect(visibleEvents([1, 2, 3, 4, 5])).toEqual({ shown: [1, 2, 3], moreCount: 2 });
    expect(visibleEvents([1, 2, 3])).toEqual({ shown: [1, 2, 3], moreCount: 0 });
    expect(visibleEvents([])).toEqual({ shown: [], moreCount: 0 });
    expect(visibleEvents([1, 2], 1)).toEqual({ shown: [1], moreCount: 1 });
  });
});

describe('groupEventsByMonth', () => {
  it('groups in date order', () => {
    const events = [{ date: '2025-03-02' }, { date: '2025-01-31' }, { date: '2025-03-01' }, { date: '2025-01-01' }];
    expect(groupEventsByMonth(events)).toEqual([
      { month: '2025-01', events: [{ date: '2025-01-01' }, { date: '2025-01-31' }] },
      { month: '2025-03', events: [{ date: '2025-03-01' }, { date: '2025-03-02' }] },
    ]);
  });
});

describe('gridDays', () => {
  const ev = (id: number, date: string) => ({ id, date });

  it('groups by day in the order given, all of a day or its first events and its total', () => {
    const events = [
      ev(1, '2028-02-29'),
      ev(2, '2028-02-29'),
      ev(3, '2028-03-01'),
      ev(4, '2028-02-29'),
      ev(5, '2028-02-29'),
    ];
    expect(gridDays(events, 3)).toEqual([
      { date: '2028-02-29', total: 4, events: [ev(1, '2028-02-29'), ev(2, '2028-02-29'), ev(4, '2028-02-29')] },
      { date: '2028-03-01', total: 1, events: [ev(3, '2028-03-01')] },
    ]);
    expect(gridDays(events)[0]!.events.map((e) => e.id)).toEqual([1, 2, 4, 5]);
    expect(gridDays([])).toEqual([]);
  });

  it('keeps every event once, each day its first `max` in order (property)', () => {
    const dates = ['2026-12-31', '2027-01-01', '2028-02-29'];
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...dates), { maxLength: 40 }),
        fc.integer({ min: 0, max: 5 }),
        (picked, max) => {
          const events = picked.map((date, id) => ev(id, date));
          const days = gridDays(events, max);
          expect(days.reduce((n, d) => n + d.total, 0)).toBe(events.length);
          expect(new Set(days.map((d) => d.date)).size).toBe(days.length);
          for (const day of days) {
            const ofDay = events.filter((e) => e.date === day.date);
            expect(day.total).toBe(ofDay.length);
            expect(day.events).toEqual(ofDay.slice(0, max));
          }
        },
      ),
    );
  });
});
