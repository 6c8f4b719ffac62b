import { TASK_STATUSES, type TaskStatus } from '@app/domain';
import { toast } from '@app/ui';
import { ActionIcon, NativeSelect, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { RouterOutputs } from '../../lib/api-types';
import { formatDate } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { useCan } from '../auth/useCan';
import { taskStatusLabel } from './status';
import { TaskField, TaskFrame, type Layout } from './TaskLayout';
import { useTaskChanged } from './useTaskChanged';

export type Task = RouterOutputs['tasks']['listForProject'][number];

/** One task: its status changes in place, the bin asks before deleting (both only with the projects edit right). */
export function TaskRow({
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
  const canEdit = useCan('projects', 'edit');
  const update = trpc.tasks.update.useMutation({
    onSuccess: () => {
      toast.success('Task updated successfully');
      changed();
    },
    onError: () => toast.error('Failed to update task'),
  });
  return (
    <TaskFrame layout={layout}>
      <TaskField layout={layout} label="Task">
        <Text component="span" fw={500} size="sm">
          {task.name}
        </Text>
      </TaskField>
      <TaskField layout={layout} label="Notes">
        {task.notes ?? '—'}
      </TaskField>
      <TaskField layout={layout} label="Status">
        {canEdit ? (
          <NativeSelect
            aria-label={`Status of ${task.name}`}
            size="xs"
            data={TASK_STATUSES.map((s) => ({ value: s, label: taskStatusLabel(s) }))}
            value={task.status}
            disabled={update.isPending}
            onChange={(e) => update.mutate({ id: task.id, data: { status: e.currentTarget.value as TaskStatus } })}
          />
        ) : (
          <Text component="span" size="sm">
            {taskStatusLabel(task.status)}
          </Text>
        )}
      </TaskField>
      <TaskField layout={layout} label="Start Date">
        {formatDate(task.startDate)}
      </TaskField>
      <TaskField layout={layout} label="Due Date">
        {formatDate(task.dueDate)}
      </TaskField>
      <TaskField layout={layout} label="Assigned To">
        {task.assigned_to_ids.map((id) => names.get(id) ?? `#${id}`).join(', ') || '—'}
      </TaskField>
      <TaskField layout={layout} label="">
        {canEdit && (
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Delete task ${task.name}`}
            onClick={() => onDelete(task)}
          >
            <IconTrash size={16} />
          </ActionIcon>
        )}
      </TaskField>
    </TaskFrame>
  );
}
