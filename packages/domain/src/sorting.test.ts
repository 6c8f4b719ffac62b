import { describe, expect, it } from 'vitest';
import { sortByStatus, sortContacts, sortPaymentMethods, sortPcSections, sortServices } from './sorting';

describe('sorting', () => {
  it('orders by status, stable, unknown last, without touching the input', () => {
    const items = [
      { id: 1, status: 'completed' },
      { id: 2, status: 'in_progress' },
      { id: 3, status: 'weird' },
      { id: 4, status: 'not_started' },
      { id: 5, status: 'in_progress' },
      { id: 6, status: 'not_started' },
    ];
    const copy = structuredClone(items);
    expect(sortByStatus(items).map((i) => i.id)).toEqual([4, 6, 2, 5, 1, 3]);
    expect(items).toEqual(copy);
  });

  it('orders services', () => {
    expect(sortServices(['Merchant Processing', 'P&C & Bond', 'Payroll & HR', 'Group Benefits'])).toEqual([
      'Payroll & HR',
      'Group Benefits',
      'P&C & Bond',
      'Merchant Processing',
    ]);
    expect(sortServices(['Unknown', 'Group Benefits'])).toEqual(['Group Benefits', 'Unknown']);
  });

  it('orders P&C sections, also by policyType', () => {
    const types = [
      'umbrella',
      'cyber',
      'bop',
      'auto',
      'epli',
      'commercial_property',
      'professional_liability',
      'workers_comp',
    ];
    expect(sortPcSections(types.map((sectionType) => ({ sectionType }))).map((s) => s.sectionType)).toEqual([
      'bop',
      'workers_comp',
      'epli',
      'professional_liability',
      'auto',
      'cyber',
      'commercial_property',
      'umbrella',
    ]);
    expect(sortPcSections([{ policyType: 'umbrella' }, { policyType: 'bop' }])).toEqual([
      { policyType: 'bop' },
      { policyType: 'umbrella' },
    ]);
  });

  it('puts the main contact and the primary method first, stable', () => {
    expect(
      sortContacts([{ id: 1 }, { id: 2, isMainContact: true }, { id: 3, isMainContact: false }]).map((c) => c.id),
    ).toEqual([2, 1, 3]);
    expect(
      sortPaymentMethods([
        { id: 1, isPrimary: false },
        { id: 2, isPrimary: false },
        { id: 3, isPrimary: true },
      ]).map((c) => c.id),
    ).toEqual([3, 1, 2]);
    expect(sortPaymentMethods([])).toEqual([]);
  });
});
