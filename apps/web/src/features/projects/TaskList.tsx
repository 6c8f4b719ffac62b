import { ScrollArea, Stack, Table, Text } from '@mantine/core';
import { NewTaskRow } from './NewTaskRow';
import type { Layout } from './TaskLayout';
import { TaskRow, type Task } from './TaskRow';

interface TaskListProps {
  projectId: number;
  tasks: Task[];
  names: Map<number, string>;
  layout: Layout;
  adding: boolean;
  onAdded: () => void;
  onDelete: (task: Task) => void;
}

/** The project's tasks as a table, or as a list of cards when the section is narrow. */
export function TaskList({ projectId, tasks, names, layout, adding, onAdded, onDelete }: TaskListProps) {
  const rows = tasks.map((t) => <TaskRow key={t.id} task={t} names={names} onDelete={onDelete} layout={layout} />);
  const newRow = adding && <NewTaskRow projectId={projectId} onDone={onAdded} layout={layout} />;
  const empty = tasks.length === 0 && !adding;
  if (layout === 'card') {
    return (
      <Stack component="ul" gap="sm" p={0} m={0} aria-label="Tasks" style={{ listStyle: 'none' }}>
        {rows}
        {newRow}
        {empty && (
          <Text component="li" ta="center" c="dimmed" py="md">
            No tasks yet
          </Text>
        )}
      </Stack>
    );
  }
  return (
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
          {rows}
          {newRow}
          {empty && (
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
  );
}
