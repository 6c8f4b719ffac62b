import { describe, expect, it } from 'vitest';
import {
  PC_SECTION_LABELS,
  PC_SECTION_TYPE_REQUIRED,
  PC_SECTION_TYPES,
  PcSectionCreate,
  PcSectionUpdate,
} from './pc-sections.schema';
import { messages, parsed } from './test-helpers';

describe('P&C sections', () => {
  it('label every type', () => {
    for (const t of PC_SECTION_TYPES) expect(PC_SECTION_LABELS[t]).toBeTruthy();
    expect(PC_SECTION_LABELS.bop).toBe('BOP / General Liability');
    expect(PC_SECTION_LABELS.professional_liability).toBe('Professional Liability / E&O');
  });

  it('need a type, also given as policyType, with null details on create', () => {
    const create = {
      organizationId: 3,
      sectionType: 'cyber',
      carrier: null,
      generalAgency: null,
      policyNumber: null,
      effectiveDate: null,
      renewalDate: null,
    };
    expect(parsed(PcSectionCreate, create)).toEqual(create);
    expect(parsed(PcSectionCreate, { policyType: 'auto' })).toEqual({ sectionType: 'auto' });
    expect(messages(PcSectionCreate, {})).toEqual([PC_SECTION_TYPE_REQUIRED]);
  });

  it('validate carriers and networks on update', () => {
    expect(parsed(PcSectionUpdate, { carrier: 'Chubb', generalAgency: 'Amwins', policyNumber: ' P-1 ' })).toEqual({
      carrier: 'Chubb',
      generalAgency: 'Amwins',
      policyNumber: 'P-1',
    });
    expect(messages(PcSectionUpdate, { carrier: 'Geico' })).toEqual(['Please choose a listed carrier']);
    expect(messages(PcSectionUpdate, { generalAgency: 'Bob' })).toEqual(['Please choose a listed network']);
    expect(messages(PcSectionUpdate, { sectionType: 'flood' })).toEqual([PC_SECTION_TYPE_REQUIRED]);
  });
});
