import { dateParts, isIsoDate } from './dates';

// The seven reports of spec 4 section 2.2: their ids, titles and columns, shared by the server
// (SQL, CSV) and the web (table, print view).

export const REPORT_IDS = [
  'projects-pending',
  'active-payroll',
  'active-group-benefits',
  'active-pc',
  'form-1099-pending',
  'soi-pending',
  'estimated-taxes-pending',
] as const;
export type ReportId = (typeof REPORT_IDS)[number];

export interface ReportColumn {
  key: string;
  label: string;
  /** Dates show as MM/dd/yyyy. */
  date?: boolean;
}

const col = (key: string, label: string, date = false): ReportColumn => (date ? { key, label, date } : { key, label });

export const REPORTS: Readonly<Record<ReportId, { title: string; columns: readonly ReportColumn[] }>> = {
  'projects-pending': {
    title: 'Projects Pending',
    columns: [
      col('projectName', 'Project Name'),
      col('status', 'Status'),
      col('clientOrOrganization', 'Client/Organization'),
      col('dueDate', 'Due Date', true),
      col('projectManager', 'Project Manager'),
      col('assignedTo', 'Assigned To'),
    ],
  },
  'active-payroll': {
    title: 'Active Payroll Accounts',
    columns: [
      col('organizationId', 'Organization ID'),
      col('organizationName', 'Organization Name'),
      col('legalName', 'Legal Name'),
      col('phone', 'Phone'),
      col('email', 'Email'),
    ],
  },
  'active-group-benefits': {
    title: 'Active Group Benefits Accounts',
    columns: [
      col('organizationId', 'Organization ID'),
      col('name', 'Name'),
      col('benefits', 'Benefits'),
      col('phone', 'Phone'),
      col('email', 'Email'),
    ],
  },
  'active-pc': {
    title: 'Active P&C & Bond Accounts',
    columns: [
      col('organizationId', 'Organization ID'),
      col('name', 'Name'),
      col('policyTypes', 'Policy Types'),
      col('phone', 'Phone'),
      col('email', 'Email'),
    ],
  },
  'form-1099-pending': {
    title: '1099 Filing Pending',
    columns: [
      col('entityId', 'Entity ID'),
      col('entityName', 'Entity Name'),
      col('type', 'Type'),
      col('dueDate', 'Due Date', true),
    ],
  },
  'soi-pending': {
    title: 'SOI Filing Pending',
    columns: [
      col('organizationId', 'Organization ID'),
      col('name', 'Name'),
      col('dueDate', 'Due Date', true),
      col('status', 'Status'),
    ],
  },
  'estimated-taxes-pending': {
    title: 'Estimated Taxes Pending',
    columns: [
      col('entityId', 'Entity ID'),
      col('entityName', 'Entity Name'),
      col('type', 'Type'),
      col('quarter', 'Quarter'),
      col('year', 'Year'),
      col('dueDate', 'Due Date', true),
      col('status', 'Status'),
    ],
  },
};

/** The business-line tabs of the reports screen. */
export const REPORT_TABS = ['General', 'Tax Alliance', 'WageWhiz', 'Evmark', 'Xylaris'] as const;

/** `2026-04-15` as `04/15/2026`; anything else unchanged. */
export function formatReportDate(value: unknown): string {
  if (!isIsoDate(value)) return value === null || value === undefined ? '' : String(value);
  const { year, month, day } = dateParts(value);
  return `${String(month).padStart(2, '0')}/${String(day).padStart(2, '0')}/${year}`;
}

/** A report row's cells in column order, as the table, the print view and the CSV show them. */
export function reportCells(report: ReportId, row: Readonly<Record<string, unknown>>): string[] {
  return REPORTS[report].columns.map((c) =>
    c.date ? formatReportDate(row[c.key]) : row[c.key] === null || row[c.key] === undefined ? '' : String(row[c.key]),
  );
}

/** Status words of the reports: Completed or Pending. */
export const reportStatus = (done: boolean): 'Completed' | 'Pending' => (done ? 'Completed' : 'Pending');

/** Project statuses as the Projects Pending report shows them. */
export const PROJECT_REPORT_STATUS: Readonly<Record<string, string>> = {
  not_started: 'Not Yet Started',
  in_progress: 'In Progress',
  completed: 'Complete',
};
