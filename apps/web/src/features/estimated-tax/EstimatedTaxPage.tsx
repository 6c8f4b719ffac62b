import { Button, Group, Select, Stack } from '@mantine/core';
import { PageState, toast, type DataTableColumn } from '@app/ui';
import { useState } from 'react';
import type { RouterOutputs } from '../../lib/api-types';
import { trpc } from '../../lib/trpc';
import { csvHref, formatUsDate } from '../deadlines/csv-link';
import { DeadlineSections } from '../deadlines/DeadlineSections';
import { completeColumn, daysColumn } from '../deadlines/status-columns';
import { ExportCsvButton } from '../deadlines/ExportCsvButton';
import { TaxPageHeader } from '../deadlines/TaxPageHeader';
import { isRefusal } from '../../lib/request-errors';
import { AccessDeniedPage } from '../not-available/AccessDeniedPage';

type Row = RouterOutputs['estimatedTax']['list']['items'][number];
type Input = { quarter?: number; year?: number; section: 'overdue' | 'upcoming' | 'completed' };

function useEstimatedTaxList(input: Input & { limit: number; offset: number }) {
  return trpc.estimatedTax.list.useQuery(input);
}

/** Estimated Tax Payment Reminder (spec 4 section 2.5). */
export default function EstimatedTaxPage() {
  const overview = trpc.estimatedTax.overview.useQuery();
  const [filter, setFilter] = useState<{ quarter: string; year: string } | null>(null);
  const utils = trpc.useUtils();
  const update = trpc.estimatedTax.update.useMutation({
    onSuccess: () => {
      toast.success('Payment updated successfully');
      void utils.estimatedTax.invalidate();
    },
    onError: () => toast.error('Failed to update payment'),
  });
  if (isRefusal(overview.error)) return <AccessDeniedPage />;
  if (overview.isLoading) return <PageState status="loading" title="Loading estimated tax payments..." />;
  if (overview.isError || !overview.data)
    return <PageState status="error" title="Failed to fetch estimated tax payments" />;
  const defaults = {
    quarter: String(overview.data.defaultFilter.quarter),
    year: String(overview.data.defaultFilter.year),
  };
  const current = filter ?? defaults;
  const active = current.quarter !== 'all' || current.year !== 'all';
  const input = {
    quarter: current.quarter === 'all' ? undefined : Number(current.quarter),
    year: current.year === 'all' ? undefined : Number(current.year),
  };
  const columns: DataTableColumn<Row>[] = [
    { key: 'name', header: 'Name', render: (r) => r.entityName },
    { key: 'type', header: 'Type', render: (r) => (r.entityType === 'client' ? 'Client' : 'Organization') },
    { key: 'quarter', header: 'Quarter', render: (r) => `Q${r.quarter} ${r.taxYear}` },
    { key: 'due', header: 'Due Date', render: (r) => formatUsDate(r.dueDate) },
    daysColumn<Row>(),
    completeColumn<Row>(update),
  ];
  const shared = {
    useList: useEstimatedTaxList,
    columns,
    rowKey: (r: Row) => r.id,
    errorTitle: 'Failed to fetch estimated tax payments',
  };
  return (
    <Stack gap="md">
      <TaxPageHeader
        title="Estimated Tax Payment Reminder"
        description="Estimated tax payments are due April 15, June 15, September 15 and January 15; reminders come 5 days before each due date."
        actions={<ExportCsvButton href={csvHref('/api/estimated-tax-payments', input)} />}
      />
      <Group gap="xs" align="end" wrap="wrap">
        <Select
          label="Quarter"
          w={150}
          allowDeselect={false}
          value={current.quarter}
          onChange={(v) => setFilter({ ...current, quarter: v ?? 'all' })}
          data={[
            { value: 'all', label: 'All Quarters' },
            ...[1, 2, 3, 4].map((q) => ({ value: String(q), label: `Q${q}` })),
          ]}
        />
        <Select
          label="Year"
          w={150}
          allowDeselect={false}
          value={current.year}
          onChange={(v) => setFilter({ ...current, year: v ?? 'all' })}
          data={[
            { value: 'all', label: 'All Years' },
            ...overview.data.years.map((y) => ({ value: String(y), label: String(y) })),
          ]}
        />
        {active && (
          <Button variant="subtle" onClick={() => setFilter({ quarter: 'all', year: 'all' })}>
            Clear Filters
          </Button>
        )}
      </Group>
      <DeadlineSections
        shared={shared}
        input={input}
        groups={{
          overdue: { title: 'Overdue Payments', emptyTitle: 'No overdue payments.' },
          upcoming: {
            title: 'Upcoming Estimated Taxes',
            emptyTitle: 'No upcoming estimated taxes.',
            emptyDescription:
              "Check the 'Pays Estimated Taxes' checkbox on client and organization profiles to schedule their payments.",
          },
          completed: {
            title: 'Completed Payments',
            fixedLimit: 10,
            note: 'Showing latest 10 completed payments',
            emptyTitle: 'No completed payments.',
          },
        }}
      />
    </Stack>
  );
}
