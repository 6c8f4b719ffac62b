import { dateParts, isIsoDate, isoDateClamped, type IsoDate } from './dates';
import { openItemCanBeIn, type DeadlineSection } from './deadline-list';

export const BUSINESS_LICENSE_COUNTIES = ['None', 'LA City', 'Other'] as const;
export type BusinessLicenseCounty = (typeof BUSINESS_LICENSE_COUNTIES)[number];

/** LA City business tax renewals are due February 28 every year. */
export const LA_CITY_RENEWAL_MONTH_DAY = '02-28';

/** The LA City renewal due date of a year. */
export function laCityRenewalDueDate(year: number): IsoDate {
  return `${year}-${LA_CITY_RENEWAL_MONTH_DAY}`;
}

/**
 * The years (from `years`) whose LA City renewal, while still pending, belongs in `section`
 * (overdue: due before today; upcoming: from today; completed or none: every year).
 */
export function laCityRenewalYearsIn(
  years: readonly number[],
  section: DeadlineSection | undefined,
  today: IsoDate,
): number[] {
  return years.filter((year) => openItemCanBeIn(section, laCityRenewalDueDate(year), today));
}

export interface BusinessLicenseRenewal {
  year: number;
  dueDate: IsoDate;
}

/**
 * One renewal for every year from fromYear to toYear. LA City: February 28 (the registered date
 * only decides where a schedule may start, see firstLicenseRenewalYear). Other: the reminder
 * date's month and day, February 29 becoming February 28 in common years; without a reminder date
 * there is nothing to schedule. 'None' never has renewals.
 */
export function businessLicenseRenewals(
  county: string,
  date: IsoDate | null | undefined,
  fromYear: number,
  toYear: number,
): BusinessLicenseRenewal[] {
  const rows: BusinessLicenseRenewal[] = [];
  if (county === 'Other' && !(date && isIsoDate(date))) return rows;
  for (let year = fromYear; year <= toYear; year++) {
    if (county === 'LA City') {
      rows.push({ year, dueDate: laCityRenewalDueDate(year) });
    } else if (county === 'Other') {
      const { month, day } = dateParts(date as IsoDate);
      rows.push({ year, dueDate: isoDateClamped(year, month, day) });
    }
  }
  return rows;
}

/**
 * The first year a renewal is owed: for LA City the first February 28 after the registered date,
 * for Other the reminder date's own year. Callers start schedules at
 * max(this, current year) so that no renewal predates the registration.
 */
export function firstLicenseRenewalYear(county: string, date: IsoDate): number | null {
  if (!isIsoDate(date)) return null;
  const { year } = dateParts(date);
  if (county === 'LA City') return date < laCityRenewalDueDate(year) ? year : year + 1;
  return county === 'Other' ? year : null;
}

/** A renewal's status as the screens show it: a pending renewal past its due date is overdue. */
export function businessLicenseStatus(
  stored: string,
  dueDate: IsoDate,
  today: IsoDate,
): 'pending' | 'completed' | 'overdue' {
  if (stored === 'completed') return 'completed';
  return dueDate < today ? 'overdue' : 'pending';
}

/** LA City tab years: the current year and the two after it (spec 4 section 2.7). */
export function laCityLicenseYearChoices(today: IsoDate): number[] {
  const year = dateParts(today).year;
  return [year, year + 1, year + 2];
}
