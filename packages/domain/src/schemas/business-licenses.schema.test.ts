import { describe, expect, it } from 'vitest';
import {
  BusinessLicenseGenerate,
  BusinessLicenseGenerateOther,
  BusinessLicenseRemove,
  BusinessLicenseStatusUpdate,
} from './business-licenses.schema';
import { messages, parsed } from './test-helpers';

describe('business license inputs', () => {
  it('generate renewals from the right date and toggle status', () => {
    expect(parsed(BusinessLicenseGenerate, { organizationId: 2, registeredDate: '2024-03-01' })).toEqual({
      organizationId: 2,
      registeredDate: '2024-03-01',
    });
    expect(messages(BusinessLicenseGenerate, { organizationId: 2 })).toEqual([
      'Registered date is required when LA City is selected',
    ]);
    expect(messages(BusinessLicenseGenerateOther, { organizationId: 2, reminderDate: '' })).toEqual([
      'Reminder date is required when Other is selected',
    ]);
    expect(parsed(BusinessLicenseStatusUpdate, { status: 'completed' })).toEqual({ status: 'completed' });
    expect(messages(BusinessLicenseStatusUpdate, { status: 'overdue' })).toEqual([
      'Status must be pending or completed',
    ]);
    expect(parsed(BusinessLicenseRemove, { organizationId: '5' })).toEqual({ organizationId: 5 });
  });
});
