import { z } from 'zod';
import { id, isoDate, optionalId } from './common';

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
