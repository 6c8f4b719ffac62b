import { describe, expect, it } from 'vitest';
import { publicFormFieldRequired } from './submissions.schema.js';

describe('publicFormFieldRequired', () => {
  it('reads the Employee Authorization rules from its schema: the date is optional (it defaults to today)', () => {
    const required = (field: string) => publicFormFieldRequired('employee-deposit-authorization', field);
    expect(required('signatureDate')).toBe(false);
    expect(required('signatureNames')).toBe(false);
    expect(required('signature')).toBe(true);
    expect(required('voidCheck')).toBe(true);
    expect(required('firstName')).toBe(true);
    expect(required('percentageDeposit')).toBe(true);
  });
  it('reads the Recurring Payment Authorization rules, and refuses a field the form does not have', () => {
    expect(publicFormFieldRequired('recurring-payment-authorization', 'signature')).toBe(false);
    expect(publicFormFieldRequired('recurring-payment-authorization', 'titlePosition')).toBe(true);
    expect(() => publicFormFieldRequired('recurring-payment-authorization', 'nope')).toThrow(/nope/);
  });
});
