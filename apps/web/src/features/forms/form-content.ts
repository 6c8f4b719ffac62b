import type { PublicFormId } from '@app/domain';

// The wording of the two WageWhiz forms (spec 4 section 2.10), shared by the library's printable
// copy and the public pages, so both say exactly the same thing.

export const DIRECT_DEPOSIT_TERMS = [
  'I hereby authorize my employer to initiate credit entries, and if necessary debit entries and adjustments for any credit entries made in error, to the account indicated below at the financial institution named below.',
  'This authorization remains in full force and effect until my employer has received written notification from me of its termination. Termination requires at least 1 business day notice before the payroll cutoff, in such time and manner as to afford my employer and the financial institution a reasonable opportunity to act on it.',
];

export const RECURRING_PAYMENT_TERMS = [
  'I authorize the company to debit the bank account indicated below for the service fees agreed upon, on a recurring basis.',
  'Debits occur on or after the first of each month.',
  'If a debit is returned for non-sufficient funds (NSF), it may be retried within 30 days. A fee of $99.00 is charged per returned attempt.',
  'This authorization stays in effect until I cancel it in writing. Cancellation requires 30 days notice.',
];

/** A field of the printable copy: its name in the form's schema (which says whether it is required). */
export interface PrintedField {
  /** null for a line only the paper copy has (always optional). */
  name: string | null;
  label: string;
}

const field = (name: string, label: string): PrintedField => ({ name, label });

/** Every field of each form in order; required ones are marked with an asterisk. */
export const FORM_FIELDS: Readonly<Record<PublicFormId, ReadonlyArray<{ section: string; fields: PrintedField[] }>>> = {
  'employee-deposit-authorization': [
    {
      section: 'Employee',
      fields: [
        field('employerName', 'Employer Name'),
        field('firstName', 'First Name'),
        field('middleName', 'Middle Name'),
        field('lastName', 'Last Name'),
      ],
    },
    {
      section: 'Bank Account',
      fields: [
        field('accountType', 'Account Type (Checking or Savings)'),
        field('percentageDeposit', 'Percent of Paycheck'),
        field('bankName', 'Bank Name'),
        field('routingNumber', 'Routing Number'),
        field('accountNumber', 'Account Number'),
      ],
    },
    {
      section: 'Authorization',
      fields: [
        field('signatureNames', 'Signature Names'),
        field('signature', 'Signature'),
        field('signatureDate', 'Date'),
        field('voidCheck', 'Void Check Image'),
      ],
    },
  ],
  'recurring-payment-authorization': [
    { section: 'Signer', fields: [field('firstName', 'First Name'), field('lastName', 'Last Name')] },
    {
      section: 'Billing Address',
      fields: [
        field('streetAddress', 'Street Address'),
        field('streetAddress2', 'Street Address Line 2'),
        field('city', 'City'),
        field('state', 'State'),
        field('zipCode', 'Zip Code'),
      ],
    },
    {
      section: 'Bank Details for Service Fees',
      fields: [
        field('accountType', 'Account Type (Checking or Savings)'),
        field('bankName', 'Bank Name'),
        field('accountName', 'Account Name'),
        field('routingNumber', 'Routing Number'),
        field('accountNumber', 'Account Number'),
      ],
    },
    {
      section: 'Authorization',
      fields: [field('titlePosition', 'Title/Position'), field('signature', 'Signature'), field('email', 'Email')],
    },
  ],
};

export const FORM_TERMS: Readonly<Record<PublicFormId, string[]>> = {
  'employee-deposit-authorization': DIRECT_DEPOSIT_TERMS,
  'recurring-payment-authorization': RECURRING_PAYMENT_TERMS,
};

/** The absolute public link of a form. */
export const publicFormUrl = (formId: string, origin = window.location.origin) => `${origin}/public-forms/${formId}`;
