import { describe, expect, it } from 'vitest';
import { SoiEventUpdate, SoiGenerate, SoiRemove } from './soi.schema';
import { messages, parsed } from './test-helpers';

describe('SOI inputs', () => {
  it('toggle completion and generate calendars from the entity type label', () => {
    expect(parsed(SoiEventUpdate, { completed: true })).toEqual({ completed: true });
    expect(messages(SoiEventUpdate, { completed: 'yes' })).toEqual(['completed must be true or false']);
    expect(
      parsed(SoiGenerate, { organizationId: 1, entityType: 'Non-Profit', formationDate: '2020-02-29', dueYears: 1 }),
    ).toEqual({
      organizationId: 1,
      entityType: 'nonprofit',
      formationDate: '2020-02-29',
      dueYears: 1,
    });
    expect(messages(SoiGenerate, { organizationId: 1, entityType: 'llc', formationDate: '2021-02-29' })).toEqual([
      'Formation date must be a valid date (YYYY-MM-DD)',
    ]);
    expect(messages(SoiRemove, {})).toEqual(['Invalid organization']);
  });
});
