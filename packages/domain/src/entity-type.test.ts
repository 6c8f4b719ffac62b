import { describe, expect, it } from 'vitest';
import { ENTITY_TYPE_LABELS, ENTITY_TYPES, normalizeEntityType } from './entity-type';
import { normalizeService, SERVICE_TABS, SERVICES } from './services';
import { normalizeUsState, US_STATES } from './us-states';

describe('normalizeEntityType', () => {
  it.each([
    ['llc', 'llc'],
    ['LLC', 'llc'],
    ['Corporation', 'corporation'],
    ['Sole Proprietorship', 'sole_proprietorship'],
    ['sole-proprietorship', 'sole_proprietorship'],
    ['Non-Profit', 'nonprofit'],
    ['non-profit', 'nonprofit'],
    ['nonprofit', 'nonprofit'],
    [' Other ', 'other'],
    ['bank', null],
    ['', null],
    [null, null],
  ])('%j -> %j', (value, code) => expect(normalizeEntityType(value)).toBe(code));

  it('maps every label back to its code', () => {
    for (const code of ENTITY_TYPES) expect(normalizeEntityType(ENTITY_TYPE_LABELS[code])).toBe(code);
  });
});

describe('US states and services', () => {
  it('lists 50 states and DC with California first', () => {
    expect(US_STATES).toHaveLength(51);
    expect(US_STATES[0]).toBe('California');
    expect(US_STATES).toContain('District of Columbia');
    expect(new Set(US_STATES).size).toBe(51);
  });

  it.each([
    ['ca', 'California'],
    ['NY', 'New York'],
    ['new york', 'New York'],
    ['DC', 'District of Columbia'],
    ['Atlantis', null],
    [7, null],
  ])('state %j -> %j', (value, name) => expect(normalizeUsState(value)).toBe(name));

  it('maps every service to its tab', () => {
    expect(SERVICES.map((s) => SERVICE_TABS[s])).toEqual(['payroll', 'groupHealth', 'pandc', 'merchant']);
    expect(normalizeService('p&c & bond')).toBe('P&C & Bond');
    expect(normalizeService(3)).toBeNull();
  });
});
