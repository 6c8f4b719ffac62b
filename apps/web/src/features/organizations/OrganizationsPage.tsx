import { DataTable, PageState, type DataTableColumn } from '@app/ui';
import { Anchor, Button, Card, Group, SegmentedControl, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { formatPhone } from '@app/domain';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useCurrentUser } from '../auth/useCurrentUser';
import { RecentlyViewedBar } from '../shell/RecentlyViewedBar';
import { trpc } from '../../lib/trpc';
import { AddOrganizationDialog } from './AddOrganizationDialog';
import { formatDate } from '../../lib/format';
import { organizationPath } from './org-id';
import type { OrganizationListItem } from './types';
import { useCan } from '../auth/useCan';
import { isRefusal } from '../../lib/request-errors';
import { AccessDeniedPage } from '../not-available/AccessDeniedPage';

export const SEARCH_DEBOUNCE_MS = 300;
const PAGE_SIZE = 25;
type StatusFilter = 'all' | 'active' | 'terminated';
const STATUS_OPTIONS = [
  { value: 'all', label: 'All Organizations' },
  { value: 'active', label: 'Active' },
  { value: 'terminated', label: 'Terminated' },
];

const columns: DataTableColumn<OrganizationListItem>[] = [
  {
    key: 'name',
    header: 'Organization Name',
    render: (o) => (
      <Anchor component={Link} to={organizationPath(o.id)} fw={500}>
        {o.businessDba}
      </Anchor>
    ),
  },
  { key: 'email', header: 'Email', render: (o) => o.businessEmail || '—' },
  { key: 'phone', header: 'Phone', render: (o) => (o.businessPhone ? formatPhone(o.businessPhone) : '—') },
  { key: 'createdAt', header: 'Date Added', render: (o) => formatDate(o.createdAt), hidePriority: 1 },
];

export default function OrganizationsPage() {
  const canAdd = useCan('organizations', 'edit');
  const me = useCurrentUser();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [status, setStatus] = useState<StatusFilter>('active');
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const list = trpc.organizations.list.useQuery(
    { search: debounced || undefined, status, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );
  const filtered = Boolean(debounced) || status !== 'all';

  if (isRefusal(list.error)) return <AccessDeniedPage />;
  return (
    <Stack>
      {me.data && <RecentlyViewedBar userId={me.data.id} user={me.data} />}
      <Group justify="space-between" align="flex-end">
        <Title order={1}>Organizations</Title>
        {canAdd && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
            Add New Client
          </Button>
        )}
      </Group>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          aria-label="Search organizations"
          placeholder="Search organizations..."
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: '1 1 240px' }}
        />
        <SegmentedControl
          aria-label="Status filter"
          data={STATUS_OPTIONS}
          value={status}
          onChange={(v) => {
            setStatus(v as StatusFilter);
            setPage(1);
          }}
        />
      </Group>
      <Card withBorder padding="md">
        <Title order={3} size="h4" mb="sm">
          Recently Added Organizations
        </Title>
        {list.isPending ? (
          <PageState status="loading" title="Loading organizations..." />
        ) : (
          <DataTable
            columns={columns}
            rows={list.data?.items}
            rowKey={(o) => o.id}
            error={list.isError}
            errorTitle="Error loading organizations"
            errorDescription="Please try again later"
            emptyTitle="No organizations found"
            emptyDescription={filtered ? 'Try adjusting your search or filter' : 'Add your first client to get started'}
            paging={{
              page,
              pageSize: PAGE_SIZE,
              total: list.data?.total ?? 0,
              totalCapped: list.data?.totalCapped,
              onPageChange: setPage,
            }}
            minWidth={560}
            cardsOnPhone
            cardsLabel="Organizations"
          />
        )}
      </Card>
      <AddOrganizationDialog opened={adding} onClose={() => setAdding(false)} />
    </Stack>
  );
}
