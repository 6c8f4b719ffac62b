import { TASK_TITLE_EMPTY, TASK_TITLE_REQUIRED, togglePersonalTaskStatus } from '@app/domain';
import { PageState, toast } from '@app/ui';
import { ActionIcon, Button, Card, Checkbox, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import type { RouterOutputs } from '../../lib/api-types';
import { trpc } from '../../lib/trpc';
import { formatDate } from '../../lib/format';
import { isRefusal } from '../../lib/request-errors';
import { AccessDeniedPage } from '../not-available/AccessDeniedPage';

type Todo = RouterOutputs['personalTasks']['list'][number];

function useTodoChanged() {
  const utils = trpc.useUtils();
  return () => void utils.personalTasks.list.invalidate();
}

function AddTodo() {
  const [name, setName] = useState('');
  const [dueDate, setDueDate] = useState('');
  const changed = useTodoChanged();
  const create = trpc.personalTasks.create.useMutation({
    onSuccess: () => {
      toast.success('Task added successfully');
      setName('');
      setDueDate('');
      changed();
    },
    onError: () => toast.error('Failed to add task'),
  });
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (!name.trim()) return toast.error(TASK_TITLE_REQUIRED);
        create.mutate({ name: name.trim(), dueDate: dueDate || null });
      }}
    >
      <Group gap="xs" align="flex-end" wrap="wrap">
        <TextInput
          style={{ flex: 1, minWidth: 200 }}
          aria-label="New task"
          placeholder="Add a new task..."
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
        />
        <TextInput
          aria-label="Due date (optional)"
          type="date"
          value={dueDate}
          onChange={(e) => setDueDate(e.currentTarget.value)}
        />
        <Button type="submit" loading={create.isPending}>
          Add
        </Button>
      </Group>
    </form>
  );
}

function TodoItem({ todo }: { todo: Todo }) {
  const [editing, setEditing] = useState<string | null>(null);
  const changed = useTodoChanged();
  const update = trpc.personalTasks.update.useMutation({
    onSuccess: () => {
      toast.success('Task updated successfully');
      setEditing(null);
      changed();
    },
    onError: () => toast.error('Failed to update task'),
  });
  const done = todo.status === 'completed';
  const submit = () => {
    if (editing === null) return;
    if (!editing.trim()) return toast.error(TASK_TITLE_EMPTY);
    update.mutate({ id: todo.id, data: { name: editing.trim() } });
  };
  return (
    <Group gap="sm" wrap="nowrap" py={4}>
      <Checkbox
        aria-label={`Mark ${todo.name} ${done ? 'not done' : 'done'}`}
        checked={done}
        onChange={() => update.mutate({ id: todo.id, data: { status: togglePersonalTaskStatus(todo.status) } })}
      />
      {editing !== null ? (
        <TextInput
          style={{ flex: 1 }}
          aria-label="Edit task title"
          autoFocus
          value={editing}
          onChange={(e) => setEditing(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') submit();
            if (e.key === 'Escape') setEditing(null);
          }}
        />
      ) : (
        <Text style={{ flex: 1 }} td={done ? 'line-through' : undefined} c={done ? 'dimmed' : undefined}>
          {todo.name}
        </Text>
      )}
      {todo.dueDate && (
        <Text size="sm" c="dimmed">
          {formatDate(todo.dueDate)}
        </Text>
      )}
      {editing === null && (
        <ActionIcon variant="subtle" aria-label={`Edit ${todo.name}`} onClick={() => setEditing(todo.name)}>
          <IconPencil size={16} />
        </ActionIcon>
      )}
    </Group>
  );
}

function TodoList({ title, todos, empty }: { title: string; todos: Todo[]; empty: string }) {
  return (
    <Card withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <Title order={3} size="h4" mb="sm">
        {title}
      </Title>
      {todos.length === 0 ? (
        <Text c="dimmed" size="sm">
          {empty}
        </Text>
      ) : (
        todos.map((t) => <TodoItem key={t.id} todo={t} />)
      )}
    </Card>
  );
}

/** The personal to-do list: private to its owner. */
export default function TodoListPage() {
  const todos = trpc.personalTasks.list.useQuery();
  if (isRefusal(todos.error)) return <AccessDeniedPage />;
  return (
    <Stack gap="md">
      <Title order={2}>To Do List</Title>
      <AddTodo />
      {todos.isPending && <PageState status="loading" title="Loading tasks..." />}
      {todos.isError && <PageState status="error" title="Error loading tasks" description="Please try again later" />}
      {todos.data && (
        <>
          <TodoList
            title="Active Tasks"
            todos={todos.data.filter((t) => t.status !== 'completed')}
            empty="No active tasks"
          />
          <TodoList
            title="Completed Tasks"
            todos={todos.data.filter((t) => t.status === 'completed')}
            empty="No completed tasks"
          />
        </>
      )}
    </Stack>
  );
}
