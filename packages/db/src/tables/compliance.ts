import type { Generated, GeneratedAlways } from 'kysely';
import { columnsOf, type ColumnLists } from './columns';
import type { DateString, GeneratedTimestamp, Timestamp } from './platform';

export type TaxEntityType = 'client' | 'organization';
export type PendingOrCompleted = 'pending' | 'completed';

/**
 * Rows of a client or an organization: set `clientId` or `organizationId` (exactly one);
 * `entityType` and `entityId` are generated from them and carry the unique keys, so
 * `onConflict((oc) => oc.columns(['entityType', 'entityId', ...]))` makes generation idempotent.
 */
interface EntityOwned {
  clientId: number | null;
  organizationId: number | null;
  entityType: GeneratedAlways<TaxEntityType>;
  entityId: GeneratedAlways<number>;
}

/** Unique per entity, tax year and quarter. */
export interface EstimatedTaxPaymentsTable extends EntityOwned {
  id: Generated<number>;
  taxYear: number;
  quarter: 1 | 2 | 3 | 4;
  dueDate: DateString;
  reminderDate: DateString;
  status: Generated<PendingOrCompleted>;
  completedAt: Timestamp | null;
  updatedBy: number | null;
  createdBy: number | null;
  createdAt: GeneratedTimestamp;
  updatedAt: GeneratedTimestamp;
}

/** The saved 1099 status, unique per entity and tax year; no row reads as pending. */
export interface Form1099StatusesTable extends EntityOwned {
  id: Generated<number>;
  taxYear: number;
  status: Generated<PendingOrCompleted>;
  completedAt: Timestamp | null;
  updatedBy: number | null;
  createdAt: GeneratedTimestamp;
  updatedAt: GeneratedTimestamp;
}

/** A statement-of-information event: the reminder (30 days before) or the due date of a cycle. */
export interface SoiEventsTable {
  id: Generated<number>;
  organizationId: number;
  kind: 'reminder' | 'due';
  eventDate: DateString;
  dueDate: DateString;
  taxYear: number;
  completed: Generated<boolean>;
  completedAt: Timestamp | null;
  updatedBy: number | null;
  createdAt: GeneratedTimestamp;
  updatedAt: GeneratedTimestamp;
}

/** A sales tax filing's saved status; unique per (organizationId, dueDate, kind). */
export interface SalesTaxFilingsTable {
  id: Generated<number>;
  organizationId: number;
  frequency: 'Monthly' | 'Quarterly' | 'Quarterly Prepay' | 'Annually';
  kind: Generated<'return' | 'prepayment'>;
  periodLabel: string;
  periodStart: DateString;
  periodEnd: DateString;
  dueDate: DateString;
  status: Generated<'pending' | 'filed'>;
  /** Set exactly when filed. */
  filedDate: DateString | null;
  updatedBy: number | null;
  createdAt: GeneratedTimestamp;
  updatedAt: GeneratedTimestamp;
}

/** Unique per (organizationId, kind, year); LA City renewals fall on February 28 of `year`. */
export interface BusinessLicenseRenewalsTable {
  id: Generated<number>;
  organizationId: number;
  kind: 'la_city' | 'other';
  year: number;
  dueDate: DateString;
  status: Generated<PendingOrCompleted>;
  completedAt: Timestamp | null;
  updatedBy: number | null;
  createdBy: number | null;
  createdAt: GeneratedTimestamp;
  updatedAt: GeneratedTimestamp;
}

// The tax lists' counts, kept by statement-level triggers (migration 2026-11-25T1720); bigint
// counts read as strings.
export interface SalesTaxFrequencyCountsTable {
  frequency: string;
  organizations: string;
}
export interface SalesTaxFiledCountsTable {
  frequency: string;
  kind: string;
  dueDate: string;
  filed: string;
}
export interface Form1099FilerCountsTable {
  entityType: string;
  filers: string;
}
export interface Form1099CompletedCountsTable {
  entityType: string;
  taxYear: number;
  completed: string;
}
export interface EstimatedTaxCountsTable {
  taxYear: number;
  quarter: number;
  status: string;
  dueDate: string;
  payments: string;
}
export interface BusinessLicenseCountsTable {
  kind: string;
  year: number;
  status: string;
  dueDate: string;
  renewals: string;
}
export interface SoiEventCountsTable {
  kind: string;
  eventDate: string;
  completed: boolean;
  events: string;
}
/** Per service table (payrolls, group_health_sections, pc_sections): organizations (not deleted) with a row. */
export interface ActiveServiceCountsTable {
  service: string;
  organizations: string;
}

export interface ComplianceTables {
  estimatedTaxPayments: EstimatedTaxPaymentsTable;
  form1099Statuses: Form1099StatusesTable;
  soiEvents: SoiEventsTable;
  salesTaxFilings: SalesTaxFilingsTable;
  businessLicenseRenewals: BusinessLicenseRenewalsTable;
  salesTaxFrequencyCounts: SalesTaxFrequencyCountsTable;
  salesTaxFiledCounts: SalesTaxFiledCountsTable;
  form1099FilerCounts: Form1099FilerCountsTable;
  form1099CompletedCounts: Form1099CompletedCountsTable;
  estimatedTaxCounts: EstimatedTaxCountsTable;
  businessLicenseCounts: BusinessLicenseCountsTable;
  soiEventCounts: SoiEventCountsTable;
  activeServiceCounts: ActiveServiceCountsTable;
}

export const complianceColumns = {
  estimatedTaxPayments: columnsOf<EstimatedTaxPaymentsTable>()([
    'id',
    'clientId',
    'organizationId',
    'entityType',
    'entityId',
    'taxYear',
    'quarter',
    'dueDate',
    'reminderDate',
    'status',
    'completedAt',
    'updatedBy',
    'createdBy',
    'createdAt',
    'updatedAt',
  ]),
  form1099Statuses: columnsOf<Form1099StatusesTable>()([
    'id',
    'clientId',
    'organizationId',
    'entityType',
    'entityId',
    'taxYear',
    'status',
    'completedAt',
    'updatedBy',
    'createdAt',
    'updatedAt',
  ]),
  soiEvents: columnsOf<SoiEventsTable>()([
    'id',
    'organizationId',
    'kind',
    'eventDate',
    'dueDate',
    'taxYear',
    'completed',
    'completedAt',
    'updatedBy',
    'createdAt',
    'updatedAt',
  ]),
  salesTaxFilings: columnsOf<SalesTaxFilingsTable>()([
    'id',
    'organizationId',
    'frequency',
    'kind',
    'periodLabel',
    'periodStart',
    'periodEnd',
    'dueDate',
    'status',
    'filedDate',
    'updatedBy',
    'createdAt',
    'updatedAt',
  ]),
  businessLicenseRenewals: columnsOf<BusinessLicenseRenewalsTable>()([
    'id',
    'organizationId',
    'kind',
    'year',
    'dueDate',
    'status',
    'completedAt',
    'updatedBy',
    'createdBy',
    'createdAt',
    'updatedAt',
  ]),
  salesTaxFrequencyCounts: columnsOf<SalesTaxFrequencyCountsTable>()(['frequency', 'organizations']),
  salesTaxFiledCounts: columnsOf<SalesTaxFiledCountsTable>()(['frequency', 'kind', 'dueDate', 'filed']),
  form1099FilerCounts: columnsOf<Form1099FilerCountsTable>()(['entityType', 'filers']),
  form1099CompletedCounts: columnsOf<Form1099CompletedCountsTable>()(['entityType', 'taxYear', 'completed']),
  estimatedTaxCounts: columnsOf<EstimatedTaxCountsTable>()(['taxYear', 'quarter', 'status', 'dueDate', 'payments']),
  businessLicenseCounts: columnsOf<BusinessLicenseCountsTable>()(['kind', 'year', 'status', 'dueDate', 'renewals']),
  soiEventCounts: columnsOf<SoiEventCountsTable>()(['kind', 'eventDate', 'completed', 'events']),
  activeServiceCounts: columnsOf<ActiveServiceCountsTable>()(['service', 'organizations']),
} satisfies ColumnLists<ComplianceTables>;
