import type { Generated } from 'kysely';
import { columnsOf, type ColumnLists } from './columns';
import type { DateString, GeneratedTimestamp } from './platform';

export type PayrollPlatform =
  | 'ADP'
  | 'Paychex'
  | 'QuickBooks Payroll'
  | 'Gusto'
  | 'BambooHR'
  | 'Workday'
  | 'UltiPro'
  | 'Zenefits'
  | 'Rippling'
  | 'OnPay'
  | 'SurePayroll'
  | 'JustWorks'
  | 'TriNet'
  | 'Intuit Full Service Payroll'
  | 'Other';
export type PayrollFrequency =
  'Weekly (52)' | 'Bi-Weekly (26)' | 'Semi-Monthly (24)' | 'Monthly (12)' | 'Quarterly (4)';

/** A payroll record; the `...2` dates are the second set of a semi-monthly payroll. */
export interface PayrollsTable {
  id: Generated<number>;
  organizationId: number;
  payrollPlatform: PayrollPlatform;
  payrollFrequency: PayrollFrequency;
  payPeriodStartDate: DateString | null;
  payPeriodEndDate: DateString | null;
  processingDate: DateString | null;
  payDate: DateString | null;
  payPeriodStartDate2: DateString | null;
  payPeriodEndDate2: DateString | null;
  processingDate2: DateString | null;
  payDate2: DateString | null;
  /** Set to completed from the payroll calendar. */
  status: Generated<'pending' | 'completed'>;
  createdAt: GeneratedTimestamp;
  updatedAt: GeneratedTimestamp;
}

/**
 * One processing or pay date of a payroll of a live organization, kept by triggers in the payroll
 * calendar's order; `head` is the calendar event's JSON text up to its urgency's value.
 */
export interface PayrollEventsTable {
  payrollId: number;
  kind: 'processing' | 'pay' | 'processing2' | 'pay2';
  date: DateString;
  organizationName: string;
  completed: boolean;
  head: string;
}

export interface PayrollTables {
  payrolls: PayrollsTable;
  payrollEvents: PayrollEventsTable;
}

export const payrollColumns = {
  payrolls: columnsOf<PayrollsTable>()([
    'id',
    'organizationId',
    'payrollPlatform',
    'payrollFrequency',
    'payPeriodStartDate',
    'payPeriodEndDate',
    'processingDate',
    'payDate',
    'payPeriodStartDate2',
    'payPeriodEndDate2',
    'processingDate2',
    'payDate2',
    'status',
    'createdAt',
    'updatedAt',
  ]),
  payrollEvents: columnsOf<PayrollEventsTable>()([
    'payrollId',
    'kind',
    'date',
    'organizationName',
    'completed',
    'head',
  ]),
} satisfies ColumnLists<PayrollTables>;
