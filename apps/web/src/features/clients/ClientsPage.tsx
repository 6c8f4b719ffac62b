import { formatPhone, portalStatusLabel } from '@app/domain';
import { DataTable, type DataTableColumn } from '@app/ui';
import { Anchor, Badge, Button, Card, Group, Select, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { RouterOutputs } from '../../lib/api-types';
import { trpc } from '../../lib/trpc';
import { AddClientDialog } from './AddClientDialog';
import { formatDate } from '../../lib/format';
import { useCan } from '../auth/useCan';
import { isRefusal } from '../../lib/request-errors';
import { AccessDeniedPage } from '../not-available/AccessDeniedPage';

export const LIST_SEARCH_DEBOUNCE_MS = 300;
type ClientRow = RouterOutputs['clients']['list']['items'][number];
type StatusFilter = 'all' | 'active' | 'terminated';
const STATUS_OPTIONS = [
  { value: 'all', label: 'All Clients' },
  { value: 'active', label: 'Active' },
  { value: 'terminated', label: 'Terminated' },
];
const PAGE_SIZES = [10, 25, 50, 100];

const PORTAL_COLORS: Record<string, string> = {
  Active: 'teal',
  Pending: 'yellow',
  Terminated: 'red',
  'Not Invited': 'gray',
};

const columns: DataTableColumn<ClientRow>[] = [
  {
    key: 'fullName',
    header: 'Client Name',
    render: (c) => (
      <Anchor component={Link} to={`/clients/${c.displayId}`} fw={500} style={{ whiteSpace: 'nowrap' }}>
        {c.fullName}
      </Anchor>
    ),
  },
  { key: 'email', header: 'Email', render: (c) => c.email ?? '—' },
  { key: 'phone', header: 'Phone', render: (c) => (c.phone ? formatPhone(c.phone) : '—'), hidePriority: 1 },
  {
    key: 'portalStatus',
    header: 'Portal Status',
    render: (c) => {
      const label = portalStatusLabel(c.portalStatus);
      return (
        <Badge variant="light" color={PORTAL_COLORS[label]}>
          {label}
        </Badge>
      );
    },
  },
  { key: 'createdAt', header: 'Date Added', render: (c) => formatDate(c.createdAt), hidePriority: 2 },
];

export default function ClientsPage() {
  const canAdd = useCan('clients', 'edit');
  const [text, setText] = useState('');
  const [term] = useDebouncedValue(text.trim(), LIST_SEARCH_DEBOUNCE_MS);
  const [status, setStatus] = useState<StatusFilter>('active');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(25);
  const [adding, setAdding] = useState(false);
  const [lastFilter, setLastFilter] = useState({ term, status });
  if (lastFilter.term !== term || lastFilter.status !== status) {
    setLastFilter({ term, status });
    setPage(1);
  }
  const clients = trpc.clients.list.useQuery(
    { search: term || undefined, status, limit: pageSize, offset: (page - 1) * pageSize },
    { placeholderData: keepPreviousData },
  );
  const filtering = term !== '' || status === 'terminated';

  if (isRefusal(clients.error)) return <AccessDeniedPage />;
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={2}>Clients</Title>
        {canAdd && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
            Add New Client
          </Button>
        )}
      </Group>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          aria-label="Search clients"
          placeholder="Search by name, email or phone..."
          leftSection={<IconSearch size={16} />}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          style={{ flex: '1 1 240px' }}
        />
        <Select
          aria-label="Status filter"
          data={STATUS_OPTIONS}
          value={status}
          allowDeselect={false}
          onChange={(v) => setStatus((v as StatusFilter | null) ?? 'active')}
          w={{ base: '100%', xs: 180 }}
        />
      </Group>
      <Card withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <Title order={4} mb="sm">
          Recently Added Clients
        </Title>
        <DataTable
          columns={columns}
          rows={clients.data?.items}
          rowKey={(c) => c.id}
          loading={clients.isPending || (clients.isFetching && clients.isPlaceholderData)}
          error={clients.isError}
          errorTitle="Error loading clients"
          errorDescription="Please try again later"
          emptyTitle="No client found"
          emptyDescription={filtering ? 'Try adjusting your search or filter' : 'Add your first client to get started'}
          minWidth={720}
          cardsOnPhone
          cardsLabel="Clients"
          paging={
            clients.data
              ? {
                  page,
                  pageSize,
                  total: clients.data.total,
                  totalCapped: clients.data.totalCapped,
                  onPageChange: setPage,
                  pageSizeOptions: PAGE_SIZES,
                  onPageSizeChange: (size) => {
                    setPageSize(size);
                    setPage(1);
                  },
                }
              : undefined
          }
        />
      </Card>
      <AddClientDialog opened={adding} onClose={() => setAdding(false)} />
    </Stack>
  );
}
