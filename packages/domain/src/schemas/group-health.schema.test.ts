import { describe, expect, it } from 'vitest';
import {
  GROUP_HEALTH_TYPES,
  GroupHealthPlanCreate,
  GroupHealthPlanUpdate,
  GroupHealthSectionCreate,
  GroupHealthSectionUpdate,
  PLAN_NAME_REQUIRED,
  SECTION_TYPE_REQUIRED,
} from './group-health.schema';
import { messages, parsed } from './test-helpers';

describe('group health sections', () => {
  it('need a section type, also given as coverageType', () => {
    expect(GROUP_HEALTH_TYPES).toEqual(['medical', 'dental', 'vision', 'life', 'disability']);
    expect(parsed(GroupHealthSectionCreate, { sectionType: 'dental' })).toEqual({ sectionType: 'dental' });
    expect(parsed(GroupHealthSectionCreate, { coverageType: 'vision', carrier: 'Aetna' })).toEqual({
      sectionType: 'vision',
      carrier: 'Aetna',
    });
    expect(messages(GroupHealthSectionCreate, {})).toEqual([SECTION_TYPE_REQUIRED]);
    expect(messages(GroupHealthSectionCreate, { sectionType: 'pet' })).toEqual([SECTION_TYPE_REQUIRED]);
  });

  it('accept listed carriers and agencies, blank as null', () => {
    expect(
      parsed(GroupHealthSectionUpdate, { carrier: '', generalAgency: 'Word & Brown', renewalDate: '2026-01-01' }),
    ).toEqual({
      carrier: null,
      generalAgency: 'Word & Brown',
      renewalDate: '2026-01-01',
    });
    expect(messages(GroupHealthSectionUpdate, { carrier: 'Acme Health' })).toEqual(['Please choose a listed carrier']);
    expect(messages(GroupHealthSectionUpdate, { generalAgency: 'X' })).toEqual([
      'Please choose a listed general agency',
    ]);
    expect(messages(GroupHealthSectionUpdate, { effectiveDate: '2025-02-30' })).toEqual([
      'Effective date must be a valid date (YYYY-MM-DD)',
    ]);
  });
});

describe('group health plans', () => {
  it('need a non-blank plan name', () => {
    expect(messages(GroupHealthPlanCreate, { planName: '   ' })).toEqual([PLAN_NAME_REQUIRED]);
    expect(messages(GroupHealthPlanCreate, {})).toEqual([PLAN_NAME_REQUIRED]);
    expect(parsed(GroupHealthPlanCreate, { planName: ' Gold PPO ' })).toEqual({ planName: 'Gold PPO' });
    expect(parsed(GroupHealthPlanUpdate, { renewalDate: '2026-05-01' })).toEqual({ renewalDate: '2026-05-01' });
    expect(messages(GroupHealthPlanUpdate, { planName: '' })).toEqual([PLAN_NAME_REQUIRED]);
  });
});

describe('coverage lists', () => {
  it('pages every organization, and names a taken type', async () => {
    const { CoverageAllQuery, sectionTypeTaken } = await import('./group-health.schema');
    expect(CoverageAllQuery.parse({ organizationId: '2', limit: '10', offset: '0' })).toEqual({
      organizationId: 2,
      limit: 10,
      offset: 0,
    });
    expect(sectionTypeTaken('dental')).toBe('A dental section already exists for this organization');
  });
});
