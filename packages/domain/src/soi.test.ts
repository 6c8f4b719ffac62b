import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { soiDueYears, soiEligible, soiEvents } from './soi';

describe('soiDueYears / soiEligible', () => {
  it.each([
    ['llc', 2],
    ['LLC', 2],
    ['partnership', 2],
    ['Partnership', 2],
    ['corporation', 1],
    ['nonprofit', 1],
    ['non-profit', 1],
    ['Non-Profit', 1],
    ['sole_proprietorship', 1],
    ['other', 1],
    [null, 1],
    ['', 1],
  ] as const)('%j files every %i year(s)', (type, years) => expect(soiDueYears(type)).toBe(years));

  it.each([
    ['corporation', true],
    ['nonprofit', true],
    ['non-profit', true],
    ['LLC', true],
    ['partnership', true],
    ['sole_proprietorship', false],
    ['Sole Proprietorship', false],
    ['other', false],
    [undefined, false],
    ['bank', false],
  ] as const)('%j eligible: %s', (type, eligible) => expect(soiEligible(type)).toBe(eligible));
});

describe('soiEvents', () => {
  it('lists yearly cycles from the current year to the current year + 2, reminders 30 days before', () => {
    expect(soiEvents('2018-06-15', 'corporation', '2025-03-01')).toEqual([
      { kind: 'reminder', date: '2025-05-16', dueDate: '2025-06-15' },
      { kind: 'due', date: '2025-06-15', dueDate: '2025-06-15' },
      { kind: 'reminder', date: '2026-05-16', dueDate: '2026-06-15' },
      { kind: 'due', date: '2026-06-15', dueDate: '2026-06-15' },
      { kind: 'reminder', date: '2027-05-16', dueDate: '2027-06-15' },
      { kind: 'due', date: '2027-06-15', dueDate: '2027-06-15' },
    ]);
  });

  it('anchors two-year cycles on the formation year', () => {
    const dues = (formation: string, today: string) =>
      soiEvents(formation, 'llc', today)
        .filter((e) => e.kind === 'due')
        .map((e) => e.dueDate);
    expect(dues('2020-03-10', '2025-01-01')).toEqual(['2026-03-10']);
    expect(dues('2021-03-10', '2025-01-01')).toEqual(['2025-03-10', '2027-03-10']);
    expect(dues('2019-07-01', '2026-12-31')).toEqual(['2027-07-01']);
  });

  it('includes a cycle due earlier in the current year', () => {
    expect(soiEvents('2020-01-10', 'nonprofit', '2025-12-31')[1]).toEqual({
      kind: 'due',
      date: '2025-01-10',
      dueDate: '2025-01-10',
    });
  });

  it('puts a reminder of an early January due date in the year before', () => {
    expect(soiEvents('2020-01-10', 'corporation', '2025-06-01')[0]).toEqual({
      kind: 'reminder',
      date: '2024-12-11',
      dueDate: '2025-01-10',
    });
  });

  it('turns a February 29 formation into February 28 in common years only', () => {
    expect(
      soiEvents('2020-02-29', 'corporation', '2027-01-01')
        .filter((e) => e.kind === 'due')
        .map((e) => e.dueDate),
    ).toEqual(['2027-02-28', '2028-02-29', '2029-02-28']);
    expect(soiEvents('2020-02-29', 'corporation', '2025-01-01')[0]).toEqual({
      kind: 'reminder',
      date: '2025-01-29',
      dueDate: '2025-02-28',
    });
    expect(soiEvents('2024-02-29', 'corporation', '2028-01-01')[0]).toEqual({
      kind: 'reminder',
      date: '2028-01-30',
      dueDate: '2028-02-29',
    });
  });

  it('starts no earlier than the first anniversary', () => {
    expect(soiEvents('2025-05-01', 'corporation', '2025-06-01').map((e) => e.dueDate)).toEqual([
      '2026-05-01',
      '2026-05-01',
      '2027-05-01',
      '2027-05-01',
    ]);
    expect(soiEvents('2026-05-01', 'corporation', '2025-06-01').map((e) => e.dueDate)).toEqual([
      '2027-05-01',
      '2027-05-01',
    ]);
    expect(soiEvents('2025-05-01', 'llc', '2025-06-01').map((e) => e.dueDate)).toEqual(['2027-05-01', '2027-05-01']);
  });

  it('gives nothing for ineligible types or without a formation date', () => {
    expect(soiEvents('2020-01-01', 'sole_proprietorship', '2025-01-01')).toEqual([]);
    expect(soiEvents(null, 'corporation', '2025-01-01')).toEqual([]);
    expect(soiEvents('', 'llc', '2025-01-01')).toEqual([]);
    expect(() => soiEvents('2020-02-30', 'llc', '2025-01-01')).toThrow(RangeError);
  });

  it('keeps at most 3 cycles, within the window, in date order, each reminder 30 days before its due date', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1990-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }),
        fc.integer({ min: 2000, max: 2040 }),
        fc.constantFrom('llc', 'corporation', 'partnership', 'nonprofit'),
        (formation, year, type) => {
          const events = soiEvents(formation.toISOString().slice(0, 10), type, `${year}-06-01`);
          expect(events.length / 2).toBeLessThanOrEqual(type === 'llc' || type === 'partnership' ? 2 : 3);
          const dates = events.map((e) => e.date);
          expect([...dates].sort()).toEqual(dates);
          for (const e of events) {
            const dueYear = Number(e.dueDate.slice(0, 4));
            expect(dueYear).toBeGreaterThanOrEqual(year);
            expect(dueYear).toBeLessThanOrEqual(year + 2);
            const gap = (Date.parse(e.dueDate) - Date.parse(e.date)) / 86_400_000;
            expect(gap).toBe(e.kind === 'reminder' ? 30 : 0);
          }
        },
      ),
    );
  });
});

describe('soiEvents on edge dates', () => {
  it('a February 29 LLC files every 2 years, on February 28 in common years', () => {
    expect(
      soiEvents('2024-02-29', 'llc', '2026-12-31')
        .filter((e) => e.kind === 'due')
        .map((e) => e.dueDate),
    ).toEqual(['2026-02-28', '2028-02-29']);
  });
  it('a December 31 formation is due on December 31 with its reminder on December 1', () => {
    expect(soiEvents('2019-12-31', 'nonprofit', '2026-12-31').slice(0, 2)).toEqual([
      { kind: 'reminder', date: '2026-12-01', dueDate: '2026-12-31' },
      { kind: 'due', date: '2026-12-31', dueDate: '2026-12-31' },
    ]);
  });
  it('the window moves on January 1: this year to this year + 2', () => {
    const years = (today: string) => [
      ...new Set(soiEvents('2019-06-30', 'corporation', today).map((e) => e.dueDate.slice(0, 4))),
    ];
    expect(years('2026-12-31')).toEqual(['2026', '2027', '2028']);
    expect(years('2027-01-01')).toEqual(['2027', '2028', '2029']);
  });
});
