import { describe, expect, it } from 'vitest';
import { ReferralSourceCreate, ReferralSourceUpdate } from './referral-sources.schema';
import { messages, parsed } from './test-helpers';

describe('ReferralSourceCreate', () => {
  it('requires a first name', () => {
    expect(messages(ReferralSourceCreate, {})).toEqual(['First name is required']);
    expect(messages(ReferralSourceCreate, { firstName: '  ' })).toEqual(['First name is required']);
  });

  it('cleans the names and joins the non-empty ones', () => {
    expect(
      parsed(ReferralSourceCreate, { firstName: 'JOHN', middleName: '', lastName: 'smith', phone: '555-123-4567' }),
    ).toEqual({
      firstName: 'John',
      middleName: null,
      lastName: 'Smith',
      phone: '5551234567',
      fullName: 'John Smith',
    });
    expect(parsed(ReferralSourceCreate, { firstName: 'Cher' }).fullName).toBe('Cher');
  });
});

describe('ReferralSourceUpdate', () => {
  it('validates the tax ids', () => {
    expect(parsed(ReferralSourceUpdate, { ein: '12-3456789', ssn: '****6789' })).toEqual({
      ein: '123456789',
      ssn: '****6789',
    });
    expect(messages(ReferralSourceUpdate, { ein: '1234567890' })).toEqual(['EIN must have at most 9 digits']);
    expect(messages(ReferralSourceUpdate, { firstName: '' })).toEqual(['First name is required']);
  });
});
