import { LINK_POSITIONS, LINK_REQUIRED, OrganizationClientLink, sortContacts } from '@app/domain';
import { PageState, toast } from '@app/ui';
import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { useState } from 'react';
import { trpc } from '../../../lib/trpc';
import { toastResult } from '../helpers';
import { EditOnly } from '../../profile-records';
import { ClientPicker } from './ClientPicker';
import { LinkCard } from './LinkCard';
import { EMPTY, LinkFields, ownership, type LinkForm } from './LinkFields';

export function OrganizationClientsSection({ organizationId }: { organizationId: number }) {
  const utils = trpc.useUtils();
  const links = trpc.organizationClients.list.useQuery({ id: organizationId });
  const [form, setForm] = useState<LinkForm | null>(null);
  const link = trpc.organizationClients.link.useMutation(
    toastResult('Client linked successfully', 'Failed to link client', () => {
      setForm(null);
      void utils.organizationClients.list.invalidate({ id: organizationId });
      void utils.organizationClients.candidates.invalidate({ id: organizationId });
    }),
  );

  function submit() {
    if (!form) return;
    if (!form.clientId || !form.positions.length) return toast.error(LINK_REQUIRED);
    const data = {
      clientId: Number(form.clientId),
      organizationId,
      positions: form.positions,
      ownershipPercentage: ownership(form.ownershipPercentage),
      isMainContact: form.isMainContact,
      doNotContact: form.doNotContact,
    };
    const parsed = OrganizationClientLink.safeParse(data);
    if (!parsed.success) return toast.error('Failed to link client', parsed.error.issues[0]?.message);
    link.mutate({ id: organizationId, data });
  }

  return (
    <Card withBorder>
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={3} size="h4">
          Contacts / Owners
        </Title>
        {!form && (
          <EditOnly>
            <Button size="xs" variant="light" leftSection={<IconLink size={14} />} onClick={() => setForm(EMPTY)}>
              Link Client
            </Button>
          </EditOnly>
        )}
      </Group>
      {form && (
        <Card withBorder padding="sm" mb="sm" bg="var(--mantine-color-gray-0)">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <ClientPicker
              organizationId={organizationId}
              value={form.clientId}
              onChange={(v) => setForm({ ...form, clientId: v })}
            />
            <LinkFields form={form} onChange={setForm} positions={LINK_POSITIONS} />
          </SimpleGrid>
          <Group justify="flex-end" mt="sm">
            <Button size="xs" variant="default" onClick={() => setForm(null)}>
              Cancel
            </Button>
            <Button size="xs" onClick={submit} loading={link.isPending}>
              Link Client
            </Button>
          </Group>
        </Card>
      )}
      {links.isPending ? (
        <PageState status="loading" />
      ) : links.isError ? (
        <PageState status="error" title="Error loading contacts" />
      ) : links.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          No clients linked yet.
        </Text>
      ) : (
        <Stack gap="xs">
          {sortContacts(links.data).map((l) => (
            <LinkCard key={l.id} link={l} organizationId={organizationId} />
          ))}
        </Stack>
      )}
    </Card>
  );
}
