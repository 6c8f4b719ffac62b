import {
  addDays,
  formatDisplayId,
  PC_SECTION_LABELS,
  PROJECT_REPORT_STATUS,
  REPORTS,
  reportCells,
  reportStatus,
  type PcSectionType,
  type ReportId,
  type ReportInput,
} from '@app/domain';
import type { Ctx } from '../../core/service-context';
import { pagesOf, type CsvExport } from '../../lists/csv-export';
import * as estimatedTax from '../estimated-tax/estimated-tax.service';
import * as form1099 from '../form-1099/form-1099.service';
import { firmToday } from '../../core/firm-date';
import * as soi from '../soi/soi-calendar.service';
import * as repo from './reports.repo';
import { remember } from '../../cache/read-cache';

// The seven reports (spec 4 section 2.2): each one server call, computed in SQL with a page; the
// rows carry the columns' keys with dates as YYYY-MM-DD (shown MM/dd/yyyy by reportCells).

export type ReportRow = Record<string, string | number | null>;
export interface ReportPage {
  items: ReportRow[];
  total: number;
  /** More rows than `total` (a capped count). */
  totalCapped?: boolean;
}

const DEFAULT_LIMIT = 100;
const SOI_DEFAULT_WINDOW = 30;
const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const typeLabels = (codes: string | null, label: (code: string) => string) =>
  codes ? codes.split(',').map(label).join(', ') : '';

async function organizations(
  ctx: Ctx,
  table: repo.ServiceTable,
  limit: number,
  offset: number,
  row: (r: repo.OrganizationReportRow) => ReportRow,
): Promise<ReportPage> {
  const [rows, total] = await Promise.all([
    repo.activeOrganizationsPage(ctx.db, table, limit, offset),
    repo.activeOrganizationsCount(ctx.db, table),
  ]);
  return { items: rows.map(row), total };
}

const contact = (r: repo.OrganizationReportRow) => ({
  organizationId: formatDisplayId('organization', r.id),
  phone: r.businessPhone,
  email: r.businessEmail,
});

const RUNNERS: Record<ReportId, (ctx: Ctx, input: ReportInput, limit: number, offset: number) => Promise<ReportPage>> =
  {
    'projects-pending': async (ctx, _input, limit, offset) => {
      const [rows, total] = await Promise.all([
        repo.projectsPendingPage(ctx.db, limit, offset),
        repo.projectsPendingCount(ctx.db),
      ]);
      return {
        items: rows.map((r) => ({
          projectName: r.projectName,
          status: PROJECT_REPORT_STATUS[r.status] ?? r.status,
          clientOrOrganization: r.clientOrOrganization ?? 'N/A',
          dueDate: r.dueDate,
          projectManager: r.projectManager ?? 'N/A',
          assignedTo: r.assignedTo || 'N/A',
        })),
        total,
      };
    },
    'active-payroll': (ctx, _input, limit, offset) =>
      organizations(ctx, 'payrolls', limit, offset, (r) => ({
        ...contact(r),
        organizationName: r.businessDba,
        legalName: r.businessLegalName,
      })),
    'active-group-benefits': (ctx, _input, limit, offset) =>
      organizations(ctx, 'group_health_sections', limit, offset, (r) => ({
        ...contact(r),
        name: r.businessDba,
        benefits: typeLabels(r.types, capitalize),
      })),
    'active-pc': (ctx, _input, limit, offset) =>
      organizations(ctx, 'pc_sections', limit, offset, (r) => ({
        ...contact(r),
        name: r.businessDba,
        policyTypes: typeLabels(r.types, (c) => PC_SECTION_LABELS[c as PcSectionType] ?? c),
      })),
    'form-1099-pending': async (ctx, _input, limit, offset) => {
      const page = await form1099.openFilings(ctx, limit, offset);
      return {
        items: page.items.map((r) => ({
          entityId: r.formattedId,
          entityName: r.entityName,
          type: r.entityType === 'client' ? 'Client' : 'Organization',
          dueDate: r.dueDate,
        })),
        total: page.total,
        totalCapped: page.totalCapped,
      };
    },
    'soi-pending': async (ctx, input, limit, offset) => {
      const today = firmToday(ctx);
      const page = await soi.listEvents(ctx, {
        kind: 'due',
        from: today,
        to: addDays(today, input.window ?? SOI_DEFAULT_WINDOW),
        limit,
        offset,
      });
      return {
        items: page.items.map((e) => ({
          organizationId: e.formattedId,
          name: e.organizationName,
          dueDate: e.due_date,
          status: reportStatus(e.completed),
        })),
        total: page.total,
      };
    },
    'estimated-taxes-pending': async (ctx, input, limit, offset) => {
      const page = await estimatedTax.list(ctx, { quarter: input.quarter, year: input.year, limit, offset });
      return {
        items: page.items.map((p) => ({
          entityId: p.formattedId,
          entityName: p.entityName,
          type: p.entityType === 'client' ? 'Client' : 'Organization',
          quarter: `Q${p.quarter}`,
          year: p.taxYear,
          dueDate: p.dueDate,
          status: reportStatus(p.status === 'completed'),
        })),
        total: page.total,
        totalCapped: page.totalCapped,
      };
    },
  };

/** One page of a report. */
export function run(ctx: Ctx, input: ReportInput): Promise<ReportPage> {
  return remember(ctx, 'reports.run', input, () =>
    RUNNERS[input.report](ctx, input, input.limit ?? DEFAULT_LIMIT, input.offset ?? 0),
  );
}

/** The whole report as CSV, streamed page by page, cells as the table shows them. */
export function csv(ctx: Ctx, input: ReportInput): CsvExport {
  const report = input.report;
  return {
    filename: `${report}-${firmToday(ctx)}.csv`,
    header: REPORTS[report].columns.map((c) => c.label),
    pages: (async function* () {
      for await (const rows of pagesOf(
        async (offset, limit) => (await RUNNERS[report](ctx, input, limit, offset)).items,
      )) {
        yield rows.map((r) => reportCells(report, r));
      }
    })(),
  };
}
