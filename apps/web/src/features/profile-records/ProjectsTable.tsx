import { PROJECT_NAME_REQUIRED } from '@app/domain';
import { DataTable, toast, type DataTableColumn } from '@app/ui';
import { Anchor, Badge, Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { RouterOutputs } from '../../lib/api-types';
import { trpc } from '../../lib/trpc';
import { useCan } from '../auth/useCan';
import { formatDate } from '../../lib/format';
import { projectStatusLabel, STATUS_COLORS } from '../projects/status';

// The Projects tab of a client or an organization profile: the real projects linked to it, not
// started first, then in progress, then completed (spec 3 section 2), each linking to its page.

type Row = RouterOutputs['projects']['linkedTo'][number];
export type ProjectsOwner = { clientId: number } | { organizationId: number };

const columns: DataTableColumn<Row>[] = [
  {
    key: 'name',
    header: 'Project',
    render: (p) => (
      <Anchor component={Link} to={`/projects/${p.id}`}>
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
  { key: 'start', header: 'Start Date', render: (p) => formatDate(p.startDate) },
  { key: 'due', header: 'Due Date', render: (p) => formatDate(p.dueDate) },
  { key: 'tasks', header: 'Tasks', render: (p) => `${p.completedTasks}/${p.totalTasks}` },
];

/** An organization's quick add: a name; the project starts in progress, linked to it. */
function AddOrganizationProject({ organizationId }: { organizationId: number }) {
  const [name, setName] = useState<string | null>(null);
  const utils = trpc.useUtils();
  const create = trpc.projects.createForOrganization.useMutation({
    onSuccess: () => {
      toast.success('Project added successfully');
      setName(null);
      void utils.projects.linkedTo.invalidate();
    },
    onError: () => toast.error('Failed to add project'),
  });
  if (name === null)
    return (
      <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setName('')}>
        Add Project
      </Button>
    );
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (name.trim()) create.mutate({ id: organizationId, data: { name: name.trim(), status: 'in_progress' } });
      }}
    >
      <Group gap="xs" align="flex-start">
        <TextInput
          aria-label="Project Name"
          placeholder="Project name"
          size="xs"
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={name !== '' && !name.trim() ? PROJECT_NAME_REQUIRED : undefined}
        />
        <Button size="xs" type="submit" disabled={!name.trim()} loading={create.isPending}>
          Add
        </Button>
        <Button size="xs" variant="default" onClick={() => setName(null)}>
          Cancel
        </Button>
      </Group>
    </form>
  );
}

export function ProjectsTable({ owner }: { owner: ProjectsOwner }) {
  const projects = trpc.projects.linkedTo.useQuery(owner);
  const organizationId = 'organizationId' in owner ? owner.organizationId : null;
  // The server's createForOrganization: the projects edit right and reading the organization (shown here).
  const canAdd = useCan('projects', 'edit');
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={3} size="h4">
          Projects
        </Title>
        {organizationId !== null && canAdd && <AddOrganizationProject organizationId={organizationId} />}
      </Group>
      <DataTable
        columns={columns}
        rows={projects.data}
        rowKey={(p) => p.id}
        loading={projects.isPending}
        error={projects.isError}
        errorTitle="Error loading projects"
        errorDescription="Please try again later"
        emptyTitle="No projects"
        emptyDescription={
          organizationId !== null
            ? 'Projects of this organization appear here'
            : 'Projects linked to this client appear here'
        }
        minWidth={520}
      />
    </Stack>
  );
}
