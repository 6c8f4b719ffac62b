import { formatPhone } from '@app/domain';
import { DataTable, type DataTableColumn } from '@app/ui';
import { Anchor, Button, Card, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { RouterOutputs } from '../../lib/api-types';
import { trpc } from '../../lib/trpc';
import { AddReferralPartnerDialog } from './AddReferralPartnerDialog';
import { useCan } from '../auth/useCan';
import { isRefusal } from '../../lib/request-errors';
import { AccessDeniedPage } from '../not-available/AccessDeniedPage';

type Row = RouterOutputs['referralSources']['list'][number];
type FullRow = Extract<Row, { email: unknown }>;
const PAGE_SIZES = [10, 25, 50, 100];
const full = (r: Row): Partial<FullRow> => ('email' in r ? r : {});

const columns: DataTableColumn<Row>[] = [
  {
    key: 'name',
    header: 'Name',
    render: (r) => (
      <Anchor component={Link} to={`/referral-sources/${r.displayId}`} fw={500}>
        {r.fullName}
      </Anchor>
    ),
  },
  { key: 'organization', header: 'Organization', render: (r) => full(r).organizationName ?? '—' },
  { key: 'email', header: 'Email', render: (r) => full(r).email ?? '—' },
  {
    key: 'phone',
    header: 'Phone',
    render: (r) => (full(r).phone ? formatPhone(full(r).phone!) : '—'),
    hidePriority: 1,
  },
];

export default function ReferralSourcesPage() {
  const canAdd = useCan('referralSources', 'edit');
  const [text, setText] = useState('');
  const [term] = useDebouncedValue(text.trim(), 300);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(25);
  const [adding, setAdding] = useState(false);
  const [lastTerm, setLastTerm] = useState(term);
  if (lastTerm !== term) {
    setLastTerm(term);
    setPage(1);
  }
  // One row more than the page tells whether a next page exists.
  const partners = trpc.referralSources.list.useQuery(
    { search: term || undefined, limit: pageSize + 1, offset: (page - 1) * pageSize },
    { placeholderData: keepPreviousData },
  );
  const rows = partners.data?.slice(0, pageSize);
  const hasNext = (partners.data?.length ?? 0) > pageSize;

  if (isRefusal(partners.error)) return <AccessDeniedPage />;
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={2}>Referral Partners</Title>
        {canAdd && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
            Add Referral Partner
          </Button>
        )}
      </Group>
      <TextInput
        aria-label="Search referral partners"
        placeholder="Search by name, organization, email or phone..."
        leftSection={<IconSearch size={16} />}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
      />
      <Card withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <DataTable
          columns={columns}
          rows={rows}
          rowKey={(r) => r.id}
          loading={partners.isPending}
          error={partners.isError}
          errorTitle="Error loading referral partners"
          errorDescription="Please try again later"
          emptyTitle="No referral partners found"
          emptyDescription={term ? 'Try adjusting your search' : 'Add your first referral partner to get started'}
          minWidth={640}
          cardsOnPhone
          cardsLabel="Referral partners"
        />
        {(page > 1 || hasNext) && (
          <Group justify="flex-end" mt="md" gap="sm">
            <NativeSelect
              aria-label="Rows per page"
              size="xs"
              value={String(pageSize)}
              data={PAGE_SIZES.map(String)}
              onChange={(e) => {
                setPageSize(Number(e.currentTarget.value));
                setPage(1);
              }}
            />
            <Button size="xs" variant="default" disabled={page === 1} onClick={() => setPage(page - 1)}>
              Previous
            </Button>
            <Text size="sm">Page {page}</Text>
            <Button size="xs" variant="default" disabled={!hasNext} onClick={() => setPage(page + 1)}>
              Next
            </Button>
          </Group>
        )}
      </Card>
      <AddReferralPartnerDialog opened={adding} onClose={() => setAdding(false)} />
    </Stack>
  );
}
