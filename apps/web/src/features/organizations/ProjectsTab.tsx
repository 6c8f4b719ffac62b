import { PROJECT_STATUSES } from '@app/domain';
import { PageState, toast } from '@app/ui';
import { Button, Card, Group, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { trpc } from '../../lib/trpc';
import { PROJECT_STATUS, ProjectsTable } from '../profile-records';
import { formatDate } from '../../lib/format';
import { serverMessage } from './helpers';

const EMPTY = { name: '', status: 'in_progress', startDate: '', dueDate: '' };

export default function ProjectsTab({ organizationId }: { organizationId: number }) {
  const utils = trpc.useUtils();
  const projects = trpc.organizations.projects.useQuery({ id: organizationId });
  const [form, setForm] = useState<typeof EMPTY | null>(null);
  const create = trpc.organizations.createProject.useMutation({
    onSuccess: () => {
      toast.success('Project added successfully');
      setForm(null);
      void utils.organizations.projects.invalidate({ id: organizationId });
    },
    onError: (error) => toast.error('Failed to add project', serverMessage(error)),
  });

  if (projects.isPending) return <PageState status="loading" title="Loading projects..." />;
  if (projects.isError) return <PageState status="error" title="Error loading projects" />;

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={3} size="h4">
          Projects
        </Title>
        {!form && (
          <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setForm(EMPTY)}>
            Add Project
          </Button>
        )}
      </Group>
      {form && (
        <Card withBorder>
          <form
            onSubmit={(e) => {
              e.preventDefault();
              if (!form.name.trim()) return toast.error('Failed to add project', 'Project name is required');
              create.mutate({
                id: organizationId,
                data: { name: form.name, status: form.status as (typeof PROJECT_STATUSES)[number], startDate: form.startDate || null, dueDate: form.dueDate || null },
              });
            }}
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput label="Project Name" required value={form.name} onChange={(e) => setForm({ ...form, name: e.currentTarget.value })} />
              <Select
                label="Status"
                data={PROJECT_STATUSES.map((s) => ({ value: s, label: PROJECT_STATUS[s]?.label ?? s }))}
                value={form.status}
                onChange={(v) => v && setForm({ ...form, status: v })}
                allowDeselect={false}
              />
              <TextInput label="Start Date" type="date" value={form.startDate} onChange={(e) => setForm({ ...form, startDate: e.currentTarget.value })} />
              <TextInput label="Due Date" type="date" value={form.dueDate} onChange={(e) => setForm({ ...form, dueDate: e.currentTarget.value })} />
            </SimpleGrid>
            <Group justify="flex-end" mt="sm">
              <Button variant="default" onClick={() => setForm(null)}>
                Cancel
              </Button>
              <Button type="submit" loading={create.isPending}>
                Add Project
              </Button>
            </Group>
          </form>
        </Card>
      )}
      <ProjectsTable
        projects={projects.data}
        nameHeader="Project"
        formatDate={formatDate}
        emptyTitle="No projects yet"
        emptyDescription="Projects of this organization appear here"
        minWidth={480}
      />
    </Stack>
  );
}
