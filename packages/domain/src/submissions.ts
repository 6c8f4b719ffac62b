import type { ProfileType, SubmissionType } from './schemas/submissions.schema';
import { formatFullName } from './text';

/** The library's category tabs (spec 4 section 2.10), in order. */
export const FORM_CATEGORIES = ['General', 'Tax Alliance', 'WageWhiz', 'Evmark', 'Xylaris'] as const;
export type FormCategory = (typeof FORM_CATEGORIES)[number];

/** How the detail dialog shows a field: plain text, masked with a reveal, an image, or a file link. */
export type SubmissionFieldKind = 'text' | 'masked' | 'signature' | 'file';

export interface SubmissionFieldDef {
  key: string;
  label: string;
  kind: SubmissionFieldKind;
}

const text = (key: string, label: string): SubmissionFieldDef => ({ key, label, kind: 'text' });
const masked = (key: string, label: string): SubmissionFieldDef => ({ key, label, kind: 'masked' });

/** The Field / Value rows of each type, in the order of spec 4 section 2.9. */
export const SUBMISSION_FIELDS: Readonly<Record<SubmissionType, readonly SubmissionFieldDef[]>> = {
  contact: [text('name', 'Name'), text('email', 'Email'), text('phone', 'Phone'), text('message', 'Message')],
  quote: [
    text('businessName', 'Business Name'),
    text('contactPerson', 'Contact Person'),
    text('email', 'Email'),
    text('phone', 'Phone'),
    text('serviceType', 'Service Type'),
    text('estimatedBudget', 'Estimated Budget'),
    text('projectDetails', 'Project Details'),
  ],
  service: [
    text('name', 'Name'),
    text('email', 'Email'),
    text('company', 'Company'),
    text('phone', 'Phone'),
    text('serviceInterest', 'Service Interest'),
    text('currentSituation', 'Current Situation'),
  ],
  'employee-auth': [
    text('employerName', 'Employer Name'),
    text('firstName', 'First Name'),
    text('middleName', 'Middle Name'),
    text('lastName', 'Last Name'),
    text('accountType', 'Account Type'),
    text('percentageDeposit', 'Percentage Deposit'),
    text('bankName', 'Bank Name'),
    masked('routingNumber', 'Routing Number'),
    masked('accountNumber', 'Account Number'),
    text('signatureNames', 'Signature Names'),
    { key: 'signature', label: 'Signature', kind: 'signature' },
    text('signatureDate', 'Signature Date'),
    { key: 'voidCheck', label: 'Void Check Attachment', kind: 'file' },
  ],
  'payment-auth': [
    text('firstName', 'First Name'),
    text('lastName', 'Last Name'),
    text('streetAddress', 'Street Address'),
    text('streetAddress2', 'Street Address Line 2'),
    text('city', 'City'),
    text('state', 'State'),
    text('zipCode', 'Zip Code'),
    text('accountType', 'Account Type'),
    text('bankName', 'Bank Name'),
    text('accountName', 'Account Name'),
    masked('accountNumber', 'Account Number'),
    masked('routingNumber', 'Routing Number'),
    text('titlePosition', 'Title/Position'),
    { key: 'signature', label: 'Signature', kind: 'signature' },
  ],
};

/** The fields kept as files (submission_files), never in the fields JSON. */
export const SUBMISSION_FILE_FIELDS = ['signature', 'voidCheck'] as const;
export type SubmissionFileField = (typeof SUBMISSION_FILE_FIELDS)[number];

/** A missing value shows as N/A. */
export function displayValue(value: unknown): string {
  if (value === null || value === undefined) return 'N/A';
  const shown = String(value).trim();
  return shown === '' ? 'N/A' : shown;
}

type Fields = Readonly<Record<string, unknown>>;
const str = (fields: Fields, key: string): string | null => {
  const value = fields[key];
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const trimmed = String(value).trim();
  return trimmed === '' ? null : trimmed;
};

/** The person's name a submission carries, or null. */
export function submitterName(type: SubmissionType, fields: Fields): string | null {
  if (type === 'employee-auth' || type === 'payment-auth') {
    const name = formatFullName(
      str(fields, 'firstName') ?? '',
      str(fields, 'middleName'),
      str(fields, 'lastName') ?? '',
    );
    return name || null;
  }
  if (type === 'quote') return str(fields, 'contactPerson');
  return str(fields, 'name');
}

const TITLE_PREFIX: Readonly<Record<SubmissionType, string>> = {
  contact: 'Contact Form',
  quote: 'Quote Request',
  service: 'Service Inquiry',
  'employee-auth': 'Employee Authorization for Automatic Deposits',
  'payment-auth': 'Recurring Payment Authorization',
};

/** "Quote Request - Harbor Cafe", "Employee Authorization for Automatic Deposits - Ana Lopez". */
export function submissionTitle(type: SubmissionType, fields: Fields): string {
  const who =
    type === 'quote' ? (str(fields, 'businessName') ?? str(fields, 'contactPerson')) : submitterName(type, fields);
  return who ? `${TITLE_PREFIX[type]} - ${who}` : TITLE_PREFIX[type];
}

/** The business a submission names, for an organization profile. */
export function submissionBusinessName(type: SubmissionType, fields: Fields): string | null {
  if (type === 'quote') return str(fields, 'businessName');
  if (type === 'service') return str(fields, 'company');
  if (type === 'employee-auth') return str(fields, 'employerName');
  if (type === 'payment-auth') return str(fields, 'accountName');
  return null;
}

/** A quote comes from a business; every other form from a person. */
export function defaultProfileType(type: SubmissionType): ProfileType {
  return type === 'quote' ? 'organization' : 'client';
}

export type ProfileDraft =
  | {
      profileType: 'client';
      firstName: string;
      middleName: string | null;
      lastName: string;
      email: string | null;
      phone: string | null;
    }
  | { profileType: 'organization'; businessDba: string; businessEmail: string | null; businessPhone: string | null }
  | { profileType: ProfileType; error: string };

/** Splits "Mary Ann O'Neil" into first "Mary Ann" and last "O'Neil". */
function splitName(full: string): { firstName: string; lastName: string } | null {
  const parts = full.trim().split(/\s+/).filter(Boolean);
  if (parts.length < 2) return null;
  return { firstName: parts.slice(0, -1).join(' '), lastName: parts[parts.length - 1]! };
}

/** What Create Profile makes of a submission (docs/decisions/5-beyond.md), or why it cannot. */
export function profileFromSubmission(
  type: SubmissionType,
  fields: Fields,
  profileType = defaultProfileType(type),
): ProfileDraft {
  const email = str(fields, 'email');
  const phone = str(fields, 'phone');
  if (profileType === 'organization') {
    const businessDba = submissionBusinessName(type, fields);
    if (!businessDba)
      return { profileType, error: 'This submission has no business name to create an organization from' };
    return { profileType, businessDba, businessEmail: email, businessPhone: phone };
  }
  const first = str(fields, 'firstName');
  const last = str(fields, 'lastName');
  if (first && last)
    return { profileType, firstName: first, middleName: str(fields, 'middleName'), lastName: last, email, phone };
  const name = submitterName(type, fields);
  const split = name ? splitName(name) : null;
  if (!split) return { profileType, error: 'This submission has no first and last name to create a client from' };
  return { profileType, ...split, middleName: null, email, phone };
}
