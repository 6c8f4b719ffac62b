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

export interface PrintedField {
  label: string;
  required: boolean;
}

const req = (label: string): PrintedField => ({ label, required: true });
const opt = (label: string): PrintedField => ({ label, required: false });

/** Every field of each form in order; required ones are marked with an asterisk. */
export const FORM_FIELDS: Readonly<Record<PublicFormId, ReadonlyArray<{ section: string; fields: PrintedField[] }>>> = {
  'employee-deposit-authorization': [
    { section: 'Employee', fields: [opt('Employer Name'), req('First Name'), opt('Middle Name'), req('Last Name')] },
    {
      section: 'Bank Account',
      fields: [
        req('Account Type (Checking or Savings)'),
        req('Percent of Paycheck'),
        req('Bank Name'),
        req('Routing Number'),
        req('Account Number'),
      ],
    },
    {
      section: 'Authorization',
      fields: [opt('Signature Names'), req('Signature'), req('Date'), req('Void Check Image')],
    },
  ],
  'recurring-payment-authorization': [
    { section: 'Signer', fields: [req('First Name'), req('Last Name')] },
    {
      section: 'Billing Address',
      fields: [req('Street Address'), opt('Street Address Line 2'), req('City'), req('State'), req('Zip Code')],
    },
    {
      section: 'Bank Details for Service Fees',
      fields: [
        req('Account Type (Checking or Savings)'),
        req('Bank Name'),
        req('Account Name'),
        req('Routing Number'),
        req('Account Number'),
      ],
    },
    { section: 'Authorization', fields: [req('Title/Position'), opt('Signature'), opt('Date')] },
  ],
};

export const FORM_TERMS: Readonly<Record<PublicFormId, string[]>> = {
  'employee-deposit-authorization': DIRECT_DEPOSIT_TERMS,
  'recurring-payment-authorization': RECURRING_PAYMENT_TERMS,
};

/** The absolute public link of a form. */
export const publicFormUrl = (formId: string, origin = window.location.origin) => `${origin}/public-forms/${formId}`;
