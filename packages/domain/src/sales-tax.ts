import { MONTH_NAMES, addDays, endOfMonth, isoDateClamped, type IsoDate } from './dates';

export const SALES_TAX_FREQUENCIES = ['NO TRACKING', 'Monthly', 'Quarterly', 'Quarterly Prepay', 'Annually'] as const;
export type SalesTaxFrequency = (typeof SALES_TAX_FREQUENCIES)[number];
export type TrackedSalesTaxFrequency = Exclude<SalesTaxFrequency, 'NO TRACKING'>;

export const SALES_TAX_REMINDER_DAYS = 5;
/** CDTFA quarterly prepayments are due on the 24th of the month after each prepayment month. */
export const SALES_TAX_PREPAYMENT_DAY = 24;

export interface SalesTaxPeriod {
  label: string;
  periodStart: IsoDate;
  periodEnd: IsoDate;
  dueDate: IsoDate;
  reminderDate: IsoDate;
  kind: 'return' | 'prepayment';
}

/** Reads the frequency as stored or typed (`quarterly prepay`, `QUARTERLY_PREPAY`, ...). */
export function normalizeSalesTaxFrequency(value: unknown): TrackedSalesTaxFrequency | null {
  if (typeof value !== 'string') return null;
  const key = value.toLowerCase().replace(/[^a-z]/g, '');
  const found = SALES_TAX_FREQUENCIES.find(
    (f) => f !== 'NO TRACKING' && f.toLowerCase().replace(/[^a-z]/g, '') === key,
  );
  return (found as TrackedSalesTaxFrequency | undefined) ?? null;
}

function period(
  label: string,
  start: IsoDate,
  end: IsoDate,
  due: IsoDate,
  kind: SalesTaxPeriod['kind'],
): SalesTaxPeriod {
  return {
    label,
    periodStart: start,
    periodEnd: end,
    dueDate: due,
    reminderDate: addDays(due, -SALES_TAX_REMINDER_DAYS),
    kind,
  };
}

const monthStart = (year: number, month: number): IsoDate => isoDateClamped(year, month, 1);

function monthly(year: number): SalesTaxPeriod[] {
  return MONTH_NAMES.map((name, i) =>
    period(`${name} ${year}`, monthStart(year, i + 1), endOfMonth(year, i + 1), endOfMonth(year, i + 2), 'return'),
  );
}

function quarterly(year: number, withPrepayments: boolean): SalesTaxPeriod[] {
  const rows: SalesTaxPeriod[] = [];
  for (let q = 1; q <= 4; q++) {
    const first = (q - 1) * 3 + 1;
    if (withPrepayments) {
      for (const month of [first, first + 1]) {
        const due = isoDateClamped(year, month + 1, SALES_TAX_PREPAYMENT_DAY);
        rows.push(
          period(
            `Q${q} ${year} prepayment (${MONTH_NAMES[month - 1]})`,
            monthStart(year, month),
            endOfMonth(year, month),
            due,
            'prepayment',
          ),
        );
      }
    }
    rows.push(
      period(
        `Q${q} ${year}`,
        monthStart(year, first),
        endOfMonth(year, first + 2),
        endOfMonth(year, first + 3),
        'return',
      ),
    );
  }
  return rows;
}

/**
 * The filings of one year, in due-date order. Monthly returns are due the last day of the next
 * month; quarterly returns April 30, July 31, October 31 and January 31; the annual return
 * January 31 of the next year. Quarterly Prepay adds two prepayments a quarter (months 1 and 2
 * of the quarter, due the 24th of the month after). Untracked frequencies give no filings.
 */
export function salesTaxPeriods(frequency: string, year: number): SalesTaxPeriod[] {
  switch (normalizeSalesTaxFrequency(frequency)) {
    case 'Monthly':
      return monthly(year);
    case 'Quarterly':
      return quarterly(year, false);
    case 'Quarterly Prepay':
      return quarterly(year, true);
    case 'Annually':
      return [period(String(year), monthStart(year, 1), endOfMonth(year, 12), endOfMonth(year + 1, 1), 'return')];
    default:
      return [];
  }
}

export type SalesTaxStatus = 'pending' | 'overdue' | 'filed';

/** Filed when a filed date exists; otherwise overdue once today is past the due date. */
export function salesTaxStatus(
  dueDate: IsoDate,
  filedDate: IsoDate | null | undefined,
  today: IsoDate,
): SalesTaxStatus {
  if (filedDate) return 'filed';
  return today > dueDate ? 'overdue' : 'pending';
}

/** The tracked frequencies, in the order of the screen's tabs. */
export const TRACKED_SALES_TAX_FREQUENCIES: readonly TrackedSalesTaxFrequency[] = [
  'Monthly',
  'Quarterly',
  'Quarterly Prepay',
  'Annually',
];

export interface SalesTaxPeriodFilter {
  year: number;
  /** Monthly: the period's month (1-12). */
  month?: number;
  /** Quarterly and Quarterly Prepay: the period's quarter (1-4). */
  quarter?: number;
}

/** The filings of a year narrowed to a month or a quarter of their period start. */
export function salesTaxPeriodsFiltered(frequency: string, filter: SalesTaxPeriodFilter): SalesTaxPeriod[] {
  return salesTaxPeriods(frequency, filter.year).filter((p) => {
    const month = Number(p.periodStart.slice(5, 7));
    if (filter.month !== undefined && month !== filter.month) return false;
    return filter.quarter === undefined || Math.ceil(month / 3) === filter.quarter;
  });
}

/**
 * The filing of a frequency due on `dueDate`, whatever its period's year (a December or Q4
 * return falls due in January of the next year); null when nothing of that frequency is due then.
 */
export function salesTaxPeriodDueOn(frequency: string, dueDate: IsoDate): SalesTaxPeriod | null {
  const year = Number(dueDate.slice(0, 4));
  return (
    [...salesTaxPeriods(frequency, year - 1), ...salesTaxPeriods(frequency, year)].find((p) => p.dueDate === dueDate) ??
    null
  );
}
