import { z } from 'zod';
import { BUSINESS_LICENSE_COUNTIES } from '../business-license';
import { ENTITY_TYPES, normalizeEntityType } from '../entity-type';
import { SALES_TAX_FREQUENCIES, normalizeSalesTaxFrequency } from '../sales-tax';
import { normalizeService, type Service } from '../services';
import { soiEligible } from '../soi';
import { sortServices } from '../sorting';
import { cleanText } from '../text';
import { US_STATES, normalizeUsState } from '../us-states';
import {
  id,
  listQuery,
  optionalDate,
  pagingQuery,
  optionalDigits,
  optionalEmail,
  optionalId,
  optionalPhone,
  optionalText,
  sensitiveDigits,
} from './common';
import { PROJECT_STATUSES } from '../projects';
import { ProjectCreate } from './projects.schema';

export const ORGANIZATION_STATUSES = ['active', 'terminated'] as const;
export type OrganizationStatus = (typeof ORGANIZATION_STATUSES)[number];
export const EIN_TYPES = ['ein', 'ssn'] as const;
export type EinType = (typeof EIN_TYPES)[number];

export const BUSINESS_DBA_REQUIRED = 'Please enter a business DBA name';
export const LA_CITY_DATE_REQUIRED = 'Registered date is required when LA City is selected';
export const OTHER_DATE_REQUIRED = 'Reminder date is required when Other is selected';
export const SOI_NOT_ELIGIBLE = 'SOI applies only to corporations, non-profits, LLCs and partnerships';
export const NO_CHANGES_MESSAGE = 'No changes to save';
export const TAX_ID_MESSAGE = 'Tax ID must have at most 9 digits';
export const EDD_ACCOUNT_MESSAGE = 'EDD account must have at most 8 digits';

const nullable = (v: unknown) => (v === '' || v === null ? null : v);

const businessDba = z
  .string({ error: BUSINESS_DBA_REQUIRED })
  .trim()
  .min(1, BUSINESS_DBA_REQUIRED)
  .max(200, 'Must be at most 200 characters')
  .transform(cleanText);
const cleaned = (max: number) => optionalText(max).transform((v) => (v ? cleanText(v) : v));

/** Codes, the edit form's labels and `non-profit` all read as the stored code. */
const entityType = z.preprocess(
  (v) => (nullable(v) === null ? null : (normalizeEntityType(v) ?? v)),
  z.enum(ENTITY_TYPES, { error: 'Please choose a valid entity type' }).nullable(),
);

const serviceName = z
  .string()
  .max(100, 'Unknown service')
  .transform((s, ctx) => {
    const found = normalizeService(s);
    if (!found) ctx.addIssue({ code: 'custom', message: `Unknown service: ${s}` });
    return found as Service;
  });

/** A list, or the create form's comma-separated text; kept unique and in service order. */
const servicesPurchased = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : v,
  z
    .array(serviceName)
    .max(100, 'Too many services')
    .transform((list) => sortServices([...new Set(list)])),
);

const organizationFields = {
  businessDba,
  businessLegalName: cleaned(200),
  ein: sensitiveDigits(9, TAX_ID_MESSAGE),
  einType: z.enum(EIN_TYPES, { error: 'Tax ID type must be ein or ssn' }),
  eddAccount: optionalDigits(8, EDD_ACCOUNT_MESSAGE),
  businessPhone: optionalPhone(),
  businessEmail: optionalEmail(),
  website: optionalText(300),
  entityType,
  stateOfFormation: z.preprocess(
    (v) => (nullable(v) === null ? null : (normalizeUsState(v) ?? v)),
    z.enum(US_STATES, { error: 'Please choose a US state' }).nullable(),
  ),
  dateOfFormation: optionalDate('Date of formation must be a valid date (YYYY-MM-DD)'),
  description: optionalText(5000),
  servicesPurchased,
  referralSourceId: optionalId('Invalid referral source'),
  legalAddress: cleaned(500),
  physicalAddress: cleaned(500),
  status: z.enum(ORGANIZATION_STATUSES, { error: 'Status must be active or terminated' }),
  estimatedTaxes: z.boolean(),
  issues1099: z.boolean(),
  taxPreparation: z.boolean(),
  bookkeeping: z.boolean(),
  soi: z.boolean(),
  salesTaxFrequency: z.preprocess(
    (v) =>
      nullable(v) === null
        ? null
        : /^no[\W_]*tracking$/i.test(String(v).trim())
          ? 'NO TRACKING'
          : (normalizeSalesTaxFrequency(v) ?? v),
    z.enum(SALES_TAX_FREQUENCIES, { error: 'Please choose a sales tax frequency' }).nullable(),
  ),
  businessLicenseCounty: z.preprocess(
    nullable,
    z.enum(BUSINESS_LICENSE_COUNTIES, { error: 'Please choose None, LA City or Other' }).nullable(),
  ),
  businessLicenseRegisteredDate: optionalDate('Registered date must be a valid date (YYYY-MM-DD)'),
  businessLicenseReminderDate: optionalDate('Reminder date must be a valid date (YYYY-MM-DD)'),
};

interface LicenseAndSoi {
  businessLicenseCounty?: string | null;
  businessLicenseRegisteredDate?: string | null;
  businessLicenseReminderDate?: string | null;
  entityType?: string | null;
  soi?: boolean;
}

/**
 * The tax-and-license rules: a county needs its date in the same payload, so a client that sends
 * the county also sends the date (the service validates a merged record the same way).
 */
export function organizationRuleProblems(org: LicenseAndSoi): Array<{ path: string; message: string }> {
  const problems: Array<{ path: string; message: string }> = [];
  if (org.businessLicenseCounty === 'LA City' && !org.businessLicenseRegisteredDate) {
    problems.push({ path: 'businessLicenseRegisteredDate', message: LA_CITY_DATE_REQUIRED });
  }
  if (org.businessLicenseCounty === 'Other' && !org.businessLicenseReminderDate) {
    problems.push({ path: 'businessLicenseReminderDate', message: OTHER_DATE_REQUIRED });
  }
  if (org.soi === true && org.entityType && !soiEligible(org.entityType)) {
    problems.push({ path: 'soi', message: SOI_NOT_ELIGIBLE });
  }
  return problems;
}

const checkRules = (org: LicenseAndSoi, ctx: z.RefinementCtx) => {
  for (const p of organizationRuleProblems(org)) ctx.addIssue({ code: 'custom', path: [p.path], message: p.message });
};

const optionalShape = z.object(organizationFields).partial().shape;

/** The Add New Organization dialog (always the EIN tax id type) and imports. */
export const OrganizationCreate = z
  .object({
    ...optionalShape,
    businessDba,
    einType: organizationFields.einType.default('ein'),
    status: organizationFields.status.default('active'),
  })
  .superRefine(checkRules);
export type OrganizationCreate = z.output<typeof OrganizationCreate>;
export type OrganizationCreateInput = z.input<typeof OrganizationCreate>;

/** Changed fields only. */
export const OrganizationUpdate = z.object(optionalShape).superRefine(checkRules);
export type OrganizationUpdate = z.output<typeof OrganizationUpdate>;
export type OrganizationUpdateInput = z.input<typeof OrganizationUpdate>;

export const OrganizationDuplicateCheck = z.object({ businessDba, businessLegalName: cleaned(200) });
export type OrganizationDuplicateCheck = z.output<typeof OrganizationDuplicateCheck>;

export const OrganizationListQuery = z.object({
  ...listQuery,
  ...pagingQuery,
  status: z.enum([...ORGANIZATION_STATUSES, 'all']).optional(),
});
export type OrganizationListQuery = z.output<typeof OrganizationListQuery>;

/**
 * The edit form's payload: the fields whose value changed (spec 2 section 5). A field emptied
 * where it held a value is sent as null, so an optional field can be cleared; one empty before
 * and after is not sent. An empty result means NO_CHANGES_MESSAGE.
 */
export function changedFields<T extends Record<string, unknown>>(
  original: Readonly<Record<string, unknown>>,
  edited: T,
): Partial<T> {
  const isEmpty = (v: unknown) => v === null || v === undefined || v === '';
  const out: Partial<T> = {};
  for (const key of Object.keys(edited) as Array<keyof T>) {
    const value = edited[key];
    const before = original[key as string];
    if (isEmpty(value)) {
      if (!isEmpty(before)) out[key] = null as T[keyof T];
      continue;
    }
    if (JSON.stringify(value) !== JSON.stringify(before)) out[key] = value;
  }
  return out;
}

/** `{id}` of the organization paths (REST params and tRPC input). */
export const OrganizationIdInput = z.object({ id: id('Invalid organization') });
export type OrganizationIdInput = z.output<typeof OrganizationIdInput>;

/** POST /api/organizations/{id}/reveal: the tax id in clear (audited). */
export const OrganizationReveal = z.object({ field: z.enum(['ein'], { error: 'Only ein can be revealed' }) });
export type OrganizationReveal = z.output<typeof OrganizationReveal>;

/** POST /api/organizations/{id}/projects: a project of this organization, in progress unless told (spec 2 section 9). */
export const OrganizationProjectCreate = ProjectCreate.pick({
  name: true,
  description: true,
  startDate: true,
  dueDate: true,
}).extend({
  status: z
    .enum(PROJECT_STATUSES, { error: 'Status must be not_started, in_progress or completed' })
    .default('in_progress'),
});
export type OrganizationProjectCreate = z.output<typeof OrganizationProjectCreate>;

/** The picker of clients to link: those not linked yet, searched by name, email or phone. */
export const OrganizationClientCandidatesQuery = z.object({
  search: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});
export type OrganizationClientCandidatesQuery = z.output<typeof OrganizationClientCandidatesQuery>;

/** `/api/organizations/{id}/clients/{clientId}`. */
export const OrganizationClientPath = z.object({ id: id('Invalid organization'), clientId: id('Invalid client') });
export type OrganizationClientPath = z.output<typeof OrganizationClientPath>;

/** `{id}` of a record under an organization (payroll, coverage section, plan, merchant account). */
export const RecordIdInput = z.object({ id: id('Invalid id') });
export type RecordIdInput = z.output<typeof RecordIdInput>;
