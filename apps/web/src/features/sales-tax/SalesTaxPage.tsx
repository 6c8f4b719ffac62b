import { MONTH_NAMES } from '@app/domain';
import { Badge, Button, Group, Select, Stack, Tabs } from '@mantine/core';
import { toast, type DataTableColumn } from '@app/ui';
import { useState } from 'react';
import type { RouterOutputs } from '../../lib/api-types';
import { trpc } from '../../lib/trpc';
import { csvHref, formatUsDate } from '../deadlines/csv-link';
import { DeadlineSections } from '../deadlines/DeadlineSections';
import { ExportCsvButton } from '../deadlines/ExportCsvButton';
import { TaxPageHeader } from '../deadlines/TaxPageHeader';
import { isRefusal } from '../../lib/request-errors';
import { AccessDeniedPage } from '../not-available/AccessDeniedPage';

type Frequency = 'Monthly' | 'Quarterly' | 'Quarterly Prepay' | 'Annually';
type Row = RouterOutputs['salesTax']['list']['items'][number];
type Input = {
  frequency: Frequency;
  year: number;
  month?: number;
  quarter?: number;
  section: 'overdue' | 'upcoming' | 'completed';
};
const FREQUENCIES: Frequency[] = ['Monthly', 'Quarterly', 'Quarterly Prepay', 'Annually'];
function useFilingList(input: Input & { limit: number; offset: number }) {
  return trpc.salesTax.list.useQuery(input);
}

/** Sales Tax (spec 4 section 2.6): filings computed from the frequency, statuses saved on the server. */
export default function SalesTaxPage() {
  const overview = trpc.salesTax.overview.useQuery();
  const currentYear = Number((overview.data?.today ?? new Date().toISOString()).slice(0, 4));
  const [frequency, setFrequency] = useState<Frequency>('Monthly');
  const [year, setYear] = useState<string | null>(null);
  const [month, setMonth] = useState<string>('all');
  const [quarter, setQuarter] = useState<string>('all');
  const filterYear = Number(year ?? currentYear);
  const counts = trpc.salesTax.counts.useQuery({ year: filterYear });
  const utils = trpc.useUtils();
  const update = trpc.salesTax.update.useMutation({
    onSuccess: (row) => {
      toast.success(row.status === 'filed' ? 'Sales tax filing completed' : 'Sales tax filing marked as pending');
      void utils.salesTax.invalidate();
    },
    onError: () => toast.error('Failed to update sales tax filing'),
  });
  const action = (r: Row) => {
    const filed = r.status === 'filed';
    return (
      <Button
        size="xs"
        variant={filed ? 'default' : 'filled'}
        loading={
          update.isPending &&
          update.variables?.organizationId === r.organizationId &&
          update.variables?.dueDate === r.dueDate
        }
        onClick={() =>
          update.mutate({ organizationId: r.organizationId, dueDate: r.dueDate, status: filed ? 'pending' : 'filed' })
        }
      >
        {filed ? 'Mark as Pending' : 'Complete'}
      </Button>
    );
  };
  const base: DataTableColumn<Row>[] = [
    { key: 'org', header: 'Organization', render: (r) => r.organization },
    { key: 'period', header: 'Filing Period', render: (r) => r.filingPeriod },
    { key: 'due', header: 'Due Date', render: (r) => formatUsDate(r.dueDate) },
  ];
  const actions: DataTableColumn<Row> = { key: 'action', header: 'Actions', render: action };
  const input = {
    frequency,
    year: filterYear,
    month: frequency === 'Monthly' && month !== 'all' ? Number(month) : undefined,
    quarter:
      (frequency === 'Quarterly' || frequency === 'Quarterly Prepay') && quarter !== 'all'
        ? Number(quarter)
        : undefined,
  };
  const empty = `No ${frequency.toLowerCase()} sales tax records found.`;
  const shared = {
    useList: useFilingList,
    rowKey: (r: Row) => `${r.organizationId}-${r.dueDate}-${r.kind}`,
    errorTitle: 'Failed to load sales tax filings',
    emptyTitle: empty,
  };
  if (isRefusal(overview.error)) return <AccessDeniedPage />;
  return (
    <Stack gap="md">
      <TaxPageHeader title="Sales Tax" actions={<ExportCsvButton href={csvHref('/api/sales-tax-filings', input)} />} />
      <Tabs value={frequency} onChange={(v) => setFrequency((v as Frequency) ?? 'Monthly')}>
        <Tabs.List>
          {FREQUENCIES.map((f) => (
            <Tabs.Tab
              key={f}
              value={f}
              rightSection={
                <Badge size="sm" variant="light">
                  {counts.data?.tabs[f] ?? 0}
                </Badge>
              }
            >
              {f}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Group gap="xs" align="end" wrap="wrap">
        {frequency === 'Monthly' && (
          <Select
            label="Period"
            w={170}
            allowDeselect={false}
            value={month}
            onChange={(v) => setMonth(v ?? 'all')}
            data={[
              { value: 'all', label: 'All Months' },
              ...MONTH_NAMES.map((m, i) => ({ value: String(i + 1), label: m })),
            ]}
          />
        )}
        {(frequency === 'Quarterly' || frequency === 'Quarterly Prepay') && (
          <Select
            label="Quarter"
            w={150}
            allowDeselect={false}
            value={quarter}
            onChange={(v) => setQuarter(v ?? 'all')}
            data={[
              { value: 'all', label: 'All Quarters' },
              ...[1, 2, 3, 4].map((q) => ({ value: String(q), label: `Q${q}` })),
            ]}
          />
        )}
        <Select
          label="Year"
          w={130}
          allowDeselect={false}
          value={String(filterYear)}
          onChange={setYear}
          data={(overview.data?.years ?? [currentYear]).map((y) => ({ value: String(y), label: String(y) }))}
        />
      </Group>
      <DeadlineSections
        shared={shared}
        input={input}
        groups={{
          overdue: { title: 'Overdue Filings', columns: [...base, actions] },
          upcoming: { title: 'Upcoming Filings', columns: [...base, actions] },
          completed: {
            title: 'Completed Filings',
            columns: [
              ...base,
              { key: 'filed', header: 'Filed Date', render: (r) => formatUsDate(r.filedDate) },
              actions,
            ],
          },
        }}
      />
    </Stack>
  );
}
