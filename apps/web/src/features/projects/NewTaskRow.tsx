import { TASK_NAME_REQUIRED } from '@app/domain';
import { toast } from '@app/ui';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { trpc } from '../../lib/trpc';
import { UserPicker, type Option } from './pickers';
import { taskStatusLabel } from './status';
import { TaskField, TaskFrame, type Layout } from './TaskLayout';
import { useTaskChanged } from './useTaskChanged';

const EMPTY_TASK = { name: '', notes: '', startDate: '', dueDate: '', assignees: [] as Option[] };

/** The row (or card) where a new task is typed; it starts as not started. */
export function NewTaskRow({ projectId, onDone, layout }: { projectId: number; onDone: () => void; layout: Layout }) {
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
      <TaskField layout={layout} label="Task">
        <TextInput
          aria-label="Task name"
          placeholder="Task name"
          value={task.name}
          onChange={(e) => setTask({ ...task, name: e.currentTarget.value })}
          error={task.name && !task.name.trim() ? TASK_NAME_REQUIRED : undefined}
        />
      </TaskField>
      <TaskField layout={layout} label="Notes">
        <TextInput
          aria-label="Notes"
          placeholder="Notes"
          value={task.notes}
          onChange={(e) => setTask({ ...task, notes: e.currentTarget.value })}
        />
      </TaskField>
      <TaskField layout={layout} label="Status">
        <Text size="sm" c="dimmed">
          {taskStatusLabel('not_started')}
        </Text>
      </TaskField>
      <TaskField layout={layout} label="Start Date">
        <TextInput
          aria-label="Start date"
          type="date"
          value={task.startDate}
          onChange={(e) => setTask({ ...task, startDate: e.currentTarget.value })}
        />
      </TaskField>
      <TaskField layout={layout} label="Due Date">
        <TextInput
          aria-label="Due date"
          type="date"
          value={task.dueDate}
          onChange={(e) => setTask({ ...task, dueDate: e.currentTarget.value })}
        />
      </TaskField>
      <TaskField layout={layout} label="Assigned To" miw={180}>
        <UserPicker
          label=""
          value={task.assignees}
          onChange={(assignees) => setTask({ ...task, assignees })}
          placeholder="Assignees"
        />
      </TaskField>
      <TaskField layout={layout} label="">
        <Group gap={4} wrap="nowrap">
          <Button size="xs" disabled={!task.name.trim()} loading={create.isPending} onClick={save}>
            Save
          </Button>
          <Button size="xs" variant="default" onClick={onDone}>
            Cancel
          </Button>
        </Group>
      </TaskField>
    </TaskFrame>
  );
}
