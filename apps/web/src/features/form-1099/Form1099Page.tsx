import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { toast, type DataTableColumn } from '@app/ui';
import { useState } from 'react';
import { firmYear } from '@app/domain';
import type { RouterOutputs } from '../../lib/api-types';
import { trpc } from '../../lib/trpc';
import { errorMessage, isRefusal } from '../../lib/request-errors';
import { csvHref, formatUsDate } from '../deadlines/csv-link';
import { DeadlineSections } from '../deadlines/DeadlineSections';
import { ExportCsvButton } from '../deadlines/ExportCsvButton';
import { TaxPageHeader } from '../deadlines/TaxPageHeader';
import { AccessDeniedPage } from '../not-available/AccessDeniedPage';

type Row = RouterOutputs['form1099']['list']['items'][number];
type Input = { year?: number; section: 'overdue' | 'upcoming' | 'completed' };

function useForm1099List(input: Input & { limit: number; offset: number }) {
  return trpc.form1099.list.useQuery(input);
}

/** 1099 Filing Reminder (spec 4 section 2.3): statuses saved on the server (docs/decisions/2-data.md). */
export default function Form1099Page() {
  const overview = trpc.form1099.overview.useQuery();
  const currentYear = overview.data?.years[0] ?? firmYear(new Date());
  const [yearChoice, setYearChoice] = useState<string | null>(null);
  const year = yearChoice ?? String(currentYear);
  const utils = trpc.useUtils();
  const update = trpc.form1099.update.useMutation({
    onSuccess: () => {
      toast.success('1099 status updated');
      void utils.form1099.invalidate();
    },
    onError: (error) => toast.error('Failed to update 1099 status', errorMessage(error)),
  });
  const filterYear = year === 'all' ? undefined : Number(year);
  const action = (row: Row) => (
    <Button
      size="xs"
      variant={row.status === 'completed' ? 'default' : 'filled'}
      loading={
        update.isPending && update.variables?.entityId === row.entityId && update.variables?.taxYear === row.taxYear
      }
      onClick={() =>
        update.mutate({
          entityType: row.entityType,
          entityId: row.entityId,
          taxYear: row.taxYear,
          status: row.status === 'completed' ? 'pending' : 'completed',
        })
      }
    >
      {row.status === 'completed' ? 'Mark As Pending' : 'Complete'}
    </Button>
  );
  const columns = (extra: DataTableColumn<Row>): DataTableColumn<Row>[] => [
    { key: 'name', header: 'Name', render: (r) => r.entityName },
    { key: 'type', header: 'Type', render: (r) => (r.entityType === 'client' ? 'Client' : 'Organization') },
    { key: 'taxYear', header: 'Tax Year', render: (r) => r.taxYear },
    { key: 'due', header: 'Due Date', render: (r) => formatUsDate(r.dueDate) },
    extra,
    { key: 'action', header: 'Actions', render: action },
  ];
  const shared = {
    useList: useForm1099List,
    rowKey: (r: Row) => `${r.entityType}-${r.entityId}-${r.taxYear}`,
    errorTitle: 'Failed to load 1099 filings',
  };
  if (isRefusal(overview.error)) return <AccessDeniedPage />;
  return (
    <Stack gap="md">
      <TaxPageHeader
        title="1099 Filing Reminder"
        description="1099 forms are due January 31 of the year after the tax year; the reminder comes on January 1."
        actions={<ExportCsvButton href={csvHref('/api/form-1099', { year: filterYear })} />}
      />
      <Group gap="xs" align="end" wrap="wrap">
        <Select
          label="Year"
          w={160}
          allowDeselect={false}
          value={year}
          onChange={setYearChoice}
          data={[
            { value: 'all', label: 'All Years' },
            ...(overview.data?.years ?? [currentYear, currentYear + 1]).map((y) => ({
              value: String(y),
              label: String(y),
            })),
          ]}
        />
        <Button variant="subtle" onClick={() => setYearChoice(String(currentYear))}>
          Clear Filters
        </Button>
      </Group>
      <DeadlineSections
        shared={shared}
        input={{ year: filterYear }}
        groups={{
          overdue: {
            title: 'Overdue 1099 Forms',
            columns: columns({
              key: 'days',
              header: 'Days Overdue',
              render: (r) => (
                <Text c="red" size="sm">
                  {r.daysOverdue} days overdue
                </Text>
              ),
            }),
            emptyTitle: 'No overdue 1099 forms.',
          },
          upcoming: {
            title: 'Upcoming 1099 Filings',
            columns: columns({
              key: 'days',
              header: 'Days Remaining',
              render: (r) => `${r.daysRemaining} days remaining`,
            }),
            emptyTitle: 'No upcoming 1099 forms found for the selected filters.',
          },
          completed: {
            title: 'Complete 1099 Filings',
            columns: columns({ key: 'status', header: 'Status', render: () => 'Complete' }),
            emptyTitle: 'No completed 1099 filings.',
          },
        }}
      />
    </Stack>
  );
}
