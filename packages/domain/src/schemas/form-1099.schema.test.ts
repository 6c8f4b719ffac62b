import { describe, expect, it } from 'vitest';
import { Form1099Params, Form1099Query, Form1099StatusUpdate } from './form-1099.schema';
import { messages, parsed } from './test-helpers';

describe('1099 inputs', () => {
  it('address an entity and tax year and toggle the status', () => {
    expect(parsed(Form1099Params, { entityType: 'organization', entityId: '12', taxYear: '2024' })).toEqual({
      entityType: 'organization',
      entityId: 12,
      taxYear: 2024,
    });
    expect(messages(Form1099Params, { entityType: 'organization', entityId: '12', taxYear: '24' })).toEqual([
      'Invalid tax year',
    ]);
    expect(messages(Form1099StatusUpdate, { status: 'overdue' })).toEqual(['Status must be pending or completed']);
    expect(parsed(Form1099Query, { year: '2025' })).toEqual({ year: 2025 });
  });
});
