import { PlatformLoginCreate, type PlatformLoginField } from '@app/domain';
import { ConfirmDialog, PageState, toast } from '@app/ui';
import {
  ActionIcon,
  Button,
  Card,
  Group,
  Modal,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconCheck, IconEdit, IconPlus, IconX } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../lib/errors';
import { EditOnly, useExclusiveEditor } from './edit-access';
import { useOwnerApi, useOwnerLogins, type LoginView, type Owner } from './owner';
import { useRevealed } from './useRevealed';

const FIELD_LABELS: Record<PlatformLoginField, string> = {
  platform: 'Platform',
  username: 'Username',
  password: 'Password',
  pin: 'PIN',
  notes: 'Notes',
};
const SECRET_FIELDS: readonly PlatformLoginField[] = ['password', 'pin'];

type NewLogin = Record<PlatformLoginField, string>;
const EMPTY_LOGIN: NewLogin = { platform: '', username: '', password: '', pin: '', notes: '' };

interface LoginFieldProps {
  login: LoginView;
  field: PlatformLoginField;
  clear: LoginView | undefined;
  onReveal: () => void;
  revealing: boolean;
  onSave: (field: PlatformLoginField, value: string) => Promise<unknown>;
}

/** One field of a login, shown or edited on its own; secret fields are masked until revealed. */
function LoginField({ login, field, clear, onReveal, revealing, onSave }: LoginFieldProps) {
  const secret = SECRET_FIELDS.includes(field);
  // Only the secret fields come from the revealed copy; the others always show the saved login.
  const stored = secret && clear ? clear[field] : login[field];
  const [editing, setEditing] = useState<string | null>(null);
  useExclusiveEditor(`login:${login.id}:${field}`, editing !== null, () => setEditing(null));
  const [saving, setSaving] = useState(false);
  const label = FIELD_LABELS[field];

  async function save() {
    if (editing === null) return;
    setSaving(true);
    try {
      await onSave(field, editing);
      setEditing(null);
    } catch {
      // the toast has told the user; the input stays open for another try
    } finally {
      setSaving(false);
    }
  }

  if (editing !== null) {
    return (
      <div>
        <Group gap={4} wrap="nowrap" align="flex-end">
          {field === 'notes' ? (
            <Textarea
              label={label}
              autosize
              minRows={2}
              style={{ flex: 1 }}
              value={editing}
              onChange={(e) => setEditing(e.currentTarget.value)}
              autoFocus
            />
          ) : (
            <TextInput
              label={label}
              style={{ flex: 1 }}
              value={editing}
              onChange={(e) => setEditing(e.currentTarget.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') void save();
                if (e.key === 'Escape') setEditing(null);
              }}
              autoFocus
            />
          )}
          <ActionIcon
            aria-label={`Save ${label}`}
            loading={saving}
            onClick={() => void save()}
            size="lg"
            variant="light"
          >
            <IconCheck size={16} />
          </ActionIcon>
          <ActionIcon aria-label={`Cancel ${label}`} onClick={() => setEditing(null)} size="lg" variant="default">
            <IconX size={16} />
          </ActionIcon>
        </Group>
      </div>
    );
  }

  const masked = secret && !clear;
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Group gap={4} wrap="nowrap">
        <Text
          size="sm"
          ff={secret ? 'monospace' : undefined}
          style={{ overflowWrap: 'anywhere', whiteSpace: field === 'notes' ? 'pre-wrap' : undefined }}
          data-testid={`login-${field}`}
        >
          {stored ?? '—'}
        </Text>
        {secret && login[field] && (
          <Button variant="subtle" size="compact-xs" loading={revealing} onClick={onReveal}>
            {masked ? 'Show' : 'Hide'}
          </Button>
        )}
        <EditOnly>
          <ActionIcon
            variant="subtle"
            size="sm"
            aria-label={`Edit ${label}`}
            onClick={() => setEditing(masked ? '' : (stored ?? ''))}
          >
            <IconEdit size={14} />
          </ActionIcon>
        </EditOnly>
      </Group>
    </div>
  );
}

/** Stored platform logins of a client or organization (spec 1, Logins component). */
export function LoginsPanel({ owner }: { owner: Owner }) {
  const api = useOwnerApi(owner);
  const { query: logins, refresh } = useOwnerLogins(owner);
  const [adding, setAdding] = useState<NewLogin | null>(null);
  const [platformError, setPlatformError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<LoginView | null>(null);
  const { revealed, revealing, toggleReveal, refreshRevealed } = useRevealed((loginId) =>
    api.logins.reveal.mutate({ id: owner.id, loginId }),
  );

  const create = useMutation({
    mutationFn: (login: NewLogin) => api.logins.create.mutate({ id: owner.id, ...login }),
    onSuccess: () => {
      toast.success('Login added successfully');
      setAdding(null);
      void refresh();
    },
    onError: (error) => toast.error('Failed to add login', errorMessage(error)),
  });
  const remove = useMutation({
    mutationFn: (loginId: number) => api.logins.delete.mutate({ id: owner.id, loginId }),
    onSuccess: () => {
      toast.success('Login deleted successfully');
      setDeleting(null);
      void refresh();
    },
    onError: (error) => toast.error('Failed to delete login', errorMessage(error)),
  });

  async function patch(login: LoginView, field: PlatformLoginField, value: string) {
    const trimmed = value.trim();
    try {
      await api.logins.patch.mutate({
        id: owner.id,
        loginId: login.id,
        patch: { [field]: trimmed === '' ? null : trimmed },
      });
      toast.success('Login updated successfully');
      await Promise.all([refresh(), refreshRevealed(login.id)]);
    } catch (error) {
      toast.error('Failed to update login', errorMessage(error));
      throw error;
    }
  }

  function submitNew() {
    if (!adding) return;
    const parsed = PlatformLoginCreate.safeParse(adding);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? 'Invalid login';
      setPlatformError(message);
      toast.error('Failed to add login', message);
      return;
    }
    create.mutate(adding);
  }

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text fw={600}>Logins</Text>
        <EditOnly>
          <Button
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={() => {
              setPlatformError(null);
              setAdding({ ...EMPTY_LOGIN });
            }}
          >
            Add Login
          </Button>
        </EditOnly>
      </Group>
      {logins.isPending ? (
        <PageState status="loading" />
      ) : logins.isError ? (
        <PageState status="error" title="Error loading logins" description="Please try again later" />
      ) : logins.data.length === 0 ? (
        <PageState status="empty" title="No logins" description="Add a login to keep platform credentials here" />
      ) : (
        logins.data.map((login) => (
          <Card key={login.id} withBorder radius="md" p="md" data-testid="login">
            <Group justify="space-between" mb="xs">
              <Text fw={600}>{login.platform}</Text>
              <EditOnly>
                <Button size="compact-sm" variant="subtle" color="red" onClick={() => setDeleting(login)}>
                  Delete
                </Button>
              </EditOnly>
            </Group>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              {(['platform', 'username', 'password', 'pin', 'notes'] as const).map((field) => (
                <LoginField
                  key={field}
                  login={login}
                  field={field}
                  clear={revealed[login.id]}
                  revealing={revealing === login.id}
                  onReveal={() => void toggleReveal(login.id)}
                  onSave={(f, v) => patch(login, f, v)}
                />
              ))}
            </SimpleGrid>
          </Card>
        ))
      )}
      <Modal opened={adding !== null} onClose={() => setAdding(null)} title="Add Login" centered>
        {adding && (
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              submitNew();
            }}
          >
            <Stack gap="sm">
              <TextInput
                label="Platform"
                withAsterisk
                value={adding.platform}
                error={platformError}
                onChange={(e) => {
                  setPlatformError(null);
                  setAdding({ ...adding, platform: e.currentTarget.value });
                }}
              />
              <TextInput
                label="Username"
                value={adding.username}
                onChange={(e) => setAdding({ ...adding, username: e.currentTarget.value })}
              />
              <PasswordInput
                label="Password"
                value={adding.password}
                onChange={(e) => setAdding({ ...adding, password: e.currentTarget.value })}
              />
              <TextInput
                label="PIN"
                value={adding.pin}
                onChange={(e) => setAdding({ ...adding, pin: e.currentTarget.value })}
              />
              <Textarea
                label="Notes"
                autosize
                minRows={2}
                value={adding.notes}
                onChange={(e) => setAdding({ ...adding, notes: e.currentTarget.value })}
              />
              <Group justify="flex-end">
                <Button variant="default" onClick={() => setAdding(null)}>
                  Cancel
                </Button>
                <Button type="submit" loading={create.isPending}>
                  Add Login
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Modal>
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete login"
        message={`Delete the ${deleting?.platform ?? ''} login? This action cannot be undone.`}
        confirmLabel="Delete"
        destructive
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
