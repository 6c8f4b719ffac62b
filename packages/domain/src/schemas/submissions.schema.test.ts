import { describe, expect, it } from 'vitest';
import { ROUTING_CHECKSUM_SAVE_MESSAGE } from '../bank';
import {
  EmployeeAuthorizationSubmission,
  FORM_LIBRARY,
  PaymentAuthorizationSubmission,
  publicFormSchema,
  SUBMISSION_TYPE_LABELS,
  SUBMISSION_SCHEMAS,
  SubmissionCreateProfile,
  SubmissionLinkClient,
  SubmissionLinkOrganization,
  SubmissionListInput,
  SubmissionRef,
  SubmissionReveal,
} from './submissions.schema';
import { messages, parsed } from './test-helpers';

const png = 'data:image/png;base64,iVBORw0KGgo=';
const employee = {
  firstName: 'Ana',
  lastName: 'Lopez',
  accountType: 'checking',
  percentageDeposit: '100',
  bankName: 'Chase',
  routingNumber: '322271627',
  accountNumber: '123456789',
  signature: png,
  voidCheck: 'data:application/pdf;base64,JVBERi0=',
};
const payer = {
  firstName: 'Ana',
  lastName: 'Lopez',
  streetAddress: '1 Main St',
  city: 'Los Angeles',
  state: 'CA',
  zipCode: '90012',
  accountType: 'savings',
  bankName: 'Chase',
  accountName: 'Lopez LLC',
  accountNumber: '1234-5678',
  routingNumber: '021000021',
  titlePosition: 'Owner',
};

describe('submission links and labels', () => {
  it('needs a chosen client or organization', () => {
    expect(parsed(SubmissionLinkClient, { clientId: 3 })).toEqual({ clientId: 3 });
    expect(messages(SubmissionLinkClient, {})).toEqual(['Please select a client']);
    expect(messages(SubmissionLinkOrganization, { organizationId: '' })).toEqual(['Please select an organization']);
    expect(SUBMISSION_TYPE_LABELS['employee-auth']).toBe('Employee Authorization');
    expect(FORM_LIBRARY.every((f) => f.category === 'WageWhiz')).toBe(true);
  });
});

describe('EmployeeAuthorizationSubmission', () => {
  it('accepts a complete form', () => {
    expect(parsed(EmployeeAuthorizationSubmission, employee)).toMatchObject({
      percentageDeposit: 100,
      routingNumber: '322271627',
    });
    expect(
      parsed(EmployeeAuthorizationSubmission, { ...employee, voidCheck: png, middleName: '' }).middleName,
    ).toBeNull();
  });

  it('reports every missing required field', () => {
    expect(messages(EmployeeAuthorizationSubmission, {})).toEqual([
      'First name is required',
      'Last name is required',
      'Account type is required',
      'Percentage of paycheck is required',
      'Bank name is required',
      'Routing number must be exactly 9 digits',
      'Account number is required',
      'Signature is required',
      'Please attach an image of a void check',
    ]);
  });

  it('checks the routing checksum, the percentage and the attachments', () => {
    expect(messages(EmployeeAuthorizationSubmission, { ...employee, routingNumber: '322271628' })).toEqual([
      ROUTING_CHECKSUM_SAVE_MESSAGE,
    ]);
    expect(messages(EmployeeAuthorizationSubmission, { ...employee, percentageDeposit: 0 })).toEqual([
      'Percentage of paycheck must be between 1 and 100',
    ]);
    expect(messages(EmployeeAuthorizationSubmission, { ...employee, percentageDeposit: 101 })).toEqual([
      'Percentage of paycheck must be between 1 and 100',
    ]);
    expect(messages(EmployeeAuthorizationSubmission, { ...employee, voidCheck: 'data:text/html;base64,PGI+' })).toEqual(
      ['Please attach an image of a void check'],
    );
    expect(messages(EmployeeAuthorizationSubmission, { ...employee, signature: 'Ana Lopez' })).toEqual([
      'Signature is required',
    ]);
    expect(messages(EmployeeAuthorizationSubmission, { ...employee, accountNumber: '12' })).toEqual([
      'Account number must be 4 to 17 digits',
    ]);
    expect(messages(EmployeeAuthorizationSubmission, { ...employee, accountType: 'brokerage' })).toEqual([
      'Account type is required',
    ]);
  });
});

describe('PaymentAuthorizationSubmission', () => {
  it('accepts a complete form, the state by code', () => {
    expect(parsed(PaymentAuthorizationSubmission, payer)).toMatchObject({
      state: 'California',
      accountNumber: '12345678',
    });
  });

  it('requires the address fields and title, and checks ZIP and routing', () => {
    expect(
      messages(PaymentAuthorizationSubmission, { ...payer, streetAddress: '', city: ' ', titlePosition: undefined }),
    ).toEqual(['Street address is required', 'City is required', 'Title/position is required']);
    expect(messages(PaymentAuthorizationSubmission, { ...payer, zipCode: '9001' })).toEqual([
      'ZIP code must be 5 or 9 digits',
    ]);
    expect(messages(PaymentAuthorizationSubmission, { ...payer, state: 'Narnia' })).toEqual(['State is required']);
    expect(messages(PaymentAuthorizationSubmission, { ...payer, routingNumber: '021000022' })).toEqual([
      ROUTING_CHECKSUM_SAVE_MESSAGE,
    ]);
    expect(
      parsed(PaymentAuthorizationSubmission, { ...payer, zipCode: '90012-1234', streetAddress2: '' }).streetAddress2,
    ).toBeNull();
  });

  it('is found by its public form id', () => {
    expect(publicFormSchema('employee-deposit-authorization')).toBe(EmployeeAuthorizationSubmission);
    expect(publicFormSchema('recurring-payment-authorization')).toBe(PaymentAuthorizationSubmission);
    expect(publicFormSchema('nope')).toBeNull();
  });
});

describe('submission refs, list and actions', () => {
  it('reads the type and id of a path, refusing ids beyond int4', () => {
    expect(parsed(SubmissionRef, { type: 'quote', id: '7' })).toEqual({ type: 'quote', id: 7 });
    expect(messages(SubmissionRef, { type: 'letter', id: '7' })).toEqual([
      'type must be one of contact, quote, service, employee-auth, payment-auth',
    ]);
    expect(messages(SubmissionRef, { type: 'quote', id: String(2 ** 31) })).toEqual([
      'id must be a positive whole number',
    ]);
    expect(messages(SubmissionLinkClient, { clientId: 2 ** 31 })).toEqual(['Please select a client']);
  });

  it('pages the list from query strings', () => {
    expect(parsed(SubmissionListInput, undefined)).toEqual({ limit: 50 });
    expect(
      parsed(SubmissionListInput, { type: 'contact', linked: 'unlinked', limit: '10', cursor: '9', search: ' ana ' }),
    ).toEqual({
      type: 'contact',
      linked: 'unlinked',
      limit: 10,
      cursor: 9,
      search: 'ana',
    });
    expect(messages(SubmissionListInput, { limit: '101' })).toEqual(['limit must be at most 100']);
    expect(messages(SubmissionListInput, { linked: 'maybe' })).toEqual(['linked must be linked or unlinked']);
  });

  it('reveals only the sensitive fields and creates clients or organizations', () => {
    expect(parsed(SubmissionReveal, { field: 'accountNumber' })).toEqual({ field: 'accountNumber' });
    expect(messages(SubmissionReveal, { field: 'firstName' })).toEqual([
      'field must be routingNumber or accountNumber',
    ]);
    expect(parsed(SubmissionCreateProfile, {})).toEqual({});
    expect(messages(SubmissionCreateProfile, { profileType: 'vendor' })).toEqual([
      'profileType must be client or organization',
    ]);
  });

  it('validates the contact, quote and service fields', () => {
    expect(parsed(SUBMISSION_SCHEMAS.contact, { name: ' Ana ', email: '', phone: '(555) 123-4567' })).toEqual({
      name: 'Ana',
      email: null,
      phone: '5551234567',
    });
    expect(messages(SUBMISSION_SCHEMAS.quote, { email: 'nope' })).toEqual([
      'Business name is required',
      'Please enter a valid email address',
    ]);
    expect(messages(SUBMISSION_SCHEMAS.service, {})).toEqual(['Name is required']);
    expect(SUBMISSION_SCHEMAS['employee-auth']).toBe(EmployeeAuthorizationSubmission);
  });
});
