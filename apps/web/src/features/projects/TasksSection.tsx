import {
  SETUP_REQUIRED_HINT,
  TASK_NAME_REQUIRED,
  TASK_STATUSES,
  projectSetupMissing,
  type TaskStatus,
} from '@app/domain';
import { ConfirmDialog, toast } from '@app/ui';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  NativeSelect,
  Paper,
  ScrollArea,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import type { RouterOutputs } from '../../lib/api-types';
import { trpc } from '../../lib/trpc';
import { formatDate } from '../../lib/format';
import type { Project } from './ProjectInfo';
import { UserPicker, useUserOptions, type Option } from './pickers';
import { taskStatusLabel } from './status';

type Task = RouterOutputs['tasks']['listForProject'][number];
const EMPTY_TASK = { name: '', notes: '', startDate: '', dueDate: '', assignees: [] as Option[] };
/** Below this width of the section the tasks are cards: the seven-column table needs about 900 px. */
const CARDS_BELOW = 860;

/** How a task shows: a table row, or (a phone, a tablet) a card with one labelled field per column. */
type Layout = 'row' | 'card';

function TaskFrame({ layout, children }: { layout: Layout; children: ReactNode }) {
  if (layout === 'row') return <Table.Tr>{children}</Table.Tr>;
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs">
        {children}
      </SimpleGrid>
    </Paper>
  );
}

function Field({ layout, label, children, miw }: { layout: Layout; label: string; children: ReactNode; miw?: number }) {
  if (layout === 'row') return <Table.Td miw={miw}>{children}</Table.Td>;
  return (
    <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
      {label && (
        <Text size="xs" c="dimmed" fw={600}>
          {label}
        </Text>
      )}
      <Text component="div" size="sm">
        {children}
      </Text>
    </div>
  );
}

export function useTaskChanged(projectId: number) {
  const utils = trpc.useUtils();
  return () => {
    void utils.tasks.listForProject.invalidate({ id: projectId });
    void utils.projects.get.invalidate({ id: projectId });
    void utils.projects.list.invalidate();
  };
}

function NewTaskRow({ projectId, onDone, layout }: { projectId: number; onDone: () => void; layout: Layout }) {
  const [task, setTask] = useState(EMPTY_TASK);
  const changed = useTaskChanged(projectId);
  const create = trpc.tasks.create.useMutation({
    onSuccess: () => {
      toast.success('Task created successfully');
      changed();
      onDone();
    },
    onError: () => toast.error('Failed to create task'),
  });
  const save = () =>
    create.mutate({
      id: projectId,
      data: {
        name: task.name.trim(),
        status: 'not_started',
        notes: task.notes || null,
        startDate: task.startDate || null,
        dueDate: task.dueDate || null,
        assigned_to_ids: task.assignees.map((a) => a.id),
      },
    });
  return (
    <TaskFrame layout={layout}>
      <Field layout={layout} label="Task">
        <TextInput
          aria-label="Task name"
          placeholder="Task name"
          value={task.name}
          onChange={(e) => setTask({ ...task, name: e.currentTarget.value })}
          error={task.name && !task.name.trim() ? TASK_NAME_REQUIRED : undefined}
        />
      </Field>
      <Field layout={layout} label="Notes">
        <TextInput
          aria-label="Notes"
          placeholder="Notes"
          value={task.notes}
          onChange={(e) => setTask({ ...task, notes: e.currentTarget.value })}
        />
      </Field>
      <Field layout={layout} label="Status">
        <Text size="sm" c="dimmed">
          {taskStatusLabel('not_started')}
        </Text>
      </Field>
      <Field layout={layout} label="Start Date">
        <TextInput
          aria-label="Start date"
          type="date"
          value={task.startDate}
          onChange={(e) => setTask({ ...task, startDate: e.currentTarget.value })}
        />
      </Field>
      <Field layout={layout} label="Due Date">
        <TextInput
          aria-label="Due date"
          type="date"
          value={task.dueDate}
          onChange={(e) => setTask({ ...task, dueDate: e.currentTarget.value })}
        />
      </Field>
      <Field layout={layout} label="Assigned To" miw={180}>
        <UserPicker
          label=""
          value={task.assignees}
          onChange={(assignees) => setTask({ ...task, assignees })}
          placeholder="Assignees"
        />
      </Field>
      <Field layout={layout} label="">
        <Group gap={4} wrap="nowrap">
          <Button size="xs" disabled={!task.name.trim()} loading={create.isPending} onClick={save}>
            Save
          </Button>
          <Button size="xs" variant="default" onClick={onDone}>
            Cancel
          </Button>
        </Group>
      </Field>
    </TaskFrame>
  );
}

function TaskRow({
  task,
  names,
  onDelete,
  layout,
}: {
  task: Task;
  names: Map<number, string>;
  onDelete: (t: Task) => void;
  layout: Layout;
}) {
  const changed = useTaskChanged(task.projectId);
  const update = trpc.tasks.update.useMutation({
    onSuccess: () => {
      toast.success('Task updated successfully');
      changed();
    },
    onError: () => toast.error('Failed to update task'),
  });
  return (
    <TaskFrame layout={layout}>
      <Field layout={layout} label="Task">
        <Text component="span" fw={500} size="sm">
          {task.name}
        </Text>
      </Field>
      <Field layout={layout} label="Notes">
        {task.notes ?? '—'}
      </Field>
      <Field layout={layout} label="Status">
        <NativeSelect
          aria-label={`Status of ${task.name}`}
          size="xs"
          data={TASK_STATUSES.map((s) => ({ value: s, label: taskStatusLabel(s) }))}
          value={task.status}
          disabled={update.isPending}
          onChange={(e) => update.mutate({ id: task.id, data: { status: e.currentTarget.value as TaskStatus } })}
        />
      </Field>
      <Field layout={layout} label="Start Date">
        {formatDate(task.startDate)}
      </Field>
      <Field layout={layout} label="Due Date">
        {formatDate(task.dueDate)}
      </Field>
      <Field layout={layout} label="Assigned To">
        {task.assigned_to_ids.map((id) => names.get(id) ?? `#${id}`).join(', ') || '—'}
      </Field>
      <Field layout={layout} label="">
        <ActionIcon variant="subtle" color="red" aria-label={`Delete task ${task.name}`} onClick={() => onDelete(task)}>
          <IconTrash size={16} />
        </ActionIcon>
      </Field>
    </TaskFrame>
  );
}

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
      </Group>
      {!ready && (
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
      ) : layout === 'card' ? (
        <Stack component="ul" gap="sm" p={0} m={0} aria-label="Tasks" style={{ listStyle: 'none' }}>
          {tasks.map((t) => (
            <TaskRow key={t.id} task={t} names={names} onDelete={setDeleting} layout="card" />
          ))}
          {adding && <NewTaskRow projectId={project.id} onDone={() => setAdding(false)} layout="card" />}
          {tasks.length === 0 && !adding && (
            <Text component="li" ta="center" c="dimmed" py="md">
              No tasks yet
            </Text>
          )}
        </Stack>
      ) : (
        <ScrollArea type="auto">
          <Table miw={900} verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Task</Table.Th>
                <Table.Th>Notes</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Start Date</Table.Th>
                <Table.Th>Due Date</Table.Th>
                <Table.Th>Assigned To</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {tasks.map((t) => (
                <TaskRow key={t.id} task={t} names={names} onDelete={setDeleting} layout="row" />
              ))}
              {adding && <NewTaskRow projectId={project.id} onDone={() => setAdding(false)} layout="row" />}
              {tasks.length === 0 && !adding && (
                <Table.Tr>
                  <Table.Td colSpan={7}>
                    <Text ta="center" c="dimmed" py="md">
                      No tasks yet
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
        </ScrollArea>
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
