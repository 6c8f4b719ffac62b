import type { Generated, GeneratedAlways } from 'kysely';
import { columnsOf, type ColumnLists } from './columns';
import type { DateString, GeneratedTimestamp, TextArray, Timestamp } from './platform';

export type OrganizationStatus = 'active' | 'terminated';
export type EinType = 'ein' | 'ssn';
export type EntityType = 'llc' | 'corporation' | 'partnership' | 'sole_proprietorship' | 'nonprofit' | 'other';
export type Service = 'Payroll & HR' | 'Group Benefits' | 'P&C & Bond' | 'Merchant Processing';
export type SalesTaxFrequency = 'NO TRACKING' | 'Monthly' | 'Quarterly' | 'Quarterly Prepay' | 'Annually';
export type BusinessLicenseCounty = 'None' | 'LA City' | 'Other';
export type LinkPosition =
  | 'CEO'
  | 'CFO'
  | 'Secretary'
  | 'President'
  | 'Managing Member'
  | 'Member'
  | 'Manager'
  | 'Other'
  | 'Owner'
  | 'CEO/President'
  | 'Bookkeeper'
  | 'HR'
  | 'Admin';

/**
 * An organization (a business). The tax id: `ein` in clear when `einType` is 'ein', only
 * `einEncrypted` when it is an SSN ('ssn'); `einLast4` for the masked display in both cases
 * (CHECK constraints refuse a clear SSN). `stateOfFormation` is the state's name. Soft delete:
 * `deletedAt` set means hidden everywhere.
 */
export interface OrganizationsTable {
  id: Generated<number>;
  businessDba: string;
  businessLegalName: string | null;
  einType: Generated<EinType>;
  ein: string | null;
  einEncrypted: string | null;
  einLast4: string | null;
  eddAccount: string | null;
  businessPhone: string | null;
  businessEmail: string | null;
  website: string | null;
  entityType: EntityType | null;
  stateOfFormation: string | null;
  dateOfFormation: DateString | null;
  description: string | null;
  servicesPurchased: TextArray<Service>;
  referralSourceId: number | null;
  legalAddress: string | null;
  physicalAddress: string | null;
  status: Generated<OrganizationStatus>;
  estimatedTaxes: Generated<boolean>;
  issues1099: Generated<boolean>;
  taxPreparation: Generated<boolean>;
  bookkeeping: Generated<boolean>;
  soi: Generated<boolean>;
  salesTaxFrequency: SalesTaxFrequency | null;
  businessLicenseCounty: BusinessLicenseCounty | null;
  businessLicenseRegisteredDate: DateString | null;
  businessLicenseReminderDate: DateString | null;
  createdBy: number | null;
  createdAt: GeneratedTimestamp;
  updatedAt: GeneratedTimestamp;
  deletedAt: Timestamp | null;
  deletedBy: number | null;
  /** The DBA, legal name and email lowered, joined by chr(31): what the substring search matches (migration 2026-11-29T2300). */
  searchText: GeneratedAlways<string>;
  /** The list item's JSON text, kept by a trigger on every write of the row (migration 2026-12-07T1510). */
  viewJson: GeneratedAlways<string | null>;
}

/** A client linked to an organization (contacts / owners); (organizationId, clientId) is unique. */
export interface OrganizationClientsTable {
  id: Generated<number>;
  organizationId: number;
  clientId: number;
  positions: TextArray<LinkPosition>;
  /** numeric(5,1), 0 to 100. */
  ownershipPercentage: number | null;
  isMainContact: Generated<boolean>;
  doNotContact: Generated<boolean>;
  dateLinked: Generated<DateString>;
  createdAt: GeneratedTimestamp;
  updatedAt: GeneratedTimestamp;
}

/** The live (not deleted) organizations per status, kept by triggers (migration 2026-11-29T2100). */
export interface OrganizationStatusCountsTable {
  status: OrganizationStatus;
  organizations: string;
}

export interface OrganizationTables {
  organizations: OrganizationsTable;
  organizationClients: OrganizationClientsTable;
  organizationStatusCounts: OrganizationStatusCountsTable;
}

export const organizationColumns = {
  organizations: columnsOf<OrganizationsTable>()([
    'id',
    'businessDba',
    'businessLegalName',
    'einType',
    'ein',
    'einEncrypted',
    'einLast4',
    'eddAccount',
    'businessPhone',
    'businessEmail',
    'website',
    'entityType',
    'stateOfFormation',
    'dateOfFormation',
    'description',
    'servicesPurchased',
    'referralSourceId',
    'legalAddress',
    'physicalAddress',
    'status',
    'estimatedTaxes',
    'issues1099',
    'taxPreparation',
    'bookkeeping',
    'soi',
    'salesTaxFrequency',
    'businessLicenseCounty',
    'businessLicenseRegisteredDate',
    'businessLicenseReminderDate',
    'createdBy',
    'createdAt',
    'updatedAt',
    'deletedAt',
    'deletedBy',
    'searchText',
    'viewJson',
  ]),
  organizationClients: columnsOf<OrganizationClientsTable>()([
    'id',
    'organizationId',
    'clientId',
    'positions',
    'ownershipPercentage',
    'isMainContact',
    'doNotContact',
    'dateLinked',
    'createdAt',
    'updatedAt',
  ]),
  organizationStatusCounts: columnsOf<OrganizationStatusCountsTable>()(['status', 'organizations']),
} satisfies ColumnLists<OrganizationTables>;
