import { describe, expect, it } from 'vitest';
import { SUBMISSION_TYPES } from './schemas/submissions.schema';
import {
  SUBMISSION_FIELDS,
  defaultProfileType,
  displayValue,
  profileFromSubmission,
  submissionBusinessName,
  submissionTitle,
  submitterName,
} from './submissions';

describe('submission fields', () => {
  it('lists the rows of spec 4 section 2.9 for every type, with unique keys', () => {
    for (const type of SUBMISSION_TYPES) {
      const keys = SUBMISSION_FIELDS[type].map((f) => f.key);
      expect(new Set(keys).size).toBe(keys.length);
    }
    expect(SUBMISSION_FIELDS.contact.map((f) => f.key)).toEqual(['name', 'email', 'phone', 'message']);
    expect(
      SUBMISSION_FIELDS['employee-auth'].filter((f) => f.kind !== 'text').map((f) => `${f.key}:${f.kind}`),
    ).toEqual(['routingNumber:masked', 'accountNumber:masked', 'signature:signature', 'voidCheck:file']);
  });

  it('shows missing values as N/A', () => {
    expect(displayValue(null)).toBe('N/A');
    expect(displayValue(undefined)).toBe('N/A');
    expect(displayValue('  ')).toBe('N/A');
    expect(displayValue(0)).toBe('0');
    expect(displayValue(' x ')).toBe('x');
  });
});

describe('titles and names', () => {
  it('names the submitter per type', () => {
    expect(submitterName('employee-auth', { firstName: 'Ana', middleName: 'M', lastName: 'Lopez' })).toBe(
      'Ana M Lopez',
    );
    expect(submitterName('payment-auth', {})).toBeNull();
    expect(submitterName('quote', { contactPerson: 'Bo' })).toBe('Bo');
    expect(submitterName('contact', { name: 7 })).toBe('7');
    expect(submitterName('service', { name: { not: 'text' } })).toBeNull();
  });

  it('builds titles from the form and the submitter', () => {
    expect(submissionTitle('quote', { businessName: 'Harbor Cafe', contactPerson: 'Bo' })).toBe(
      'Quote Request - Harbor Cafe',
    );
    expect(submissionTitle('quote', { contactPerson: 'Bo' })).toBe('Quote Request - Bo');
    expect(submissionTitle('contact', {})).toBe('Contact Form');
    expect(submissionTitle('payment-auth', { firstName: 'Ana', lastName: 'Lopez' })).toBe(
      'Recurring Payment Authorization - Ana Lopez',
    );
  });

  it('finds the business of each type', () => {
    expect(submissionBusinessName('contact', { name: 'Ana' })).toBeNull();
    expect(submissionBusinessName('service', { company: 'Acme' })).toBe('Acme');
    expect(submissionBusinessName('employee-auth', { employerName: 'Acme' })).toBe('Acme');
    expect(submissionBusinessName('payment-auth', { accountName: 'Lopez LLC' })).toBe('Lopez LLC');
  });
});

describe('profileFromSubmission', () => {
  it('defaults to an organization for quotes and a client otherwise', () => {
    expect(defaultProfileType('quote')).toBe('organization');
    expect(SUBMISSION_TYPES.filter((t) => defaultProfileType(t) === 'client')).toEqual([
      'contact',
      'service',
      'employee-auth',
      'payment-auth',
    ]);
  });

  it('makes a client from first and last names, or by splitting a full name', () => {
    expect(profileFromSubmission('employee-auth', { firstName: 'Ana', middleName: 'M', lastName: 'Lopez' })).toEqual({
      profileType: 'client',
      firstName: 'Ana',
      middleName: 'M',
      lastName: 'Lopez',
      email: null,
      phone: null,
    });
    expect(
      profileFromSubmission('contact', { name: "Mary Ann O'Neil", email: 'm@x.com', phone: '5551234567' }),
    ).toEqual({
      profileType: 'client',
      firstName: 'Mary Ann',
      middleName: null,
      lastName: "O'Neil",
      email: 'm@x.com',
      phone: '5551234567',
    });
    expect(profileFromSubmission('contact', { name: 'Cher' })).toEqual({
      profileType: 'client',
      error: 'This submission has no first and last name to create a client from',
    });
  });

  it('makes an organization from the business name', () => {
    expect(profileFromSubmission('quote', { businessName: 'Harbor Cafe', email: 'h@x.com' })).toEqual({
      profileType: 'organization',
      businessDba: 'Harbor Cafe',
      businessEmail: 'h@x.com',
      businessPhone: null,
    });
    expect(profileFromSubmission('contact', { name: 'Ana Lopez' }, 'organization')).toEqual({
      profileType: 'organization',
      error: 'This submission has no business name to create an organization from',
    });
    expect(
      profileFromSubmission('quote', { businessName: 'Harbor', contactPerson: 'Bo Chen' }, 'client'),
    ).toMatchObject({
      firstName: 'Bo',
      lastName: 'Chen',
    });
  });
});
