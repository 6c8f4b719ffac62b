import { CLIENT_NAMES_REQUIRED, ClientCreate, formatPhone, MISSING_REQUIRED_FIELDS_TITLE } from '@app/domain';
import { toast } from '@app/ui';
import { Alert, Button, Group, Loader, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../lib/request-errors';
import { trpc } from '../../lib/trpc';
import { useDuplicateCheck } from './useDuplicateCheck';
import { PersonFields } from '../profile-records';

interface Draft {
  firstName: string;
  middleName: string;
  lastName: string;
  email: string;
  phone: string;
  referralSource: string;
}
const EMPTY: Draft = { firstName: '', middleName: '', lastName: '', email: '', phone: '', referralSource: '' };

export function AddClientDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Add New Client" centered size="lg">
      {opened && <AddClientForm onClose={onClose} />}
    </Modal>
  );
}

function AddClientForm({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const check = useDuplicateCheck(draft.firstName, draft.lastName);
  const create = trpc.clients.create.useMutation({
    onSuccess: (client) => {
      toast.success('Client added successfully');
      void utils.clients.list.invalidate();
      onClose();
      navigate(`/clients/${client.displayId}`);
    },
    onError: (error) => toast.error('Failed to add client', errorMessage(error)),
  });
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const namesMissing = !draft.firstName.trim() || !draft.lastName.trim();
  const similar = check.status === 'done' ? check.similar : [];

  function submit() {
    const parsed = ClientCreate.safeParse(draft);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      if (namesMissing || issue?.message === CLIENT_NAMES_REQUIRED)
        toast.error(MISSING_REQUIRED_FIELDS_TITLE, CLIENT_NAMES_REQUIRED);
      else toast.error('Failed to add client', issue?.message);
      return;
    }
    create.mutate(draft);
  }

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        <PersonFields draft={draft} set={set} lastNameRequired from="xs" autoFocus />
        <TextInput
          label="Referral Source"
          value={draft.referralSource}
          onChange={(e) => set({ referralSource: e.currentTarget.value })}
        />
        {check.status === 'running' && (
          <Group gap="xs" c="dimmed" role="status">
            <Loader size="xs" />
            <Text size="sm">Checking for similar clients...</Text>
          </Group>
        )}
        {similar.length > 0 && (
          <Alert
            color="yellow"
            icon={<IconAlertTriangle size={18} />}
            title="Similar clients found"
            data-testid="similar-clients"
          >
            <Text size="sm" mb="xs">
              These clients have a similar name. Check that you are not adding a duplicate.
            </Text>
            {/* One cell a client, name over email and phone: at 390 px nothing is cut or scrolls sideways. */}
            <Table withRowBorders={false} verticalSpacing={4} horizontalSpacing={0} layout="fixed">
              <Table.Tbody>
                {similar.map((c) => (
                  <Table.Tr key={c.id}>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>
                      <Text size="sm" fw={600} span display="block">
                        {c.name}
                      </Text>
                      <Text size="xs" c="dimmed" span display="block">
                        {[c.email, c.phone ? formatPhone(c.phone) : null].filter(Boolean).join(' · ') ||
                          'No email or phone'}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Alert>
        )}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            type="submit"
            color={similar.length ? 'orange' : undefined}
            disabled={namesMissing || check.status === 'running'}
            loading={create.isPending}
          >
            {similar.length ? 'Add Client Anyway' : 'Add Client'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
