import type { GroupHealthSection, MerchantAccount, Organization } from './types';

/** Test fixtures shaped like the API's answers. */
export function makeOrganization(overrides: Partial<Organization> = {}): Organization {
  return {
    id: 7,
    displayId: 'B0007',
    businessDba: 'Sunrise Bakery',
    businessLegalName: 'Sunrise Bakery LLC',
    businessEmail: 'hello@sunrise.test',
    businessPhone: '5551234567',
    status: 'active',
    createdAt: '2026-01-05T10:00:00.000Z',
    updatedAt: '2026-01-05T10:00:00.000Z',
    ein: '123456789',
    einType: 'ein',
    eddAccount: '12345678',
    website: null,
    entityType: 'llc',
    stateOfFormation: 'California',
    dateOfFormation: '2020-03-01',
    description: null,
    servicesPurchased: [],
    services: { payroll: false, groupHealth: false, pandc: false, merchant: false },
    referralSourceId: null,
    legalAddress: null,
    physicalAddress: null,
    estimatedTaxes: false,
    issues1099: false,
    taxPreparation: false,
    bookkeeping: false,
    soi: false,
    salesTaxFrequency: null,
    businessLicenseCounty: null,
    businessLicenseRegisteredDate: null,
    businessLicenseReminderDate: null,
    ...overrides,
  } as Organization;
}

export function makeSection(
  id: number,
  sectionType: string,
  overrides: Partial<GroupHealthSection> = {},
): GroupHealthSection {
  return {
    id,
    organizationId: 7,
    sectionType,
    coverageType: sectionType,
    carrier: null,
    generalAgency: null,
    policyNumber: null,
    effectiveDate: null,
    renewalDate: null,
    renewalBadge: null,
    createdAt: '2026-01-05T10:00:00.000Z',
    updatedAt: '2026-01-05T10:00:00.000Z',
    plans: [],
    ...overrides,
  } as GroupHealthSection;
}

export function makeMerchantAccount(id: number, overrides: Partial<MerchantAccount> = {}): MerchantAccount {
  return {
    id,
    organizationId: 7,
    businessDba: `Store ${id}`,
    legalName: null,
    mid: `MID${id}`,
    equipment: 'PAX A920',
    gateway: null,
    averageTicketAmount: 25.5,
    monthlyVolume: null,
    highTicket: null,
    processor: 'Fiserv',
    processorName: null,
    hasEbt: false,
    fsnNumber: null,
    bankName: 'Chase',
    routingNumber: '****0021',
    accountNumber: '****6789',
    status: 'active',
    disableReason: null,
    createdAt: '2026-01-05T10:00:00.000Z',
    updatedAt: '2026-01-05T10:00:00.000Z',
    ...overrides,
  } as MerchantAccount;
}

/** The calls an organization page makes, answered for `org` with empty lists. */
export const detailHandlers = (org = makeOrganization()) => ({
  'organizations.get': () => org,
  'organizations.submissions': () => [],
  'organizations.projects': () => [],
  'organizations.notes.list': () => [],
  'organizationClients.list': () => [],
  'organizationClients.candidates': () => [],
  'referralSources.list': () => [],
});
