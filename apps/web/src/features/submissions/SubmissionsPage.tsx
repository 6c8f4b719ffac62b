import { SUBMISSION_TYPES, type SubmissionType } from '@app/domain';
import { DataTable, type DataTableColumn } from '@app/ui';
import { Anchor, Badge, Button, Card, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { RouterOutputs } from '../../lib/api-types';
import { formatDateTime } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { SubmissionDetailDialog } from './SubmissionDetailDialog';
import { CATEGORY_COLORS, TYPE_COLORS, linkedProfile, typeLabel } from './submission-labels';
import { isRefusal } from '../../lib/request-errors';
import { AccessDeniedPage } from '../not-available/AccessDeniedPage';

type Row = RouterOutputs['submissions']['list']['items'][number];
const PAGE_SIZE = 50;

function columns(open: (row: Row) => void): DataTableColumn<Row>[] {
  return [
    {
      key: 'type',
      header: 'Type',
      // The title names the form too ("Contact Form - ..."): the long type badge goes first on a tablet.
      hidePriority: 2,
      render: (s) => (
        <Badge color={TYPE_COLORS[s.type]} variant="light">
          {typeLabel(s.type)}
        </Badge>
      ),
    },
    { key: 'title', header: 'Title', render: (s) => s.title },
    {
      key: 'category',
      header: 'Category',
      hidePriority: 1,
      render: (s) =>
        s.category ? (
          <Badge color={CATEGORY_COLORS[s.category] ?? 'gray'} variant="outline">
            {s.category}
          </Badge>
        ) : (
          '—'
        ),
    },
    {
      key: 'linked',
      header: 'Linked Profile',
      render: (s) => {
        const linked = linkedProfile(s);
        return linked ? (
          <Anchor component={Link} to={linked.to}>
            {linked.name}
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed">
            Not linked
          </Text>
        );
      },
    },
    { key: 'submittedAt', header: 'Submitted', render: (s) => formatDateTime(s.submittedAt) },
    {
      key: 'actions',
      header: '',
      render: (s) => (
        <Button size="compact-sm" variant="light" onClick={() => open(s)}>
          View Details
        </Button>
      ),
    },
  ];
}

/** Form submissions (spec 4 section 2.9): server-paged, newest first; ?open=type/id opens one. */
export default function SubmissionsPage() {
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search.trim(), 300);
  const [type, setType] = useState<SubmissionType | null>(null);
  const list = trpc.submissions.list.useInfiniteQuery(
    { limit: PAGE_SIZE, search: term || undefined, type: type ?? undefined },
    { getNextPageParam: (last) => last.nextCursor ?? undefined, placeholderData: keepPreviousData },
  );
  const rows = list.data?.pages.flatMap((p) => p.items);
  const [openType, openId] = (params.get('open') ?? '').split('/');
  const opened =
    SUBMISSION_TYPES.includes(openType as SubmissionType) && Number(openId) > 0
      ? { type: openType as SubmissionType, id: Number(openId) }
      : null;
  const setOpened = (ref: { type: SubmissionType; id: number } | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (ref) next.set('open', `${ref.type}/${ref.id}`);
      else next.delete('open');
      return next;
    });

  if (isRefusal(list.error)) return <AccessDeniedPage />;
  return (
    <Stack>
      <div>
        <Title order={1}>Form Submissions</Title>
        <Text c="dimmed">What clients sent through the public forms</Text>
      </div>
      <Card withBorder radius="md" p="lg">
        <Stack>
          <Group justify="space-between" align="flex-end">
            <Title order={2} size="h4">
              All Submissions
            </Title>
            <Group gap="sm" grow preventGrowOverflow={false} wrap="wrap">
              <TextInput
                aria-label="Search submissions"
                placeholder="Search titles..."
                leftSection={<IconSearch size={16} />}
                value={search}
                onChange={(e) => setSearch(e.currentTarget.value)}
              />
              <Select
                aria-label="Filter by type"
                placeholder="All types"
                clearable
                data={SUBMISSION_TYPES.map((t) => ({ value: t, label: typeLabel(t) }))}
                value={type}
                onChange={(v) => setType(v as SubmissionType | null)}
              />
            </Group>
          </Group>
          <DataTable
            columns={columns((s) => setOpened({ type: s.type, id: s.id }))}
            rows={rows}
            rowKey={(s) => `${s.type}-${s.id}`}
            loading={list.isPending}
            error={list.isError}
            errorTitle="Error loading submissions"
            emptyTitle="No submissions found"
            emptyDescription={term || type ? 'Try adjusting your search or filter' : undefined}
            minWidth={760}
            cardsOnPhone
            cardsLabel="Submissions"
          />
          {list.hasNextPage && (
            <Group justify="center">
              <Button variant="default" onClick={() => list.fetchNextPage()} loading={list.isFetchingNextPage}>
                Load more
              </Button>
            </Group>
          )}
        </Stack>
      </Card>
      {opened && <SubmissionDetailDialog submission={opened} onClose={() => setOpened(null)} />}
    </Stack>
  );
}
