import { describe, expect, it } from 'vitest';
import {
  CLIENT_NAMES_REQUIRED,
  ClientCreate,
  ClientDuplicateCheck,
  ClientListQuery,
  ClientUpdate,
  SSN_MESSAGE,
} from './clients.schema';
import { PHONE_MESSAGE } from './common';
import { messages, parsed } from './test-helpers';

describe('ClientCreate', () => {
  it('formats names, builds the full name and defaults the status', () => {
    expect(
      parsed(ClientCreate, {
        firstName: ' mary ',
        middleName: 'ann',
        lastName: "o'neil",
        email: '',
        phone: '(555) 123-4567',
      }),
    ).toEqual({
      firstName: 'Mary',
      middleName: 'Ann',
      lastName: "O'Neil",
      email: null,
      phone: '5551234567',
      status: 'active',
      fullName: "Mary Ann O'Neil",
    });
    expect(parsed(ClientCreate, { firstName: 'McDonald', lastName: 'Smith', fullName: 'ignored' }).fullName).toBe(
      'McDonald Smith',
    );
  });

  it('requires first and last name with the spec message', () => {
    expect(messages(ClientCreate, {})).toEqual([CLIENT_NAMES_REQUIRED, CLIENT_NAMES_REQUIRED]);
    expect(messages(ClientCreate, { firstName: 'A', lastName: '   ' })).toEqual([
      'First name and last name are required',
    ]);
  });

  it('checks phone, SSN, email and date of birth', () => {
    const base = { firstName: 'A', lastName: 'B' };
    expect(messages(ClientCreate, { ...base, phone: '55512345678' })).toEqual([PHONE_MESSAGE]);
    expect(messages(ClientCreate, { ...base, ssn: '1234567890' })).toEqual([SSN_MESSAGE]);
    expect(parsed(ClientCreate, { ...base, ssn: '123-45-6789' }).ssn).toBe('123456789');
    expect(messages(ClientCreate, { ...base, email: 'x@' })).toEqual(['Please enter a valid email address']);
    expect(messages(ClientCreate, { ...base, dateOfBirth: '1990-02-30' })).toEqual([
      'Date of birth must be a valid date (YYYY-MM-DD)',
    ]);
    expect(messages(ClientCreate, { ...base, status: 'gone' })).toEqual(['Status must be active or terminated']);
  });
});

describe('ClientUpdate', () => {
  it('accepts partial changes, flags and a masked SSN', () => {
    expect(parsed(ClientUpdate, {})).toEqual({});
    expect(parsed(ClientUpdate, { estimatedTaxes: true, status: 'terminated', ssn: '***-**-6789' })).toEqual({
      estimatedTaxes: true,
      status: 'terminated',
      ssn: '***-**-6789',
    });
    expect(parsed(ClientUpdate, { dateOfBirth: '', referralSourceId: '4' })).toEqual({
      dateOfBirth: null,
      referralSourceId: 4,
    });
  });

  it('keeps names required when they are sent', () => {
    expect(messages(ClientUpdate, { firstName: '' })).toEqual([CLIENT_NAMES_REQUIRED]);
    expect(messages(ClientUpdate, { issues1099: 'yes' }).length).toBe(1);
  });
});

describe('ClientDuplicateCheck / ClientListQuery', () => {
  it('needs both names and reads list filters', () => {
    expect(messages(ClientDuplicateCheck, { firstName: 'A' })).toEqual([CLIENT_NAMES_REQUIRED]);
    expect(parsed(ClientListQuery, { search: ' ann ', status: 'all', limit: '5' })).toEqual({
      search: 'ann',
      status: 'all',
      limit: 5,
    });
  });
});
