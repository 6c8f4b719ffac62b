import { z } from 'zod';
import { normalizeUsState, US_STATES } from '../us-states';
import { id, optionalDate, optionalEmail, optionalPhone, optionalText, requiredText } from './common';
import { routingNumberField } from './payment-methods.schema';

export const SUBMISSION_TYPES = ['contact', 'quote', 'service', 'employee-auth', 'payment-auth'] as const;
export type SubmissionType = (typeof SUBMISSION_TYPES)[number];
export const SUBMISSION_TYPE_LABELS: Readonly<Record<SubmissionType, string>> = {
  contact: 'Contact Form',
  quote: 'Quote Request',
  service: 'Service Inquiry',
  'employee-auth': 'Employee Authorization',
  'payment-auth': 'Payment Authorization',
};
export const BANK_ACCOUNT_TYPES = ['checking', 'savings'] as const;

/** The two public forms of the library, both WageWhiz (spec 4 section 2.10). */
export const FORM_LIBRARY = [
  {
    id: 'employee-deposit-authorization',
    title: 'Employee Authorization for Automatic Deposits (ACH Credits)',
    description: 'Authorizes the employer to deposit pay into a checking or savings account.',
    category: 'WageWhiz',
    submissionType: 'employee-auth',
  },
  {
    id: 'recurring-payment-authorization',
    title: 'Recurring Payment Authorization',
    description: 'Authorizes recurring debits of service fees from a bank account.',
    category: 'WageWhiz',
    submissionType: 'payment-auth',
  },
] as const;
export type PublicFormId = (typeof FORM_LIBRARY)[number]['id'];

// The shared id schema already refuses ids beyond int4.
const dbId = id;

export const SubmissionLinkClient = z.object({ clientId: dbId('Please select a client') });
export const SubmissionLinkOrganization = z.object({ organizationId: dbId('Please select an organization') });

const accountType = z.enum(BANK_ACCOUNT_TYPES, { error: 'Account type is required' });
const accountNumber = z
  .string({ error: 'Account number is required' })
  .max(100, 'Account number must be 4 to 17 digits')
  .transform((v) => v.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{4,17}$/, 'Account number must be 4 to 17 digits'));
const MAX_ATTACHMENT_CHARS = 7_000_000; // a 5 MB file as a base64 data URL

/** A drawn signature or an attached file, sent as a data URL of one of the given kinds. */
const dataUrl = (message: string, kinds: RegExp) =>
  z
    .string({ error: message })
    .min(1, message)
    .max(MAX_ATTACHMENT_CHARS, 'The file is larger than 5 MB')
    .refine((v) => kinds.test(v), message);

export const EmployeeAuthorizationSubmission = z.object({
  employerName: optionalText(200),
  firstName: requiredText('First name is required', 100),
  middleName: optionalText(100),
  lastName: requiredText('Last name is required', 100),
  accountType,
  percentageDeposit: z
    .union([z.number(), z.string().trim().min(1).max(20).transform(Number)], {
      error: 'Percentage of paycheck is required',
    })
    .refine((n) => Number.isFinite(n) && n > 0 && n <= 100, 'Percentage of paycheck must be between 1 and 100'),
  bankName: requiredText('Bank name is required', 200),
  routingNumber: routingNumberField(),
  accountNumber,
  signatureNames: optionalText(200),
  signature: dataUrl('Signature is required', /^data:image\//),
  signatureDate: optionalDate('Date must be a valid date (YYYY-MM-DD)'),
  voidCheck: dataUrl('Please attach an image of a void check', /^data:(image\/|application\/pdf)/),
});
export type EmployeeAuthorizationSubmission = z.output<typeof EmployeeAuthorizationSubmission>;

export const PaymentAuthorizationSubmission = z.object({
  firstName: requiredText('First name is required', 100),
  lastName: requiredText('Last name is required', 100),
  streetAddress: requiredText('Street address is required', 300),
  streetAddress2: optionalText(300),
  city: requiredText('City is required', 100),
  state: z.preprocess((v) => normalizeUsState(v) ?? v, z.enum(US_STATES, { error: 'State is required' })),
  zipCode: z
    .string({ error: 'ZIP code is required' })
    .trim()
    .max(10, 'ZIP code must be 5 or 9 digits')
    .regex(/^\d{5}(-?\d{4})?$/, 'ZIP code must be 5 or 9 digits'),
  accountType,
  bankName: requiredText('Bank name is required', 200),
  accountName: requiredText('Account name is required', 200),
  accountNumber,
  routingNumber: routingNumberField(),
  titlePosition: requiredText('Title/position is required', 100),
  email: optionalEmail(),
  phone: optionalPhone(),
  signature: dataUrl('Signature must be a drawn image', /^data:image\//).optional(),
});
export type PaymentAuthorizationSubmission = z.output<typeof PaymentAuthorizationSubmission>;

/** The input schema of a public form, or null for an unknown form id. */
export function publicFormSchema(formId: string) {
  if (formId === 'employee-deposit-authorization') return EmployeeAuthorizationSubmission;
  if (formId === 'recurring-payment-authorization') return PaymentAuthorizationSubmission;
  return null;
}

/**
 * Whether a public form's field must be filled in: read from the form's own schema (a field that
 * accepts nothing is optional), so the public page, the printable copy and the server agree.
 */
export function publicFormFieldRequired(formId: string, field: string): boolean {
  const schema = publicFormSchema(formId);
  const fieldSchema = schema?.shape[field as keyof typeof schema.shape] as z.ZodType | undefined;
  if (!fieldSchema) throw new Error(`Unknown field ${field} of form ${formId}`);
  return !fieldSchema.safeParse(undefined).success;
}

/** `/api/submissions/{type}/{id}` and the tRPC calls on one submission. */
export const SubmissionRef = z.object({
  type: z.enum(SUBMISSION_TYPES, { error: `type must be one of ${SUBMISSION_TYPES.join(', ')}` }),
  id: dbId('id must be a positive whole number'),
});
export type SubmissionRef = z.output<typeof SubmissionRef>;

export const SUBMISSION_SENSITIVE_FIELDS = ['routingNumber', 'accountNumber'] as const;
export type SubmissionSensitiveField = (typeof SUBMISSION_SENSITIVE_FIELDS)[number];
export const SubmissionReveal = z.object({
  field: z.enum(SUBMISSION_SENSITIVE_FIELDS, { error: 'field must be routingNumber or accountNumber' }),
});

export const PROFILE_TYPES = ['client', 'organization'] as const;
export type ProfileType = (typeof PROFILE_TYPES)[number];
/** Create Profile (docs/decisions/5-beyond.md): the kind defaults from the submission's type. */
export const SubmissionCreateProfile = z.object({
  profileType: z.enum(PROFILE_TYPES, { error: 'profileType must be client or organization' }).optional(),
});

export const SUBMISSIONS_DEFAULT_LIMIT = 50;
export const SUBMISSIONS_MAX_LIMIT = 100;
const queryNumber = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (v) => (v === undefined || v === '' || v === null ? undefined : typeof v === 'string' ? Number(v) : v),
    schema,
  );

/** The list (server-paged, newest first): filters by type, link state and title; keyset cursor = the last id. */
export const SubmissionListInput = z
  .object({
    type: z.enum(SUBMISSION_TYPES, { error: `type must be one of ${SUBMISSION_TYPES.join(', ')}` }).optional(),
    linked: z.enum(['linked', 'unlinked'], { error: 'linked must be linked or unlinked' }).optional(),
    search: z.string().trim().max(100, 'search must be at most 100 characters').optional(),
    limit: queryNumber(
      z
        .number({ error: 'limit must be a number' })
        .int('limit must be a whole number')
        .min(1, 'limit must be at least 1')
        .max(SUBMISSIONS_MAX_LIMIT, `limit must be at most ${SUBMISSIONS_MAX_LIMIT}`)
        .default(SUBMISSIONS_DEFAULT_LIMIT),
    ),
    cursor: queryNumber(dbId('cursor must be a positive whole number').optional()),
  })
  .default({ limit: SUBMISSIONS_DEFAULT_LIMIT });
export type SubmissionListInput = z.output<typeof SubmissionListInput>;

export const ContactSubmission = z.object({
  name: requiredText('Name is required', 200),
  email: optionalEmail(),
  phone: optionalPhone(),
  message: optionalText(5000),
});
export const QuoteSubmission = z.object({
  businessName: requiredText('Business name is required', 200),
  contactPerson: optionalText(200),
  email: optionalEmail(),
  phone: optionalPhone(),
  serviceType: optionalText(200),
  estimatedBudget: optionalText(100),
  projectDetails: optionalText(5000),
});
export const ServiceSubmission = z.object({
  name: requiredText('Name is required', 200),
  email: optionalEmail(),
  company: optionalText(200),
  phone: optionalPhone(),
  serviceInterest: optionalText(200),
  currentSituation: optionalText(5000),
});

/** The fields schema of each submission type (public forms and demo data go through these). */
export const SUBMISSION_SCHEMAS = {
  contact: ContactSubmission,
  quote: QuoteSubmission,
  service: ServiceSubmission,
  'employee-auth': EmployeeAuthorizationSubmission,
  'payment-auth': PaymentAuthorizationSubmission,
} as const satisfies Record<SubmissionType, z.ZodType>;
