import { describe, expect, it } from 'vitest';
import {
  EstimatedTaxFilterInput,
  EstimatedTaxGenerate,
  EstimatedTaxRemove,
  EstimatedTaxStatusUpdate,
} from './estimated-tax.schema';
import { messages, parsed } from './test-helpers';

describe('estimated tax inputs', () => {
  it('toggle status and generate or remove schedules', () => {
    expect(parsed(EstimatedTaxStatusUpdate, { status: 'completed' })).toEqual({ status: 'completed' });
    expect(messages(EstimatedTaxStatusUpdate, { status: 'done' })).toEqual(['Status must be pending or completed']);
    expect(parsed(EstimatedTaxGenerate, { entityType: 'client', entityId: 3, userId: 1 })).toEqual({
      entityType: 'client',
      entityId: 3,
      userId: 1,
    });
    expect(messages(EstimatedTaxRemove, { entityType: 'person', entityId: 3 })).toEqual([
      'Entity type must be client or organization',
    ]);
  });

  it('filter by quarter and year or all', () => {
    expect(parsed(EstimatedTaxFilterInput, {})).toEqual({ quarter: 'all', year: 'all' });
    expect(parsed(EstimatedTaxFilterInput, { quarter: '4', year: '2025' })).toEqual({ quarter: 4, year: 2025 });
    expect(messages(EstimatedTaxFilterInput, { quarter: 5 }).length).toBeGreaterThan(0);
  });
});
