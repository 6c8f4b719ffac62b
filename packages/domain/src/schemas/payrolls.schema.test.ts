import { describe, expect, it } from 'vitest';
import {
  PAYROLL_FREQUENCIES,
  PAYROLL_PLATFORMS,
  PayrollCreate,
  payrollFrequencyLabel,
  PayrollUpdate,
  REQUIRED_FIELDS_MESSAGE,
} from './payrolls.schema';
import { messages, parsed } from './test-helpers';

describe('PayrollCreate', () => {
  it('needs a platform and a frequency', () => {
    expect(messages(PayrollCreate, {})).toEqual([REQUIRED_FIELDS_MESSAGE, REQUIRED_FIELDS_MESSAGE]);
    expect(messages(PayrollCreate, { payrollPlatform: 'ADP', payrollFrequency: 'Daily' })).toEqual([
      'Please fill in all required fields',
    ]);
  });

  it('accepts bare frequency names and platform spellings, and blank dates', () => {
    expect(
      parsed(PayrollCreate, {
        payrollPlatform: 'gusto',
        payrollFrequency: 'bi-weekly',
        payDate: '',
        payPeriodStartDate2: '2025-01-16',
        organizationId: 4,
      }),
    ).toEqual({
      payrollPlatform: 'Gusto',
      payrollFrequency: 'Bi-Weekly (26)',
      payDate: null,
      payPeriodStartDate2: '2025-01-16',
      organizationId: 4,
    });
    expect(
      messages(PayrollCreate, { payrollPlatform: 'ADP', payrollFrequency: 'Weekly (52)', payDate: '2025-13-01' }),
    ).toEqual(['Please enter a valid date (YYYY-MM-DD)']);
  });

  it('lists the spec enumerations', () => {
    expect(PAYROLL_PLATFORMS).toHaveLength(15);
    expect(PAYROLL_FREQUENCIES).toEqual([
      'Weekly (52)',
      'Bi-Weekly (26)',
      'Semi-Monthly (24)',
      'Monthly (12)',
      'Quarterly (4)',
    ]);
    expect(payrollFrequencyLabel('quarterly')).toBe('Quarterly (4)');
    expect(payrollFrequencyLabel('yearly')).toBeNull();
  });
});

describe('PayrollUpdate', () => {
  it('takes partial changes, including a completion', () => {
    expect(parsed(PayrollUpdate, { status: 'completed' })).toEqual({ status: 'completed' });
    expect(messages(PayrollUpdate, { payrollPlatform: '' })).toEqual([REQUIRED_FIELDS_MESSAGE]);
  });
});

describe('payroll queries', () => {
  it('reads the schedule query and the all-payrolls query', async () => {
    const { PayrollScheduleQuery, PayrollAllQuery } = await import('./payrolls.schema');
    expect(PayrollScheduleQuery.parse({ organizationId: '4', year: '2026' })).toEqual({
      organizationId: 4,
      year: 2026,
    });
    expect(PayrollScheduleQuery.safeParse({ organizationId: '4', year: '1200' }).success).toBe(false);
    expect(PayrollAllQuery.parse({ organizationId: '', frequency: 'weekly', limit: '10' })).toEqual({
      organizationId: null,
      frequency: 'Weekly (52)',
      limit: 10,
    });
    expect(PayrollAllQuery.parse({})).toEqual({});
    expect(PayrollAllQuery.safeParse({ frequency: 'daily' }).success).toBe(false);
  });
});
