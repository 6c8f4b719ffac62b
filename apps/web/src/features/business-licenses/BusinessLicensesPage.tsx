import { Badge, Button, Group, Select, Stack, Tabs } from '@mantine/core';
import { toast, type DataTableColumn } from '@app/ui';
import { useState } from 'react';
import type { RouterOutputs } from '../../lib/api-types';
import { today as firmToday } from '../../lib/today';
import { trpc } from '../../lib/trpc';
import { csvHref, formatUsDate } from '../deadlines/csv-link';
import { DeadlineSections } from '../deadlines/DeadlineSections';
import { completeColumn, daysColumn } from '../deadlines/status-columns';
import { ExportCsvButton } from '../deadlines/ExportCsvButton';
import { TaxPageHeader } from '../deadlines/TaxPageHeader';
import { isRefusal } from '../../lib/request-errors';
import { AccessDeniedPage } from '../not-available/AccessDeniedPage';

type Kind = 'la_city' | 'other';
type Row = RouterOutputs['businessLicenses']['list']['items'][number];
type Input = { kind: Kind; year?: number; month?: number; section: 'overdue' | 'upcoming' | 'completed' };
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function useRenewalList(input: Input & { limit: number; offset: number }) {
  return trpc.businessLicenses.list.useQuery(input);
}

/** Business License Renewals (spec 4 section 2.7): LA City and Other tabs. */
export default function BusinessLicensesPage() {
  const overview = trpc.businessLicenses.overview.useQuery();
  const today = overview.data?.today ?? firmToday();
  const [kind, setKind] = useState<Kind>('la_city');
  const [year, setYear] = useState<string>('all');
  const [month, setMonth] = useState<number | null>(null);
  const filterYear = year === 'all' ? undefined : Number(year);
  const counts = trpc.businessLicenses.counts.useQuery({ kind: 'other', year: filterYear });
  const utils = trpc.useUtils();
  const update = trpc.businessLicenses.update.useMutation({
    onSuccess: () => {
      toast.success('Business license renewal status updated successfully');
      void utils.businessLicenses.invalidate();
    },
    onError: () => toast.error('Failed to update business license renewal status'),
  });
  const years = kind === 'la_city' ? (overview.data?.laCityYears ?? []) : (overview.data?.otherYears ?? []);
  const columns: DataTableColumn<Row>[] = [
    { key: 'org', header: 'Organization', render: (r) => r.organizationName },
    { key: 'year', header: 'Year', render: (r) => r.year },
    { key: 'due', header: 'Due Date', render: (r) => formatUsDate(r.dueDate) },
    daysColumn<Row>(),
    completeColumn<Row>(update),
  ];
  const input = { kind, year: filterYear, month: kind === 'other' ? (month ?? undefined) : undefined };
  const shared = {
    useList: useRenewalList,
    columns,
    rowKey: (r: Row) => r.id,
    errorTitle: 'Failed to load business license renewals',
  };
  if (isRefusal(overview.error)) return <AccessDeniedPage />;
  return (
    <Stack gap="md">
      <TaxPageHeader
        title="Business License Renewals"
        actions={<ExportCsvButton href={csvHref('/api/business-license-renewals', input)} />}
      />
      <Tabs
        value={kind}
        onChange={(v) => {
          setKind((v as Kind) ?? 'la_city');
          setYear('all');
          setMonth(null);
        }}
      >
        <Tabs.List>
          <Tabs.Tab value="la_city">LA City</Tabs.Tab>
          <Tabs.Tab value="other">Other</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <Group gap="xs" align="end" wrap="wrap">
        <Select
          label="Year"
          w={150}
          allowDeselect={false}
          value={year}
          onChange={(v) => setYear(v ?? 'all')}
          data={[{ value: 'all', label: 'All Years' }, ...years.map((y) => ({ value: String(y), label: String(y) }))]}
        />
        {kind === 'other' && (
          <Button
            variant="subtle"
            onClick={() => {
              setYear(today.slice(0, 4));
              setMonth(Number(today.slice(5, 7)));
            }}
          >
            Reset to Current Date
          </Button>
        )}
      </Group>
      {kind === 'other' && (
        <Group gap={6} wrap="wrap" aria-label="Months">
          <Button size="xs" variant={month === null ? 'filled' : 'default'} onClick={() => setMonth(null)}>
            All
          </Button>
          {MONTHS.map((name, i) => (
            <Button
              key={name}
              size="xs"
              variant={month === i + 1 ? 'filled' : 'default'}
              onClick={() => setMonth(i + 1)}
              rightSection={
                <Badge size="xs" variant="light" color="orange">
                  {counts.data?.months[i + 1] ?? 0}
                </Badge>
              }
            >
              {name}
            </Button>
          ))}
        </Group>
      )}
      <DeadlineSections
        shared={shared}
        input={input}
        groups={{
          overdue: {
            title: 'Overdue Business License Renewals',
            emptyTitle: 'No overdue business license renewals.',
          },
          upcoming: {
            title: 'Upcoming Business License Renewals',
            emptyTitle: 'No upcoming business license renewals.',
          },
          completed: {
            title: 'Completed Business License Renewals',
            emptyTitle: 'No completed business license renewals.',
          },
        }}
      />
    </Stack>
  );
}
