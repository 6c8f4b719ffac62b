import type { Generated, GeneratedAlways } from 'kysely';
import { columnsOf, type ColumnLists } from './columns';
import type { DateString, GeneratedTimestamp, Timestamp } from './platform';

export type ClientStatus = 'active' | 'terminated';
export type PortalStatus = 'activated' | 'pending' | 'terminated' | 'not_invited';
export type RelationshipType = 'Married' | 'Widowed' | 'Divorced' | 'Separated';

/**
 * A client (an individual). Sensitive fields: `<field>Encrypted` holds the envelope string of
 * the API's crypto module, never the clear value; `<field>Last4` the masked display.
 * Soft delete: `deletedAt` set means hidden everywhere.
 */
export interface ClientsTable {
  id: Generated<number>;
  firstName: string;
  middleName: string | null;
  lastName: string;
  fullName: string;
  email: string | null;
  phone: string | null;
  status: Generated<ClientStatus>;
  portalStatus: Generated<PortalStatus>;
  ssnEncrypted: string | null;
  ssnLast4: string | null;
  driverLicense: string | null;
  dateOfBirth: DateString | null;
  address: string | null;
  referralSourceId: number | null;
  /** The add dialog's free-text referral source, when no partner is picked. */
  referralSource: string | null;
  dependents: Generated<boolean>;
  bankruptcyStatus: Generated<boolean>;
  taxPreparation: Generated<boolean>;
  estimatedTaxes: Generated<boolean>;
  issues1099: Generated<boolean>;
  createdBy: number | null;
  createdAt: GeneratedTimestamp;
  updatedAt: GeneratedTimestamp;
  deletedAt: Timestamp | null;
  deletedBy: number | null;
  /** The full name and email lowered, joined by chr(31): what the substring search matches (migration 2026-11-29T2300). */
  searchText: GeneratedAlways<string>;
  /**
   * The list item's JSON text (the API's ClientView), kept by a trigger on every write of the row;
   * null for a client with a referral partner, whose item is built when read (migration 2026-12-07T1500).
   */
  viewJson: GeneratedAlways<string | null>;
}

/** A spouse link from a client to another client; (clientId, spouseId) is unique. */
export interface ClientSpousesTable {
  id: Generated<number>;
  clientId: number;
  spouseId: number;
  relationshipType: RelationshipType;
  createdAt: GeneratedTimestamp;
}

/** Live (not deleted) clients per status, kept by triggers on clients: the list's total without a count. */
export interface ClientStatusCountsTable {
  status: ClientStatus;
  clients: string;
}

export interface ClientTables {
  clients: ClientsTable;
  clientSpouses: ClientSpousesTable;
  clientStatusCounts: ClientStatusCountsTable;
}

export const clientColumns = {
  clients: columnsOf<ClientsTable>()([
    'id',
    'firstName',
    'middleName',
    'lastName',
    'fullName',
    'email',
    'phone',
    'status',
    'portalStatus',
    'ssnEncrypted',
    'ssnLast4',
    'driverLicense',
    'dateOfBirth',
    'address',
    'referralSourceId',
    'referralSource',
    'dependents',
    'bankruptcyStatus',
    'taxPreparation',
    'estimatedTaxes',
    'issues1099',
    'createdBy',
    'createdAt',
    'updatedAt',
    'deletedAt',
    'deletedBy',
    'searchText',
    'viewJson',
  ]),
  clientSpouses: columnsOf<ClientSpousesTable>()(['id', 'clientId', 'spouseId', 'relationshipType', 'createdAt']),
  clientStatusCounts: columnsOf<ClientStatusCountsTable>()(['status', 'clients']),
} satisfies ColumnLists<ClientTables>;
