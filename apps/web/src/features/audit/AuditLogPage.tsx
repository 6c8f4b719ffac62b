import { DataTable, type DataTableColumn } from '@app/ui';
import { Anchor, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { RouterOutputs } from '../../lib/api-types';
import { displayTimeZone, EMPTY_VALUE, formatDateTime } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { csvHref } from '../deadlines/csv-link';
import { ExportCsvButton } from '../deadlines/ExportCsvButton';
import {
  actionLabel,
  AUDIT_PAGE_SIZE,
  hasFilters,
  rangeError,
  readFilters,
  readPage,
  recordTypeLabel,
  withFilters,
  zoneParam,
  type FilterKey,
} from './audit-filters';
import { AuditFilters } from './AuditFilters';
import { isRefusal } from '../../lib/request-errors';
import { AccessDeniedPage } from '../not-available/AccessDeniedPage';

type Entry = RouterOutputs['audit']['list']['items'][number];

const ACTION_COLORS: Record<string, string> = {
  create: 'teal',
  update: 'blue',
  delete: 'red',
  reveal: 'orange',
  login_failed: 'red',
  login_blocked: 'red',
};

/** Admins only (the `audit` area): who did what to which record, and when; filtered, paged by the server, exportable. */
export default function AuditLogPage() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const page = readPage(params);
  const timeZone = zoneParam(displayTimeZone());
  const invalidRange = rangeError(filters) !== null;
  const list = trpc.audit.list.useQuery(
    { ...filters, timeZone, limit: AUDIT_PAGE_SIZE, offset: (page - 1) * AUDIT_PAGE_SIZE },
    { enabled: !invalidRange, placeholderData: keepPreviousData },
  );

  // The URL as last set, not as last rendered: react-router renders a change as a transition, so a
  // second filter chosen before that render would start from the URL without the first.
  const latest = useRef(params);
  const rendered = useRef(params);
  if (rendered.current !== params) {
    rendered.current = params;
    latest.current = params;
  }
  const setLatest = (next: URLSearchParams, options?: { replace: boolean }) => {
    latest.current = next;
    setParams(next, options);
  };
  const change = (changes: Partial<Record<FilterKey, string | number | null>>) =>
    setLatest(withFilters(latest.current, changes), { replace: true });
  const setPage = (next: number) => {
    const updated = new URLSearchParams(latest.current);
    if (next > 1) updated.set('page', String(next));
    else updated.delete('page');
    setLatest(updated);
  };
  const filtered = hasFilters(filters);

  const columns: DataTableColumn<Entry>[] = [
    {
      key: 'createdAt',
      header: 'When',
      render: (e) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(e.createdAt)}
        </Text>
      ),
    },
    {
      key: 'user',
      header: 'User',
      render: (e) =>
        e.username ? (
          <Text size="sm">{e.username}</Text>
        ) : (
          <Text c="dimmed" size="sm">
            System
          </Text>
        ),
    },
    {
      key: 'action',
      header: 'Action',
      render: (e) => (
        <Badge
          variant="light"
          color={ACTION_COLORS[e.action] ?? 'gray'}
          tt="none"
          styles={{ root: { maxWidth: 'none' }, label: { overflow: 'visible' } }}
        >
          {actionLabel(e.action)}
        </Badge>
      ),
    },
    {
      key: 'record',
      header: 'Record',
      render: (e) => <RecordCell entry={e} onPick={(entityType, entityId) => change({ entityType, entityId })} />,
    },
    {
      key: 'fields',
      header: 'Fields',
      hidePriority: 1,
      render: (e) =>
        e.fields.length ? (
          <Text size="sm" lineClamp={2} maw={380} title={e.fields.join(', ')}>
            {e.fields.join(', ')}
          </Text>
        ) : (
          EMPTY_VALUE
        ),
    },
    { key: 'ip', header: 'IP address', render: (e) => e.ip ?? EMPTY_VALUE, hidePriority: 2 },
  ];

  if (isRefusal(list.error)) return <AccessDeniedPage />;
  return (
    <Stack>
      <Group justify="space-between" align="end" wrap="wrap" gap="sm">
        <div>
          <Title order={1}>Audit Log</Title>
          <Text c="dimmed">Who did what, to which record, and when</Text>
        </div>
        <Group gap="xs">
          {filtered && (
            <Button variant="subtle" size="xs" onClick={() => setParams(new URLSearchParams(), { replace: true })}>
              Clear filters
            </Button>
          )}
          <ExportCsvButton href={csvHref('/api/audit-log', { ...filters, timeZone })} />
        </Group>
      </Group>
      <AuditFilters filters={filters} onChange={change} />
      <DataTable
        columns={columns}
        rows={invalidRange ? [] : list.data?.items}
        rowKey={(e) => e.id}
        loading={list.isPending && !invalidRange}
        error={list.isError}
        errorTitle="Failed to load the audit log"
        errorDescription={list.error?.message}
        emptyTitle="No audit entries found"
        emptyDescription={filtered ? 'Try other filters.' : 'Changes, sign-ins and reveals show here as they happen.'}
        minWidth={820}
        cardsOnPhone
        cardsLabel="Audit entries"
        paging={
          list.data
            ? {
                page,
                pageSize: AUDIT_PAGE_SIZE,
                total: list.data.total,
                totalCapped: list.data.totalCapped,
                onPageChange: setPage,
              }
            : undefined
        }
      />
    </Stack>
  );
}

function RecordCell({
  entry,
  onPick,
}: {
  entry: Entry;
  onPick: (entityType: string, entityId: string | null) => void;
}) {
  if (!entry.entityType) return EMPTY_VALUE;
  const label = `${recordTypeLabel(entry.entityType)}${entry.entityId ? ` #${entry.entityId}` : ''}`;
  return (
    <Anchor
      component="button"
      type="button"
      size="sm"
      style={{ whiteSpace: 'nowrap' }}
      title="Show only this record"
      onClick={() => onPick(entry.entityType!, entry.entityId)}
    >
      {label}
    </Anchor>
  );
}
