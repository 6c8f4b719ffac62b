import { USER_FLAGS, flagsForRole, passwordProblems, type UserFlag, type WorkforceUser } from '@app/domain';
import { toast } from '@app/ui';
import {
  Button,
  Checkbox,
  Group,
  Modal,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../lib/request-errors';
import { trpc } from '../../lib/trpc';
import { FLAG_GROUPS } from './flag-labels';
import { PasswordRules } from './PasswordRules';

type Flags = Record<UserFlag, boolean>;

interface FormState {
  username: string;
  password: string;
  email: string;
  firstName: string;
  lastName: string;
  role: 'admin' | 'employee';
  flags: Flags;
}

function initialState(user: WorkforceUser | null): FormState {
  if (!user)
    return {
      username: '',
      password: '',
      email: '',
      firstName: '',
      lastName: '',
      role: 'employee',
      flags: flagsForRole('employee'),
    };
  const flags = Object.fromEntries(USER_FLAGS.map((f) => [f, user[f]])) as Flags;
  return {
    username: user.username,
    password: '',
    email: user.email ?? '',
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    role: user.role,
    flags,
  };
}

/** Add User and Edit User (spec 3): admin turns every flag on; flags show for employees only. */
export function UserFormDialog({ user, onClose }: { user: WorkforceUser | null; onClose: () => void }) {
  const [form, setForm] = useState<FormState>(() => initialState(user));
  const [error, setError] = useState<string | null>(null);
  const utils = trpc.useUtils();
  const isNew = user === null;
  const done = async (message: string) => {
    toast.success(message);
    await utils.users.invalidate();
    onClose();
  };
  const create = trpc.users.create.useMutation({
    onSuccess: () => done('User created'),
    onError: (e) => toast.error('Failed to create user.', errorMessage(e, 'Failed to create user.')),
  });
  const update = trpc.users.update.useMutation({
    onSuccess: () => done('User updated'),
    onError: (e) => toast.error('Failed to update user.', errorMessage(e, 'Failed to update user.')),
  });
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm((f) => ({ ...f, [key]: value }));
  const setRole = (role: 'admin' | 'employee') =>
    setForm((f) => ({ ...f, role, flags: role === 'admin' ? flagsForRole('admin') : f.flags }));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!form.username.trim()) return setError('Username is required');
    if (isNew && !form.password) return setError('Password is required');
    if (form.password && passwordProblems(form.password).length)
      return setError('Password does not meet the requirements');
    setError(null);
    // An empty email is left out; a blank password on edit keeps the current one.
    const payload = {
      username: form.username.trim(),
      firstName: form.firstName,
      lastName: form.lastName,
      role: form.role,
      ...(form.email.trim() ? { email: form.email.trim() } : {}),
      ...(form.password ? { password: form.password } : {}),
      ...form.flags,
    };
    if (isNew) create.mutate({ ...payload, password: form.password });
    else update.mutate({ ...payload, id: user.id });
  };

  return (
    <Modal opened onClose={onClose} title={isNew ? 'Add User' : 'Edit User'} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Username"
              required
              value={form.username}
              onChange={(e) => set('username', e.currentTarget.value)}
              autoComplete="off"
            />
            <TextInput
              label="Email"
              type="email"
              value={form.email}
              onChange={(e) => set('email', e.currentTarget.value)}
            />
            <TextInput
              label="First Name"
              value={form.firstName}
              onChange={(e) => set('firstName', e.currentTarget.value)}
            />
            <TextInput
              label="Last Name"
              value={form.lastName}
              onChange={(e) => set('lastName', e.currentTarget.value)}
            />
          </SimpleGrid>
          <PasswordInput
            label={isNew ? 'Password' : 'Password (leave blank to keep the current one)'}
            required={isNew}
            value={form.password}
            onChange={(e) => set('password', e.currentTarget.value)}
            autoComplete="new-password"
          />
          <PasswordRules password={form.password} />
          <Select
            label="Role"
            data={[
              { value: 'employee', label: 'Employee' },
              { value: 'admin', label: 'Admin' },
            ]}
            value={form.role}
            onChange={(v) => setRole((v as 'admin' | 'employee') ?? 'employee')}
            allowDeselect={false}
          />
          {form.role === 'employee' ? (
            FLAG_GROUPS.map((group) => (
              <div key={group.title}>
                <Text fw={500} size="sm" mb={6}>
                  {group.title} permissions
                </Text>
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
                  {group.flags.map(({ flag, label }) => (
                    <Checkbox
                      key={flag}
                      label={label}
                      checked={form.flags[flag]}
                      onChange={(e) => set('flags', { ...form.flags, [flag]: e.currentTarget.checked })}
                    />
                  ))}
                </SimpleGrid>
              </div>
            ))
          ) : (
            <Text size="sm" c="dimmed">
              Admins have full access.
            </Text>
          )}
          {error && (
            <Text c="red" size="sm" role="alert">
              {error}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending}>
              {isNew ? 'Create User' : 'Save Changes'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
