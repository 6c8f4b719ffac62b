import { Button, Group, Select, Stack, Tabs, Text } from '@mantine/core';
import { DataTable, toast, type DataTableColumn } from '@app/ui';
import { REPORT_IDS, REPORT_TABS, REPORTS, reportCells, type ReportId } from '@app/domain';
import { useState } from 'react';
import { BreakableText } from '../../lib/BreakableText';
import { trpc } from '../../lib/trpc';
import { csvHref } from '../deadlines/csv-link';
import { ExportCsvButton } from '../deadlines/ExportCsvButton';
import { TaxPageHeader } from '../deadlines/TaxPageHeader';
import { openPrintWindow, printableReportHtml, printInWindow } from './print-report';
import { isRefusal } from '../../lib/request-errors';
import { AccessDeniedPage } from '../not-available/AccessDeniedPage';

type Row = Record<string, string | number | null>;
const PAGE_SIZE = 50;
const PRINT_LIMIT = 5000;
const WINDOWS = [
  ['30', '30 days'],
  ['60', '60 days'],
  ['90', '90 days'],
  ['180', '180 days'],
  ['365', '1 year'],
] as const;

/** Reports (spec 4 section 2.2): seven reports, each one paged server call, printable and exportable as CSV. */
export default function ReportsPage() {
  const [tab, setTab] = useState<string>('General');
  const [report, setReport] = useState<ReportId | null>(null);
  const [page, setPage] = useState(1);
  const [soiWindow, setSoiWindow] = useState('30');
  const [quarter, setQuarter] = useState('all');
  const [year, setYear] = useState('all');
  const years = trpc.estimatedTax.overview.useQuery(undefined, {
    enabled: report === 'estimated-taxes-pending',
    retry: false,
  });
  const filters = {
    window: report === 'soi-pending' ? Number(soiWindow) : undefined,
    quarter: report === 'estimated-taxes-pending' && quarter !== 'all' ? Number(quarter) : undefined,
    year: report === 'estimated-taxes-pending' && year !== 'all' ? Number(year) : undefined,
  };
  const query = trpc.reports.run.useQuery(
    { report: report ?? 'projects-pending', ...filters, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE },
    { enabled: report !== null },
  );
  const utils = trpc.useUtils();
  const choose = (id: ReportId) => {
    setReport(id);
    setPage(1);
  };
  const print = async () => {
    if (!report) return;
    const win = openPrintWindow();
    if (!win) return toast.error('Could not open the print view', 'Allow pop-ups for this site and try again.');
    try {
      const all = await utils.reports.run.fetch({ report, ...filters, limit: PRINT_LIMIT, offset: 0 });
      printInWindow(win, printableReportHtml(report, all.items, new Date()));
    } catch {
      win.close();
      toast.error('Failed to load the report');
    }
  };
  const columns: DataTableColumn<Row>[] = report
    ? REPORTS[report].columns.map((c, i) => ({
        key: c.key,
        header: c.label,
        render: (r: Row) => {
          const cell = reportCells(report, r)[i];
          return c.key === 'email' && typeof cell === 'string' ? <BreakableText text={cell} /> : cell;
        },
      }))
    : [];
  if (isRefusal(query.error)) return <AccessDeniedPage />;
  return (
    <Stack gap="md">
      <TaxPageHeader title="Reports" />
      <Tabs value={tab} onChange={(v) => setTab(v ?? 'General')}>
        <Tabs.List>
          {REPORT_TABS.map((t) => (
            <Tabs.Tab key={t} value={t}>
              {t}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Group gap="xs" wrap="wrap">
        {REPORT_IDS.map((id) => (
          <Button key={id} size="xs" variant={report === id ? 'filled' : 'default'} onClick={() => choose(id)}>
            {REPORTS[id].title}
          </Button>
        ))}
      </Group>
      {!report ? (
        <Text c="dimmed" ta="center" py="xl">
          Select a report to view
        </Text>
      ) : (
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text fw={600} size="lg">
              {REPORTS[report].title}
            </Text>
            <Group gap="xs">
              <Button size="xs" variant="default" onClick={() => void print()}>
                Export PDF / Print
              </Button>
              <ExportCsvButton href={csvHref(`/api/reports/${report}`, filters)} />
            </Group>
          </Group>
          {report === 'soi-pending' && (
            <Select
              label="Due within"
              w={160}
              allowDeselect={false}
              value={soiWindow}
              onChange={(v) => {
                setSoiWindow(v ?? '30');
                setPage(1);
              }}
              data={WINDOWS.map(([value, label]) => ({ value, label }))}
            />
          )}
          {report === 'estimated-taxes-pending' && (
            <Group gap="xs" align="end" wrap="wrap">
              <Select
                label="Quarter"
                w={130}
                allowDeselect={false}
                value={quarter}
                onChange={(v) => {
                  setQuarter(v ?? 'all');
                  setPage(1);
                }}
                data={[
                  { value: 'all', label: 'All' },
                  ...[1, 2, 3, 4].map((q) => ({ value: String(q), label: `Q${q}` })),
                ]}
              />
              <Select
                label="Year"
                w={130}
                allowDeselect={false}
                value={year}
                onChange={(v) => {
                  setYear(v ?? 'all');
                  setPage(1);
                }}
                data={[
                  { value: 'all', label: 'All' },
                  ...(years.data?.years ?? []).map((y) => ({ value: String(y), label: String(y) })),
                ]}
              />
              <Button
                variant="subtle"
                onClick={() => {
                  setQuarter('all');
                  setYear('all');
                  setPage(1);
                }}
              >
                Clear Filters
              </Button>
            </Group>
          )}
          <DataTable
            columns={columns}
            rows={query.data?.items}
            rowKey={(r) => JSON.stringify(r)}
            loading={query.isLoading}
            error={query.isError}
            emptyTitle="No records found for this report."
            errorTitle="Failed to load the report"
            minWidth={640}
            cardsOnPhone
            cardsLabel={REPORTS[report].title}
            paging={
              (query.data?.total ?? 0) > PAGE_SIZE
                ? {
                    page,
                    pageSize: PAGE_SIZE,
                    total: query.data?.total ?? 0,
                    totalCapped: query.data?.totalCapped,
                    onPageChange: setPage,
                  }
                : undefined
            }
          />
        </Stack>
      )}
    </Stack>
  );
}
