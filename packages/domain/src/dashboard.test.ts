import { describe, expect, it } from 'vitest';
import { greeting, holidayOn, usFederalHolidays } from './dashboard';
import { dayOfWeek } from './dates';

describe('greeting', () => {
  it.each([
    [0, 'Good morning'],
    [11, 'Good morning'],
    [12, 'Good afternoon'],
    [16, 'Good afternoon'],
    [17, 'Good evening'],
    [23, 'Good evening'],
  ])('%i h -> %s', (hour, text) => expect(greeting(hour)).toBe(text));
});

describe('usFederalHolidays', () => {
  it('gives the real 2025 dates', () => {
    expect(usFederalHolidays(2025)).toEqual([
      { date: '2025-01-01', name: "New Year's Day" },
      { date: '2025-01-20', name: 'Martin Luther King Jr. Day' },
      { date: '2025-02-17', name: 'Presidents Day' },
      { date: '2025-05-26', name: 'Memorial Day' },
      { date: '2025-06-19', name: 'Juneteenth' },
      { date: '2025-07-04', name: 'Independence Day' },
      { date: '2025-09-01', name: 'Labor Day' },
      { date: '2025-10-13', name: 'Columbus Day' },
      { date: '2025-11-11', name: 'Veterans Day' },
      { date: '2025-11-27', name: 'Thanksgiving' },
      { date: '2025-12-25', name: 'Christmas Day' },
    ]);
  });

  it.each([
    [2024, ['2024-01-15', '2024-02-19', '2024-05-27', '2024-09-02', '2024-10-14', '2024-11-28']],
    [2026, ['2026-01-19', '2026-02-16', '2026-05-25', '2026-09-07', '2026-10-12', '2026-11-26']],
    [2021, ['2021-01-18', '2021-02-15', '2021-05-31', '2021-09-06', '2021-10-11', '2021-11-25']],
  ])('computes the floating holidays of %i', (year, dates) => {
    const floating = usFederalHolidays(year).filter((h) =>
      [
        'Martin Luther King Jr. Day',
        'Presidents Day',
        'Memorial Day',
        'Labor Day',
        'Columbus Day',
        'Thanksgiving',
      ].includes(h.name),
    );
    expect(floating.map((h) => h.date)).toEqual(dates);
  });

  it('keeps fixed holidays on their date even on a weekend, and floating ones on their weekday', () => {
    for (let year = 2000; year <= 2040; year++) {
      const list = usFederalHolidays(year);
      expect(list).toHaveLength(11);
      expect(list.map((h) => h.date)).toEqual([...list.map((h) => h.date)].sort());
      expect(list.find((h) => h.name === 'Independence Day')!.date).toBe(`${year}-07-04`);
      expect(dayOfWeek(list.find((h) => h.name === 'Thanksgiving')!.date)).toBe(4);
      expect(Number(list.find((h) => h.name === 'Memorial Day')!.date.slice(8))).toBeGreaterThan(24);
    }
  });
});

describe('holidayOn', () => {
  it('names the holiday of a date or gives null', () => {
    expect(holidayOn('2025-11-27')).toBe('Thanksgiving');
    expect(holidayOn('2024-11-28')).toBe('Thanksgiving');
    expect(holidayOn('2025-11-28')).toBeNull();
    expect(holidayOn('2026-06-19')).toBe('Juneteenth');
  });
});
