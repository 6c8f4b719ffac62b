import { describe, expect, it } from 'vitest';
import { SalesTaxFilingParams, SalesTaxFilingsQuery, SalesTaxFilingUpdate } from './sales-tax.schema';
import { messages, parsed } from './test-helpers';

describe('sales tax inputs', () => {
  it('file or reopen a period of an organization', () => {
    expect(parsed(SalesTaxFilingUpdate, { status: 'filed' })).toEqual({ status: 'filed' });
    expect(messages(SalesTaxFilingUpdate, { status: 'overdue' })).toEqual(['Status must be filed or pending']);
    expect(parsed(SalesTaxFilingParams, { organizationId: '3', dueDate: '2025-04-30' })).toEqual({
      organizationId: 3,
      dueDate: '2025-04-30',
    });
    expect(parsed(SalesTaxFilingsQuery, { frequency: 'quarterly prepay', year: '2025' })).toEqual({
      frequency: 'Quarterly Prepay',
      year: 2025,
    });
    expect(messages(SalesTaxFilingsQuery, { frequency: 'NO TRACKING' })).toEqual([
      'Frequency must be Monthly, Quarterly, Quarterly Prepay or Annually',
    ]);
  });
});
