/** The organization field a county's license schedule runs from. */
export type LicenseDateField = 'businessLicenseRegisteredDate' | 'businessLicenseReminderDate';

export interface LicenseSettings {
  businessLicenseCounty: string | null;
  businessLicenseRegisteredDate: string | null;
  businessLicenseReminderDate: string | null;
}

/** LA City renews from the registered date, Other from the reminder date; any other county has none. */
export function licenseDateField(county: string | null | undefined): LicenseDateField | null {
  if (county === 'LA City') return 'businessLicenseRegisteredDate';
  if (county === 'Other') return 'businessLicenseReminderDate';
  return null;
}

/** The date the organization's county schedules its renewals or reminders from (null when none). */
export function licenseDateOf(org: LicenseSettings): string | null {
  const field = licenseDateField(org.businessLicenseCounty);
  return field ? org[field] : null;
}
