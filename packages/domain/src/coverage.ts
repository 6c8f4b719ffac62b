import { addDays, addYears, daysBetween, isIsoDate, type IsoDate } from './dates';

export type RenewalBadge = 'POLICY LAPSED' | '30 Day Renewal Notice' | '60 Day Renewal Notice';

/** Days before renewal at which the insurance reminder is dated. */
export const INSURANCE_REMINDER_DAYS = 30;

/** Lapsed once the renewal date is past; notices within 30 and 60 days (the day itself included). */
export function renewalBadge(renewalDate: IsoDate | null | undefined, today: IsoDate): RenewalBadge | null {
  if (!renewalDate || !isIsoDate(renewalDate)) return null;
  const days = daysBetween(today, renewalDate);
  if (days < 0) return 'POLICY LAPSED';
  if (days <= 30) return '30 Day Renewal Notice';
  if (days <= 60) return '60 Day Renewal Notice';
  return null;
}

/** One year after the effective date; February 29 becomes February 28. Empty input gives ''. */
export function defaultRenewalDate(effectiveDate: IsoDate): IsoDate {
  if (!effectiveDate) return '';
  return addYears(effectiveDate, 1);
}

/** The date the insurance reminder is shown: 30 days before renewal. */
export function insuranceReminderDate(renewalDate: IsoDate): IsoDate {
  return addDays(renewalDate, -INSURANCE_REMINDER_DAYS);
}
