import { US_STATES, type PublicFormId } from '@app/domain';

export type FieldKind =
  'text' | 'accountType' | 'percent' | 'routing' | 'account' | 'date' | 'state' | 'zip' | 'email' | 'phone';

export interface PublicField {
  name: string;
  label: string;
  kind: FieldKind;
  required: boolean;
  autoComplete?: string;
}

const f = (name: string, label: string, kind: FieldKind, required: boolean, autoComplete?: string): PublicField => ({
  name,
  label,
  kind,
  required,
  autoComplete,
});

/** The inputs of each public form in order (the drawn signature and the void check come after). */
export const PUBLIC_FORM_FIELDS: Readonly<
  Record<PublicFormId, ReadonlyArray<{ section: string; fields: PublicField[] }>>
> = {
  'employee-deposit-authorization': [
    {
      section: 'Employee',
      fields: [
        f('employerName', 'Employer Name', 'text', false, 'organization'),
        f('firstName', 'First Name', 'text', true, 'given-name'),
        f('middleName', 'Middle Name', 'text', false, 'additional-name'),
        f('lastName', 'Last Name', 'text', true, 'family-name'),
      ],
    },
    {
      section: 'Bank Account',
      fields: [
        f('accountType', 'Account Type', 'accountType', true),
        f('percentageDeposit', 'Percent of Paycheck', 'percent', true),
        f('routingNumber', 'Routing Number', 'routing', true),
        f('bankName', 'Bank Name', 'text', true),
        f('accountNumber', 'Account Number', 'account', true),
      ],
    },
    {
      section: 'Authorization',
      fields: [
        f('signatureNames', 'Signature Names', 'text', false, 'name'),
        f('signatureDate', 'Date', 'date', false),
      ],
    },
  ],
  'recurring-payment-authorization': [
    {
      section: 'Signer',
      fields: [
        f('firstName', 'First Name', 'text', true, 'given-name'),
        f('lastName', 'Last Name', 'text', true, 'family-name'),
      ],
    },
    {
      section: 'Billing Address',
      fields: [
        f('streetAddress', 'Street Address', 'text', true, 'address-line1'),
        f('streetAddress2', 'Street Address Line 2', 'text', false, 'address-line2'),
        f('city', 'City', 'text', true, 'address-level2'),
        f('state', 'State', 'state', true, 'address-level1'),
        f('zipCode', 'Zip Code', 'zip', true, 'postal-code'),
      ],
    },
    {
      section: 'Bank Details for Service Fees',
      fields: [
        f('accountType', 'Account Type', 'accountType', true),
        f('routingNumber', 'Routing Number', 'routing', true),
        f('bankName', 'Bank Name', 'text', true),
        f('accountName', 'Account Name', 'text', true),
        f('accountNumber', 'Account Number', 'account', true),
      ],
    },
    {
      section: 'Authorization',
      fields: [
        f('titlePosition', 'Title/Position', 'text', true, 'organization-title'),
        f('email', 'Email', 'email', false, 'email'),
        f('phone', 'Phone', 'phone', false, 'tel'),
      ],
    },
  ],
};

export const STATE_OPTIONS = [...US_STATES].sort();
export const VOID_CHECK_MAX_BYTES = 5 * 1024 * 1024;
export const VOID_CHECK_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp,application/pdf';
