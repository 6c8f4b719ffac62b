import { formatPhone } from '@app/domain';
import { DataTable, type DataTableColumn, type DataTableSort } from '@app/ui';
import { Anchor, Card, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { RouterOutputs } from '../../lib/api-types';
import { trpc } from '../../lib/trpc';
import { formatDate } from '../../lib/format';

type ReferredClient = RouterOutputs['referralSources']['clients'][number];
type ReferredOrg = RouterOutputs['referralSources']['organizations'][number];
const DEFAULT_SORT: DataTableSort = { column: 'createdAt', direction: 'desc' };
const sortInput = (s: DataTableSort) => ({
  sort: s.column === 'name' ? ('name' as const) : ('createdAt' as const),
  order: s.direction,
});

const orgColumns: DataTableColumn<ReferredOrg>[] = [
  {
    key: 'name',
    header: 'Name',
    sortable: true,
    render: (o) => (
      <Anchor component={Link} to={`/organizations/${o.displayId}`}>
        {o.businessDba}
      </Anchor>
    ),
  },
  { key: 'email', header: 'Email', render: (o) => o.businessEmail ?? '—' },
  { key: 'phone', header: 'Phone', render: (o) => (o.businessPhone ? formatPhone(o.businessPhone) : '—') },
  { key: 'createdAt', header: 'Date Added', sortable: true, render: (o) => formatDate(o.createdAt) },
];
const clientColumns: DataTableColumn<ReferredClient>[] = [
  {
    key: 'name',
    header: 'Name',
    sortable: true,
    render: (c) => (
      <Anchor component={Link} to={`/clients/${c.displayId}`}>
        {c.fullName}
      </Anchor>
    ),
  },
  { key: 'email', header: 'Email', render: (c) => c.email ?? '—' },
  { key: 'phone', header: 'Phone', render: (c) => (c.phone ? formatPhone(c.phone) : '—') },
  { key: 'createdAt', header: 'Date Added', sortable: true, render: (c) => formatDate(c.createdAt) },
];

interface ReferredCardProps<T extends { id: number }> {
  title: string;
  /** What is listed, for the empty and error titles. */
  noun: 'organizations' | 'clients';
  columns: DataTableColumn<T>[];
  query: { data?: T[]; isPending: boolean; isError: boolean };
  sort: DataTableSort;
  onSortChange: (sort: DataTableSort) => void;
}

/** One referred list: a titled table sorted on the server. */
function ReferredCard<T extends { id: number }>({
  title,
  noun,
  columns,
  query,
  sort,
  onSortChange,
}: ReferredCardProps<T>) {
  return (
    <Card withBorder radius="md" p="md">
      <Title order={5} mb="sm">
        {title}
      </Title>
      <DataTable
        columns={columns}
        rows={query.data}
        rowKey={(row) => row.id}
        loading={query.isPending}
        error={query.isError}
        errorTitle={`Error loading ${noun}`}
        emptyTitle={`No referred ${noun}`}
        sort={sort}
        onSortChange={onSortChange}
        minWidth={560}
      />
    </Card>
  );
}

/** Referred Organizations and Referred Clients, each sortable by name or Date Added (server-side). */
export function ReferredAccounts({ partnerId }: { partnerId: number }) {
  const [orgSort, setOrgSort] = useState(DEFAULT_SORT);
  const [clientSort, setClientSort] = useState(DEFAULT_SORT);
  const orgs = trpc.referralSources.organizations.useQuery({ id: partnerId, ...sortInput(orgSort) });
  const clients = trpc.referralSources.clients.useQuery({ id: partnerId, ...sortInput(clientSort) });
  return (
    <Stack gap="md">
      <ReferredCard
        title="Referred Organizations"
        noun="organizations"
        columns={orgColumns}
        query={orgs}
        sort={orgSort}
        onSortChange={setOrgSort}
      />
      <ReferredCard
        title="Referred Clients"
        noun="clients"
        columns={clientColumns}
        query={clients}
        sort={clientSort}
        onSortChange={setClientSort}
      />
    </Stack>
  );
}
