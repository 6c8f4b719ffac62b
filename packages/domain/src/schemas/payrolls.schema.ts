import { z } from 'zod';
import { normalizePayrollFrequency } from '../payroll';
import { id, optionalDate, optionalId } from './common';

export const PAYROLL_PLATFORMS = [
  'ADP',
  'Paychex',
  'QuickBooks Payroll',
  'Gusto',
  'BambooHR',
  'Workday',
  'UltiPro',
  'Zenefits',
  'Rippling',
  'OnPay',
  'SurePayroll',
  'JustWorks',
  'TriNet',
  'Intuit Full Service Payroll',
  'Other',
] as const;
export type PayrollPlatform = (typeof PAYROLL_PLATFORMS)[number];
export const PAYROLL_FREQUENCIES = [
  'Weekly (52)',
  'Bi-Weekly (26)',
  'Semi-Monthly (24)',
  'Monthly (12)',
  'Quarterly (4)',
] as const;
export type PayrollFrequency = (typeof PAYROLL_FREQUENCIES)[number];
export const PAYROLL_STATUSES = ['pending', 'completed'] as const;
export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields';

/** The labelled frequency of a bare or differently spelled name (`weekly` -> `Weekly (52)`). */
export function payrollFrequencyLabel(value: unknown): PayrollFrequency | null {
  const key = normalizePayrollFrequency(value);
  return PAYROLL_FREQUENCIES.find((f) => normalizePayrollFrequency(f) === key) ?? null;
}

const platform = z.preprocess(
  (v) => (typeof v === 'string' ? (PAYROLL_PLATFORMS.find((p) => p.toLowerCase() === v.trim().toLowerCase()) ?? v) : v),
  z.enum(PAYROLL_PLATFORMS, { error: REQUIRED_FIELDS_MESSAGE }),
);
const frequency = z.preprocess(
  (v) => payrollFrequencyLabel(v) ?? v,
  z.enum(PAYROLL_FREQUENCIES, { error: REQUIRED_FIELDS_MESSAGE }),
);

const dates = {
  payPeriodStartDate: optionalDate(),
  payPeriodEndDate: optionalDate(),
  processingDate: optionalDate(),
  payDate: optionalDate(),
  payPeriodStartDate2: optionalDate(),
  payPeriodEndDate2: optionalDate(),
  processingDate2: optionalDate(),
  payDate2: optionalDate(),
};

export const PayrollCreate = z.object({
  organizationId: optionalId(),
  payrollPlatform: platform,
  payrollFrequency: frequency,
  ...dates,
  status: z.enum(PAYROLL_STATUSES).optional(),
});
export type PayrollCreate = z.output<typeof PayrollCreate>;
export type PayrollCreateInput = z.input<typeof PayrollCreate>;

export const PayrollUpdate = PayrollCreate.partial();
export type PayrollUpdate = z.output<typeof PayrollUpdate>;

/** The payroll schedule of an organization for one year (the selector offers last, this and next year). */
export const PayrollScheduleQuery = z.object({
  organizationId: id('Invalid organization'),
  year: z.coerce
    .number({ error: 'Year must be a number' })
    .int('Year must be a whole number')
    .min(1900, 'Year out of range')
    .max(2200, 'Year out of range')
    .optional(),
});
export type PayrollScheduleQuery = z.output<typeof PayrollScheduleQuery>;

/** GET /api/payrolls/all: every organization's payrolls (spec 4 reports), paged, optionally of one organization. */
export const PayrollAllQuery = z.object({
  organizationId: optionalId('Invalid organization'),
  frequency: z.preprocess(
    (v) => (v === '' || v === undefined ? undefined : (payrollFrequencyLabel(v) ?? v)),
    z.enum(PAYROLL_FREQUENCIES, { error: 'Unknown payroll frequency' }).optional(),
  ),
  limit: z.coerce.number().int().min(1).max(1000).optional(),
  offset: z.coerce.number().int().min(0).optional(),
});
export type PayrollAllQuery = z.output<typeof PayrollAllQuery>;
