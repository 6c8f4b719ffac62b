import { describe, expect, it } from 'vitest';
import {
  BUSINESS_DBA_REQUIRED,
  changedFields,
  EDD_ACCOUNT_MESSAGE,
  LA_CITY_DATE_REQUIRED,
  OrganizationCreate,
  OrganizationDuplicateCheck,
  OrganizationListQuery,
  organizationRuleProblems,
  OrganizationUpdate,
  OTHER_DATE_REQUIRED,
  SOI_NOT_ELIGIBLE,
  TAX_ID_MESSAGE,
} from './organizations.schema';
import { messages, parsed } from './test-helpers';

describe('OrganizationCreate', () => {
  it('requires a DBA with the spec message', () => {
    expect(messages(OrganizationCreate, {})).toEqual([BUSINESS_DBA_REQUIRED]);
    expect(messages(OrganizationCreate, { businessDba: '   ' })).toEqual(['Please enter a business DBA name']);
  });

  it('cleans names, maps entity types and states, splits services and defaults the tax id type', () => {
    expect(
      parsed(OrganizationCreate, {
        businessDba: '  Acme   Widgets ',
        businessLegalName: 'ACME  WIDGETS LLC',
        ein: '12-3456789',
        eddAccount: '123-4567-8',
        entityType: 'Non-Profit',
        stateOfFormation: 'ca',
        dateOfFormation: '',
        servicesPurchased: 'Merchant Processing, payroll & hr, Merchant Processing',
        referralSourceId: '',
      }),
    ).toEqual({
      businessDba: 'Acme Widgets',
      businessLegalName: 'ACME WIDGETS LLC',
      ein: '123456789',
      eddAccount: '12345678',
      entityType: 'nonprofit',
      stateOfFormation: 'California',
      dateOfFormation: null,
      servicesPurchased: ['Payroll & HR', 'Merchant Processing'],
      referralSourceId: null,
      einType: 'ein',
      status: 'active',
    });
  });

  it.each([
    ['LLC', 'llc'],
    ['non-profit', 'nonprofit'],
    ['Sole Proprietorship', 'sole_proprietorship'],
    ['corporation', 'corporation'],
    ['', null],
  ])('entity type %j -> %j', (input, code) =>
    expect(parsed(OrganizationCreate, { businessDba: 'A', entityType: input }).entityType).toBe(code),
  );

  it('rejects bad values with field messages', () => {
    const base = { businessDba: 'A' };
    expect(messages(OrganizationCreate, { ...base, entityType: 'bank' })).toEqual([
      'Please choose a valid entity type',
    ]);
    expect(messages(OrganizationCreate, { ...base, ein: '1234567890' })).toEqual([TAX_ID_MESSAGE]);
    expect(messages(OrganizationCreate, { ...base, eddAccount: '123456789' })).toEqual([EDD_ACCOUNT_MESSAGE]);
    expect(messages(OrganizationCreate, { ...base, servicesPurchased: ['Payroll & HR', 'Laundry'] })).toEqual([
      'Unknown service: Laundry',
    ]);
    expect(messages(OrganizationCreate, { ...base, stateOfFormation: 'Atlantis' })).toEqual([
      'Please choose a US state',
    ]);
    expect(messages(OrganizationCreate, { ...base, einType: 'itin' })).toEqual(['Tax ID type must be ein or ssn']);
  });

  it('reads sales tax frequencies including NO TRACKING', () => {
    const freq = (v: unknown) =>
      parsed(OrganizationCreate, { businessDba: 'A', salesTaxFrequency: v }).salesTaxFrequency;
    expect(freq('NO TRACKING')).toBe('NO TRACKING');
    expect(freq('no_tracking')).toBe('NO TRACKING');
    expect(freq('quarterly prepay')).toBe('Quarterly Prepay');
    expect(freq(null)).toBeNull();
    expect(messages(OrganizationCreate, { businessDba: 'A', salesTaxFrequency: 'Weekly' })).toEqual([
      'Please choose a sales tax frequency',
    ]);
  });
});

describe('OrganizationUpdate', () => {
  it('needs the registered date with LA City and the reminder date with Other', () => {
    expect(messages(OrganizationUpdate, { businessLicenseCounty: 'LA City' })).toEqual([LA_CITY_DATE_REQUIRED]);
    expect(
      messages(OrganizationUpdate, { businessLicenseCounty: 'LA City', businessLicenseRegisteredDate: '' }),
    ).toEqual([LA_CITY_DATE_REQUIRED]);
    expect(messages(OrganizationUpdate, { businessLicenseCounty: 'Other' })).toEqual([OTHER_DATE_REQUIRED]);
    expect(
      parsed(OrganizationUpdate, { businessLicenseCounty: 'LA City', businessLicenseRegisteredDate: '2024-03-01' }),
    ).toEqual({
      businessLicenseCounty: 'LA City',
      businessLicenseRegisteredDate: '2024-03-01',
    });
    expect(
      parsed(OrganizationUpdate, { businessLicenseCounty: 'Other', businessLicenseReminderDate: '2024-03-01' })
        .businessLicenseCounty,
    ).toBe('Other');
    expect(parsed(OrganizationUpdate, { businessLicenseCounty: 'None' })).toEqual({ businessLicenseCounty: 'None' });
    expect(messages(OrganizationUpdate, { businessLicenseCounty: 'Orange' })).toEqual([
      'Please choose None, LA City or Other',
    ]);
  });

  it('allows SOI only for eligible entity types', () => {
    expect(messages(OrganizationUpdate, { soi: true, entityType: 'Sole Proprietorship' })).toEqual([SOI_NOT_ELIGIBLE]);
    expect(parsed(OrganizationUpdate, { soi: true, entityType: 'LLC' })).toEqual({ soi: true, entityType: 'llc' });
    expect(parsed(OrganizationUpdate, { soi: true })).toEqual({ soi: true });
  });

  it('accepts partial changes, a masked tax id and keeps a sent DBA required', () => {
    expect(parsed(OrganizationUpdate, {})).toEqual({});
    expect(parsed(OrganizationUpdate, { ein: '*****6789', einType: 'ssn', status: 'terminated' })).toEqual({
      ein: '*****6789',
      einType: 'ssn',
      status: 'terminated',
    });
    expect(messages(OrganizationUpdate, { businessDba: '' })).toEqual([BUSINESS_DBA_REQUIRED]);
  });

  it('validates merged records through organizationRuleProblems', () => {
    expect(
      organizationRuleProblems({ businessLicenseCounty: 'LA City', businessLicenseRegisteredDate: '2024-01-01' }),
    ).toEqual([]);
    expect(organizationRuleProblems({ businessLicenseCounty: 'Other', businessLicenseReminderDate: null })).toEqual([
      { path: 'businessLicenseReminderDate', message: OTHER_DATE_REQUIRED },
    ]);
  });
});

describe('duplicates, lists and changes', () => {
  it('checks duplicates by DBA', () => {
    expect(parsed(OrganizationDuplicateCheck, { businessDba: ' Acme ' })).toEqual({ businessDba: 'Acme' });
    expect(messages(OrganizationDuplicateCheck, { businessDba: '' })).toEqual([BUSINESS_DBA_REQUIRED]);
    expect(parsed(OrganizationListQuery, { status: 'terminated' })).toEqual({ status: 'terminated' });
  });

  it('sends only changed fields; an emptied field is sent as null to clear it', () => {
    const original = { businessDba: 'A', website: 'a.com', servicesPurchased: ['Payroll & HR'], description: '' };
    expect(
      changedFields(original, { businessDba: 'A', website: '', servicesPurchased: ['Payroll & HR', 'P&C & Bond'] }),
    ).toEqual({
      website: null,
      servicesPurchased: ['Payroll & HR', 'P&C & Bond'],
    });
    expect(changedFields(original, { businessDba: 'A', website: null })).toEqual({ website: null });
    expect(changedFields(original, { businessDba: 'A', website: 'a.com', description: '' })).toEqual({});
    expect(changedFields(original, { description: null, missing: '' })).toEqual({});
    expect(changedFields(original, { businessDba: 'B' })).toEqual({ businessDba: 'B' });
  });
});

describe('organization path and sub-call schemas', () => {
  it('reads ids, the reveal field, the client path and the candidate query', async () => {
    const m = await import('./organizations.schema');
    expect(m.OrganizationIdInput.parse({ id: '7' })).toEqual({ id: 7 });
    expect(m.OrganizationIdInput.safeParse({ id: 'x' }).success).toBe(false);
    expect(m.OrganizationReveal.parse({ field: 'ein' })).toEqual({ field: 'ein' });
    expect(messages(m.OrganizationReveal, { field: 'ssn' })).toEqual(['Only ein can be revealed']);
    expect(m.OrganizationClientPath.parse({ id: '1', clientId: 2 })).toEqual({ id: 1, clientId: 2 });
    expect(m.RecordIdInput.parse({ id: 3 })).toEqual({ id: 3 });
    expect(m.OrganizationClientCandidatesQuery.parse({ search: ' ann ', limit: '5' })).toEqual({
      search: 'ann',
      limit: 5,
    });
  });

  it('creates an organization project in progress unless told, with a name', async () => {
    const { OrganizationProjectCreate } = await import('./organizations.schema');
    expect(OrganizationProjectCreate.parse({ name: ' Books ' })).toMatchObject({
      name: 'Books',
      status: 'in_progress',
    });
    expect(OrganizationProjectCreate.parse({ name: 'A', status: 'completed' }).status).toBe('completed');
    expect(messages(OrganizationProjectCreate, { name: ' ' })).toEqual(['Please enter a project name']);
  });
});
