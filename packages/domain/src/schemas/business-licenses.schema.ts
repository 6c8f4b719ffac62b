import { z } from 'zod';
import { id, isoDate, optionalId } from './common';
import { allOr, deadlinePaging, sectionParam, exportFormat, monthParam, taxYearParam } from './deadline-list.schema';

export const BUSINESS_LICENSE_STATUSES = ['pending', 'completed', 'overdue'] as const;
export type BusinessLicenseStatus = (typeof BUSINESS_LICENSE_STATUSES)[number];

export const BusinessLicenseStatusUpdate = z.object({
  status: z.enum(['pending', 'completed'], { error: 'Status must be pending or completed' }),
});
export type BusinessLicenseStatusUpdate = z.output<typeof BusinessLicenseStatusUpdate>;

export const BusinessLicenseGenerate = z.object({
  organizationId: id('Invalid organization'),
  registeredDate: isoDate('Registered date is required when LA City is selected'),
  userId: optionalId(),
});
export type BusinessLicenseGenerate = z.output<typeof BusinessLicenseGenerate>;

export const BusinessLicenseGenerateOther = z.object({
  organizationId: id('Invalid organization'),
  reminderDate: isoDate('Reminder date is required when Other is selected'),
  userId: optionalId(),
});
export type BusinessLicenseGenerateOther = z.output<typeof BusinessLicenseGenerateOther>;

export const BusinessLicenseRemove = z.object({ organizationId: id('Invalid organization') });
export type BusinessLicenseRemove = z.output<typeof BusinessLicenseRemove>;

/** LA City or Other, as the tabs and the stored kinds name them. */
export const BUSINESS_LICENSE_KINDS = ['la_city', 'other'] as const;
export type BusinessLicenseKind = (typeof BUSINESS_LICENSE_KINDS)[number];
const KIND_ALIASES: Record<string, BusinessLicenseKind> = {
  la_city: 'la_city',
  lacity: 'la_city',
  'la city': 'la_city',
  other: 'other',
};

/** GET /api/business-license-renewals: tab, year, due month, section, paging, CSV. */
export const BusinessLicenseListQuery = z.object({
  kind: z.preprocess(
    (v) => (typeof v === 'string' ? (KIND_ALIASES[v.trim().toLowerCase()] ?? v) : v),
    z.enum(BUSINESS_LICENSE_KINDS, { error: 'kind must be la_city or other' }).optional(),
  ),
  year: allOr(taxYearParam),
  month: allOr(monthParam),
  section: sectionParam,
  organizationId: id('Invalid organization').optional(),
  ...deadlinePaging,
  format: exportFormat,
});
export type BusinessLicenseListQuery = z.output<typeof BusinessLicenseListQuery>;

export const BusinessLicenseRenewalUpdate = BusinessLicenseStatusUpdate.extend({ id: id('Invalid renewal') });
export type BusinessLicenseRenewalUpdate = z.output<typeof BusinessLicenseRenewalUpdate>;
