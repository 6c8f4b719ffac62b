import { PlatformLoginCreate, type PlatformLoginField } from '@app/domain';
import { ConfirmDialog, PageState, toast } from '@app/ui';
import { Button, Card, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../lib/request-errors';
import { AddLoginForm, EMPTY_LOGIN, type NewLogin } from './AddLoginForm';
import { EditOnly } from './edit-access';
import { AddButton } from './RecordButtons';
import { LoginField } from './LoginField';
import { useOwnerApi, useOwnerLogins, type LoginView, type Owner } from './owner';
import { useRevealed } from './useRevealed';

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
        <AddButton
          label="Add Login"
          onClick={() => {
            setPlatformError(null);
            setAdding({ ...EMPTY_LOGIN });
          }}
        />
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
          <AddLoginForm
            value={adding}
            onChange={setAdding}
            platformError={platformError}
            onPlatformChange={() => setPlatformError(null)}
            onSubmit={submitNew}
            onCancel={() => setAdding(null)}
            saving={create.isPending}
          />
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
