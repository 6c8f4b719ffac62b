import { describe, expect, it } from 'vitest';
import { formatReportDate, REPORT_IDS, REPORTS, reportCells, reportStatus } from './reports';

describe('reports', () => {
  it('has seven reports, each with a title and columns', () => {
    expect(REPORT_IDS).toHaveLength(7);
    for (const id of REPORT_IDS) expect(REPORTS[id].columns.length).toBeGreaterThan(3);
    expect(REPORTS['estimated-taxes-pending'].columns.map((c) => c.label)).toEqual([
      'Entity ID',
      'Entity Name',
      'Type',
      'Quarter',
      'Year',
      'Due Date',
      'Status',
    ]);
  });
  it('shows dates as MM/dd/yyyy, leap days and year ends included', () => {
    expect(formatReportDate('2028-02-29')).toBe('02/29/2028');
    expect(formatReportDate('2026-12-31')).toBe('12/31/2026');
    expect(formatReportDate(null)).toBe('');
    expect(formatReportDate('N/A')).toBe('N/A');
  });
  it('gives the cells in column order', () => {
    expect(
      reportCells('soi-pending', {
        organizationId: 'B0007',
        name: 'Acme',
        dueDate: '2027-01-01',
        status: reportStatus(false),
      }),
    ).toEqual(['B0007', 'Acme', '01/01/2027', 'Pending']);
    expect(
      reportCells('form-1099-pending', { entityId: 'A0001', entityName: null, type: 'Client', dueDate: undefined }),
    ).toEqual(['A0001', '', 'Client', '']);
  });
});
