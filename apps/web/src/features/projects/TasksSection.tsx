import { SETUP_REQUIRED_HINT, projectSetupMissing } from '@app/domain';
import { ConfirmDialog, toast } from '@app/ui';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useState } from 'react';
import { trpc } from '../../lib/trpc';
import { useCan } from '../auth/useCan';
import type { Project } from './ProjectInfo';
import { useUserOptions } from './pickers';
import { TaskList } from './TaskList';
import { CARDS_BELOW, type Layout } from './TaskLayout';
import type { Task } from './TaskRow';
import { useTaskChanged } from './useTaskChanged';

/**
 * A project's tasks: add one, load a template, change a status, delete (once the project is set up);
 * a user without the projects edit right sees the tasks without these controls.
 */
export function TasksSection({
  project,
  tasks,
  onLoadTemplate,
}: {
  project: Project;
  tasks: Task[];
  onLoadTemplate: () => void;
}) {
  const [adding, setAdding] = useState(false);
  const canEdit = useCan('projects', 'edit');
  const [deleting, setDeleting] = useState<Task | null>(null);
  const users = useUserOptions();
  const names = new Map(users.map((u) => [u.id, u.label]));
  const changed = useTaskChanged(project.id);
  const remove = trpc.tasks.delete.useMutation({
    onSuccess: () => {
      toast.success('Task deleted successfully');
      setDeleting(null);
      changed();
    },
    onError: () => toast.error('Failed to delete task'),
  });
  const ready = projectSetupMissing(project).length === 0;
  const { ref, width } = useElementSize();
  const layout: Layout = width > 0 && width < CARDS_BELOW ? 'card' : 'row';
  return (
    <Stack ref={ref}>
      <Group justify="space-between" wrap="wrap">
        <Title order={3} size="h4">
          Tasks
        </Title>
        {canEdit && (
          <Group gap="xs">
            <Button
              size="xs"
              variant="default"
              disabled={!ready}
              title={ready ? undefined : SETUP_REQUIRED_HINT}
              onClick={onLoadTemplate}
            >
              Load Template
            </Button>
            <Button
              size="xs"
              disabled={!ready || adding}
              title={ready ? undefined : SETUP_REQUIRED_HINT}
              onClick={() => setAdding(true)}
            >
              Add Task
            </Button>
          </Group>
        )}
      </Group>
      {!ready && canEdit && (
        <Alert color="yellow" variant="light">
          {SETUP_REQUIRED_HINT}
        </Alert>
      )}
      {!ready && tasks.length === 0 ? (
        <Stack gap={4} align="center" py="lg">
          <Text>Complete the project details to start adding tasks.</Text>
          <Text size="sm" c="dimmed">
            Required: Start Date, Due Date, Project Manager, and linked Client or Organization
          </Text>
        </Stack>
      ) : (
        <TaskList
          projectId={project.id}
          tasks={tasks}
          names={names}
          layout={layout}
          adding={adding}
          onAdded={() => setAdding(false)}
          onDelete={setDeleting}
        />
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete Task"
        message="Are you sure you want to delete this task? This action cannot be undone."
        confirmLabel="Delete"
        destructive
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
