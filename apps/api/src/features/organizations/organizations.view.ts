import { SERVICES, SERVICE_TABS, formatDisplayId } from '@app/domain';
import { toIso } from '@app/db';
import { maskedFromLast4 } from '../../security/sensitive-field';
import type * as repo from './organizations.repo';
import type { OrganizationListRow } from './organizations-list.repo';

// The organization as the API answers it: the list item and the full record (tax id masked).

export interface OrganizationListItem {
  id: number;
  displayId: string;
  businessDba: string;
  businessLegalName: string | null;
  businessEmail: string | null;
  businessPhone: string | null;
  status: 'active' | 'terminated';
  createdAt: string;
}

export type ServiceFlags = Record<(typeof SERVICE_TABS)[keyof typeof SERVICE_TABS], boolean>;

export interface Organization extends Omit<OrganizationListItem, never> {
  /** EIN in clear; an SSN-type tax id masked (`****6789`), the clear value only through reveal. */
  ein: string | null;
  einType: 'ein' | 'ssn';
  eddAccount: string | null;
  website: string | null;
  entityType: repo.OrganizationRow['entityType'];
  stateOfFormation: string | null;
  dateOfFormation: string | null;
  description: string | null;
  servicesPurchased: string[];
  /** The service tabs the list unlocks (payroll, groupHealth, pandc, merchant). */
  services: ServiceFlags;
  referralSourceId: number | null;
  legalAddress: string | null;
  physicalAddress: string | null;
  estimatedTaxes: boolean;
  issues1099: boolean;
  taxPreparation: boolean;
  bookkeeping: boolean;
  soi: boolean;
  salesTaxFrequency: string | null;
  businessLicenseCounty: string | null;
  businessLicenseRegisteredDate: string | null;
  businessLicenseReminderDate: string | null;
  updatedAt: string;
}

function serviceFlags(list: readonly string[]): ServiceFlags {
  const flags = { payroll: false, groupHealth: false, pandc: false, merchant: false };
  for (const s of SERVICES) if (list.includes(s)) flags[SERVICE_TABS[s]] = true;
  return flags;
}

export function toOrganization(row: repo.OrganizationRow): Organization {
  return {
    id: row.id,
    displayId: formatDisplayId('organization', row.id),
    businessDba: row.businessDba,
    businessLegalName: row.businessLegalName,
    ein: row.einType === 'ssn' ? maskedFromLast4(row.einLast4) : row.ein,
    einType: row.einType,
    eddAccount: row.eddAccount,
    businessPhone: row.businessPhone,
    businessEmail: row.businessEmail,
    website: row.website,
    entityType: row.entityType,
    stateOfFormation: row.stateOfFormation,
    dateOfFormation: row.dateOfFormation,
    description: row.description,
    servicesPurchased: row.servicesPurchased ?? [],
    services: serviceFlags(row.servicesPurchased ?? []),
    referralSourceId: row.referralSourceId,
    legalAddress: row.legalAddress,
    physicalAddress: row.physicalAddress,
    status: row.status,
    estimatedTaxes: row.estimatedTaxes,
    issues1099: row.issues1099,
    taxPreparation: row.taxPreparation,
    bookkeeping: row.bookkeeping,
    soi: row.soi,
    salesTaxFrequency: row.salesTaxFrequency,
    businessLicenseCounty: row.businessLicenseCounty,
    businessLicenseRegisteredDate: row.businessLicenseRegisteredDate,
    businessLicenseReminderDate: row.businessLicenseReminderDate,
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
  };
}

/** The list item of a stored row (organizations.view.repo.ts builds the same in the database). */
export function toListItem(
  row: OrganizationListRow | Pick<repo.OrganizationRow, keyof OrganizationListRow>,
): OrganizationListItem {
  return {
    id: row.id,
    displayId: formatDisplayId('organization', row.id),
    businessDba: row.businessDba,
    businessLegalName: row.businessLegalName,
    businessEmail: row.businessEmail,
    businessPhone: row.businessPhone,
    status: row.status,
    createdAt: toIso(row.createdAt),
  };
}
