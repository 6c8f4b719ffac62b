import type { WorkforceUser } from '@app/domain';
import { DataTable, PageState, toast, type DataTableColumn } from '@app/ui';
import { Avatar, Badge, Button, Group, Stack, Text, TextInput, Title, ActionIcon, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPencil, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage, isRefusal } from '../../lib/request-errors';
import { trpc } from '../../lib/trpc';
import { displayName } from '../../lib/user';
import { useCurrentUser } from '../auth/useCurrentUser';
import { FLAG_LABELS } from './flag-labels';
import { UserFormDialog } from './UserFormDialog';
import { AccessDeniedPage } from '../not-available/AccessDeniedPage';

export const DELETE_USER_CONFIRM = 'Are you sure you want to delete this user?';

function permissionsText(user: WorkforceUser): string {
  if (user.role === 'admin') return 'Full Access';
  const on = FLAG_LABELS.filter(({ flag }) => user[flag]).map(({ label }) => label);
  return on.length ? on.join(', ') : 'No permissions';
}

/** Workforce Management (spec 3): admins only; the route shows Access Denied to everyone else. */
export default function WorkforcePage() {
  const { data: me } = useCurrentUser();
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search.trim(), 300);
  const [editing, setEditing] = useState<WorkforceUser | 'new' | null>(null);
  const utils = trpc.useUtils();
  const users = trpc.users.list.useQuery({ search: term || undefined });
  const remove = trpc.users.remove.useMutation({
    onSuccess: async () => {
      toast.success('User deleted');
      await utils.users.invalidate();
    },
    onError: (error) => toast.error('Failed to delete user.', errorMessage(error, 'Failed to delete user.')),
  });

  const onDelete = (user: WorkforceUser) => {
    if (window.confirm(DELETE_USER_CONFIRM)) remove.mutate({ id: user.id });
  };
  const rows = (users.data ?? []) as WorkforceUser[];
  const columns: DataTableColumn<WorkforceUser>[] = [
    {
      key: 'user',
      header: 'User',
      render: (user) => (
        <Group gap="sm" wrap="nowrap">
          <Avatar src={user.profilePicture} radius="xl" size="sm" color="indigo" alt={displayName(user)}>
            {displayName(user).slice(0, 1).toUpperCase()}
          </Avatar>
          <div>
            <Text size="sm" fw={500}>
              {displayName(user)}
            </Text>
            <Text size="xs" c="dimmed">
              @{user.username}
            </Text>
          </div>
        </Group>
      ),
    },
    { key: 'email', header: 'Email', render: (user) => user.email ?? '—' },
    {
      key: 'role',
      header: 'Role',
      render: (user) => (
        <Badge variant={user.role === 'admin' ? 'filled' : 'light'}>
          {user.role === 'admin' ? 'Admin' : 'Employee'}
        </Badge>
      ),
    },
    {
      key: 'permissions',
      header: 'Permissions',
      width: 240,
      render: (user) => <Text size="xs">{permissionsText(user)}</Text>,
    },
    {
      key: 'actions',
      header: 'Actions',
      render: (user) => (
        <Group gap={4} wrap="nowrap" justify="flex-end">
          <Tooltip label="Edit user">
            <ActionIcon variant="subtle" aria-label={`Edit ${user.username}`} onClick={() => setEditing(user)}>
              <IconPencil size={16} />
            </ActionIcon>
          </Tooltip>
          {user.id !== me?.id && (
            <Tooltip label="Delete user">
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Delete ${user.username}`}
                onClick={() => onDelete(user)}
                loading={remove.isPending && remove.variables?.id === user.id}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      ),
    },
  ];

  if (isRefusal(users.error)) return <AccessDeniedPage />;
  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <div>
          <Title order={1}>Workforce Management</Title>
          <Text c="dimmed">Manage user accounts and permissions</Text>
        </div>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          Add User
        </Button>
      </Group>
      <TextInput
        aria-label="Search users"
        placeholder="Search by name, username or email"
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        maw={400}
      />
      {users.isPending ? (
        <PageState status="loading" title="Loading users..." />
      ) : users.isError ? (
        <PageState status="error" title="Failed to load users" description={errorMessage(users.error)} />
      ) : rows.length === 0 ? (
        <PageState status="empty" title={term ? 'No users match your search' : 'No users found'} />
      ) : (
        <DataTable
          columns={columns}
          rows={rows}
          rowKey={(u) => u.id}
          rowTestId={(u) => `user-row-${u.username}`}
          emptyTitle="No users found"
          minWidth={640}
          cardsOnPhone
          cardsLabel="Users"
        />
      )}
      {editing && <UserFormDialog user={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
