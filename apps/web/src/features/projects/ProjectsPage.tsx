import { PROJECT_PAGE_SIZES, PROJECT_SORT_FIELDS, type ProjectSortField } from '@app/domain';
import { DataTable, type DataTableColumn } from '@app/ui';
import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  NativeSelect,
  Stack,
  Switch,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { RouterOutputs } from '../../lib/api-types';
import { trpc } from '../../lib/trpc';
import { useCan } from '../auth/useCan';
import { useCurrentUser } from '../auth/useCurrentUser';
import { formatDate } from '../../lib/format';
import { AddProjectDialog } from './AddProjectDialog';
import { BADGE_PROPS, dueIn, dueInText, projectStatusLabel, STATUS_COLORS } from './status';
import { useAssignedToMe } from './useAssignedToMe';
import { isRefusal } from '../../lib/request-errors';
import { AccessDeniedPage } from '../not-available/AccessDeniedPage';

type Row = RouterOutputs['projects']['list']['items'][number];
type Tab = 'open' | 'completed';
const SORT_LABELS: Record<ProjectSortField, string> = {
  name: 'Name',
  dueDate: 'Due Date',
  startDate: 'Start Date',
  createdAt: 'Created',
  status: 'Status',
};

function columns(tab: Tab): DataTableColumn<Row>[] {
  const cols: DataTableColumn<Row>[] = [
    {
      key: 'name',
      header: 'Project',
      render: (p) => (
        <Anchor component={Link} to={`/projects/${p.id}`} fw={500}>
          {p.name}
        </Anchor>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      render: (p) => (
        <Badge variant="light" color={STATUS_COLORS[p.status]}>
          {projectStatusLabel(p.status)}
        </Badge>
      ),
    },
    {
      key: 'links',
      header: 'Client / Organization',
      hidePriority: 1,
      render: (p) =>
        [...p.clients.map((c) => c.fullName), ...p.organizations.map((o) => o.businessDba)].join(', ') || '—',
    },
    { key: 'start', header: 'Start Date', render: (p) => formatDate(p.startDate), hidePriority: 3 },
    { key: 'due', header: 'Due Date', render: (p) => formatDate(p.dueDate) },
  ];
  if (tab === 'open') {
    cols.push({
      key: 'dueIn',
      header: 'Due In',
      render: (p) => {
        const d = dueIn(p.dueDate);
        return d ? (
          <Badge {...BADGE_PROPS[d.variant]} data-variant={d.variant}>
            {dueInText(d.days)}
          </Badge>
        ) : (
          '—'
        );
      },
    });
  }
  cols.push({
    key: 'tasks',
    header: 'Tasks',
    render: (p) => `${p.completedTasks}/${p.totalTasks}`,
    hidePriority: 2,
  });
  return cols;
}

export default function ProjectsPage() {
  const me = useCurrentUser();
  const canAdd = useCan('projects', 'edit');
  const [mine, setMine] = useAssignedToMe(me.data?.id);
  const [tab, setTab] = useState<Tab>('open');
  const [sort, setSort] = useState<ProjectSortField>('dueDate');
  const [direction, setDirection] = useState<'asc' | 'desc'>('asc');
  const [pageSize, setPageSize] = useState(25);
  // Keyset paging: the cursor of each page seen so far (page 1 has none).
  const [cursors, setCursors] = useState<Array<string | undefined>>([undefined]);
  const [adding, setAdding] = useState(false);
  const page = cursors.length;
  const reset = () => setCursors([undefined]);
  const list = trpc.projects.list.useQuery(
    { tab, sort, direction, mine, pageSize, page, cursor: cursors.at(-1) },
    { placeholderData: keepPreviousData },
  );
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / pageSize));

  if (isRefusal(list.error)) return <AccessDeniedPage />;
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={2}>Projects</Title>
        {canAdd && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
            Add Project
          </Button>
        )}
      </Group>
      <Tabs
        value={tab}
        onChange={(v) => {
          setTab((v as Tab) ?? 'open');
          reset();
        }}
      >
        <Tabs.List>
          <Tabs.Tab value="open">Open Projects</Tabs.Tab>
          <Tabs.Tab value="completed">Completed Projects</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <NativeSelect
          label="Sort by"
          data={PROJECT_SORT_FIELDS.map((f) => ({ value: f, label: SORT_LABELS[f] }))}
          value={sort}
          onChange={(e) => {
            setSort(e.currentTarget.value as ProjectSortField);
            reset();
          }}
        />
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={direction === 'asc' ? 'Ascending' : 'Descending'}
          onClick={() => {
            setDirection(direction === 'asc' ? 'desc' : 'asc');
            reset();
          }}
        >
          {direction === 'asc' ? <IconArrowUp size={16} /> : <IconArrowDown size={16} />}
        </ActionIcon>
        <Switch
          label="Show only projects assigned to me"
          checked={mine}
          onChange={(e) => {
            setMine(e.currentTarget.checked);
            reset();
          }}
          mb={6}
        />
      </Group>
      <Card withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <DataTable
          columns={columns(tab)}
          rows={list.data?.items}
          rowKey={(p) => p.id}
          loading={list.isPending}
          error={list.isError}
          errorTitle="Error loading projects"
          errorDescription="Please try again later"
          emptyTitle={tab === 'open' ? 'No open projects' : 'No completed projects'}
          emptyDescription={
            mine
              ? 'No projects are assigned to you'
              : tab === 'open' && canAdd
                ? 'Add a project to get started'
                : undefined
          }
          minWidth={760}
          cardsOnPhone
          cardsLabel="Projects"
        />
        <Group justify="space-between" mt="md" wrap="wrap" gap="sm">
          <Group gap="xs">
            <Text size="sm">Rows per page</Text>
            <NativeSelect
              aria-label="Rows per page"
              data={PROJECT_PAGE_SIZES.map(String)}
              value={String(pageSize)}
              onChange={(e) => {
                setPageSize(Number(e.currentTarget.value));
                reset();
              }}
            />
          </Group>
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              Page {page} of {pages} ({list.data?.total ?? 0} projects)
            </Text>
            <Button variant="default" size="xs" disabled={page === 1} onClick={() => setCursors(cursors.slice(0, -1))}>
              Previous
            </Button>
            <Button
              variant="default"
              size="xs"
              disabled={!list.data?.nextCursor || page >= pages}
              onClick={() => list.data?.nextCursor && setCursors([...cursors, list.data.nextCursor])}
            >
              Next
            </Button>
          </Group>
        </Group>
      </Card>
      {canAdd && <AddProjectDialog opened={adding} onClose={() => setAdding(false)} />}
    </Stack>
  );
}
