import { addDays, dateParts, daysBetween, isIsoDate, isoDateClamped, type IsoDate } from './dates';

export type PayrollFrequencyKey = 'weekly' | 'biweekly' | 'semimonthly' | 'monthly' | 'quarterly';

/** Reads `Weekly (52)`, `Bi-Weekly`, `semi_monthly`, ... as a frequency key. */
export function normalizePayrollFrequency(value: unknown): PayrollFrequencyKey | null {
  if (typeof value !== 'string') return null;
  const key = value
    .toLowerCase()
    .replace(/\(.*?\)/g, '')
    .replace(/[^a-z]/g, '');
  const known: PayrollFrequencyKey[] = ['weekly', 'biweekly', 'semimonthly', 'monthly', 'quarterly'];
  return known.find((k) => k === key) ?? null;
}

export interface PayrollRecordLike {
  payrollFrequency?: string | null;
  payPeriodStartDate?: string | null;
  payPeriodEndDate?: string | null;
  processingDate?: string | null;
  payDate?: string | null;
  payPeriodStartDate2?: string | null;
  payPeriodEndDate2?: string | null;
  processingDate2?: string | null;
  payDate2?: string | null;
}

export interface PayrollPeriod {
  periodStart: IsoDate;
  periodEnd: IsoDate;
  processingDate: IsoDate | null;
  payDate: IsoDate | null;
  isCurrent: boolean;
}

interface DateSet {
  start: IsoDate;
  end: IsoDate | null;
  processing: IsoDate | null;
  pay: IsoDate | null;
}

type Row = Omit<PayrollPeriod, 'isCurrent' | 'periodEnd'> & { periodEnd: IsoDate | null };

export const PAYROLL_PERIOD_COUNTS = { weekly: 52, biweekly: 26, semimonthly: 24, monthly: 12 } as const;
const SCHEDULE_ORDER = ['weekly', 'biweekly', 'semimonthly', 'monthly'] as const;
const STEP_DAYS = { weekly: 7, biweekly: 14 } as const;

const valid = (d: string | null | undefined): IsoDate | null => (d && isIsoDate(d) ? d : null);
const monthIndex = (d: IsoDate): number => {
  const { year, month } = dateParts(d);
  return year * 12 + month;
};

/**
 * Day-step schedules are anchored on the record's own period start: its dates move by whole steps
 * (7 or 14 days) to the first period starting on or after January 1 of the chosen year, and the
 * end, processing and pay dates keep their distance from the start.
 */
function dayStepRows(set: DateSet, step: number, count: number, year: number): Row[] {
  const first = Math.ceil(daysBetween(set.start, `${year}-01-01`) / step) * step;
  const at = (d: IsoDate | null, shift: number): IsoDate | null => (d ? addDays(d, shift) : null);
  return Array.from({ length: count }, (_, i) => {
    const shift = first + i * step;
    return {
      periodStart: addDays(set.start, shift),
      periodEnd: set.end ? addDays(set.end, shift) : addDays(set.start, shift + step - 1),
      processingDate: at(set.processing, shift),
      payDate: at(set.pay, shift),
    };
  });
}

/**
 * Month-based schedules place the record's period start in each month of the chosen year, always
 * from the original day of month (clamped to the month's length, never chained), and every other
 * date keeps its month offset and original day: a pay date of January 31 gives February 28, then
 * March 31.
 */
function monthRow(set: DateSet, year: number, month: number): Row {
  const base = monthIndex(set.start);
  const project = (d: IsoDate | null): IsoDate | null =>
    d ? isoDateClamped(year, month + monthIndex(d) - base, dateParts(d).day) : null;
  return {
    periodStart: project(set.start) as IsoDate,
    periodEnd: project(set.end),
    processingDate: project(set.processing),
    payDate: project(set.pay),
  };
}

function monthRows(sets: DateSet[], year: number): Row[] {
  const rows: Row[] = [];
  for (let month = 1; month <= 13; month++) for (const set of sets) rows.push(monthRow(set, year, month));
  rows.sort((a, b) => (a.periodStart < b.periodStart ? -1 : a.periodStart > b.periodStart ? 1 : 0));
  // An end date missing from the record is the day before the next period starts.
  const count = sets.length * 12;
  return rows
    .slice(0, count)
    .map((row, i) => ({ ...row, periodEnd: row.periodEnd ?? addDays(rows[i + 1]!.periodStart, -1) }));
}

function firstSet(r: PayrollRecordLike): DateSet | null {
  const start = valid(r.payPeriodStartDate);
  if (!start) return null;
  return { start, end: valid(r.payPeriodEndDate), processing: valid(r.processingDate), pay: valid(r.payDate) };
}

/** The second semi-monthly set; when the record has none, it starts the day after the first ends. */
function secondSet(r: PayrollRecordLike, first: DateSet): DateSet {
  const start = valid(r.payPeriodStartDate2);
  if (start)
    return { start, end: valid(r.payPeriodEndDate2), processing: valid(r.processingDate2), pay: valid(r.payDate2) };
  const shift = first.end ? daysBetween(first.start, first.end) + 1 : 15;
  const move = (d: IsoDate | null): IsoDate | null => (d ? addDays(d, shift) : null);
  return { start: addDays(first.start, shift), end: null, processing: move(first.processing), pay: move(first.pay) };
}

/**
 * The pay periods of `year` (rows belong to the year by period start), built from the first record
 * found in the order weekly, bi-weekly, semi-monthly, monthly; quarterly payrolls have no schedule.
 * Weekly gives 52 periods, bi-weekly 26, semi-monthly 24 (the two date sets alternating), monthly 12.
 * `isCurrent` marks the period containing today.
 */
export function payrollSchedule(records: readonly PayrollRecordLike[], year: number, today: IsoDate): PayrollPeriod[] {
  for (const kind of SCHEDULE_ORDER) {
    for (const record of records) {
      if (normalizePayrollFrequency(record.payrollFrequency) !== kind) continue;
      const set = firstSet(record);
      if (!set) continue;
      let rows: Row[];
      if (kind === 'weekly' || kind === 'biweekly')
        rows = dayStepRows(set, STEP_DAYS[kind], PAYROLL_PERIOD_COUNTS[kind], year);
      else rows = monthRows(kind === 'semimonthly' ? [set, secondSet(record, set)] : [set], year);
      return rows.map((row) => {
        const periodEnd = row.periodEnd as IsoDate;
        return { ...row, periodEnd, isCurrent: row.periodStart <= today && today <= periodEnd };
      });
    }
  }
  return [];
}

/** The payroll calendar's year selector: previous, current and next year. */
export function payrollYearChoices(today: IsoDate): number[] {
  const { year } = dateParts(today);
  return [year - 1, year, year + 1];
}
