import { US_STATES, publicFormFieldRequired, type PublicFormId } from '@app/domain';

export type FieldKind =
  'text' | 'accountType' | 'percent' | 'routing' | 'account' | 'date' | 'state' | 'zip' | 'email' | 'phone';

export interface PublicField {
  name: string;
  label: string;
  kind: FieldKind;
  required: boolean;
  autoComplete?: string;
}

/** A field named as in the form's schema, which says whether it is required. */
const field =
  (formId: PublicFormId) =>
  (name: string, label: string, kind: FieldKind, autoComplete?: string): PublicField => ({
    name,
    label,
    kind,
    required: publicFormFieldRequired(formId, name),
    autoComplete,
  });
const f = field('employee-deposit-authorization');
const g = field('recurring-payment-authorization');

/** The inputs of each public form in order (the drawn signature and the void check come after). */
export const PUBLIC_FORM_FIELDS: Readonly<
  Record<PublicFormId, ReadonlyArray<{ section: string; fields: PublicField[] }>>
> = {
  'employee-deposit-authorization': [
    {
      section: 'Employee',
      fields: [
        f('employerName', 'Employer Name', 'text', 'organization'),
        f('firstName', 'First Name', 'text', 'given-name'),
        f('middleName', 'Middle Name', 'text', 'additional-name'),
        f('lastName', 'Last Name', 'text', 'family-name'),
      ],
    },
    {
      section: 'Bank Account',
      fields: [
        f('accountType', 'Account Type', 'accountType'),
        f('percentageDeposit', 'Percent of Paycheck', 'percent'),
        f('routingNumber', 'Routing Number', 'routing'),
        f('bankName', 'Bank Name', 'text'),
        f('accountNumber', 'Account Number', 'account'),
      ],
    },
    {
      section: 'Authorization',
      fields: [f('signatureNames', 'Signature Names', 'text', 'name'), f('signatureDate', 'Date', 'date')],
    },
  ],
  'recurring-payment-authorization': [
    {
      section: 'Signer',
      fields: [g('firstName', 'First Name', 'text', 'given-name'), g('lastName', 'Last Name', 'text', 'family-name')],
    },
    {
      section: 'Billing Address',
      fields: [
        g('streetAddress', 'Street Address', 'text', 'address-line1'),
        g('streetAddress2', 'Street Address Line 2', 'text', 'address-line2'),
        g('city', 'City', 'text', 'address-level2'),
        g('state', 'State', 'state', 'address-level1'),
        g('zipCode', 'Zip Code', 'zip', 'postal-code'),
      ],
    },
    {
      section: 'Bank Details for Service Fees',
      fields: [
        g('accountType', 'Account Type', 'accountType'),
        g('routingNumber', 'Routing Number', 'routing'),
        g('bankName', 'Bank Name', 'text'),
        g('accountName', 'Account Name', 'text'),
        g('accountNumber', 'Account Number', 'account'),
      ],
    },
    {
      section: 'Authorization',
      fields: [
        g('titlePosition', 'Title/Position', 'text', 'organization-title'),
        g('email', 'Email', 'email', 'email'),
        g('phone', 'Phone', 'phone', 'tel'),
      ],
    },
  ],
};

export const STATE_OPTIONS = [...US_STATES].sort();
export const VOID_CHECK_MAX_BYTES = 5 * 1024 * 1024;
export const VOID_CHECK_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp,application/pdf';
