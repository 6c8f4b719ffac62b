import {
  EDIT_LINK_POSITIONS,
  EDIT_LINK_REQUIRED,
  LINK_POSITIONS,
  LINK_REQUIRED,
  OrganizationClientLink,
  OrganizationClientUpdate,
  OWNERSHIP_OVER_MESSAGE,
  formatPhone,
  sortContacts,
} from '@app/domain';
import { ConfirmDialog, PageState, toast } from '@app/ui';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconEdit, IconLink, IconTrash } from '@tabler/icons-react';
import { formatDisplayId } from '@app/domain';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { trpc } from '../../../lib/trpc';
import { serverMessage } from '../helpers';
import type { ClientLink } from '../types';
import { EditOnly } from '../../profile-records';

interface LinkForm {
  clientId: string | null;
  positions: string[];
  ownershipPercentage: number | string;
  isMainContact: boolean;
  doNotContact: boolean;
}
const EMPTY: LinkForm = {
  clientId: null,
  positions: [],
  ownershipPercentage: '',
  isMainContact: false,
  doNotContact: false,
};
const ownership = (v: number | string) => (v === '' ? null : Number(v));

function ClientPicker({
  organizationId,
  value,
  onChange,
}: {
  organizationId: number;
  value: string | null;
  onChange: (v: string | null) => void;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  const candidates = trpc.organizationClients.candidates.useQuery({
    id: organizationId,
    search: debounced || undefined,
    limit: 20,
  });
  const data = (candidates.data ?? []).map((c: { id: number; fullName: string | null; email?: string | null }) => ({
    value: String(c.id),
    label: c.email ? `${c.fullName ?? `#${c.id}`} (${c.email})` : (c.fullName ?? `#${c.id}`),
  }));
  if (chosen && !data.some((d) => d.value === chosen.value)) data.unshift(chosen);
  return (
    <Select
      label="Client"
      placeholder="Search clients by name, email or phone"
      required
      searchable
      data={data}
      value={value}
      onChange={(v, option) => {
        setChosen(option ? { value: option.value, label: option.label } : null);
        onChange(v);
      }}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={candidates.isPending ? 'Loading...' : 'No clients found'}
    />
  );
}

function LinkFields({
  form,
  onChange,
  positions,
}: {
  form: LinkForm;
  onChange: (f: LinkForm) => void;
  positions: readonly string[];
}) {
  return (
    <>
      <MultiSelect
        label="Positions"
        required
        data={[...new Set([...positions, ...form.positions])]}
        value={form.positions}
        onChange={(v) => onChange({ ...form, positions: v })}
      />
      <NumberInput
        label="Ownership %"
        min={0}
        max={100}
        step={0.1}
        decimalScale={1}
        clampBehavior="none"
        error={
          ownership(form.ownershipPercentage) !== null && Number(form.ownershipPercentage) > 100
            ? OWNERSHIP_OVER_MESSAGE
            : undefined
        }
        value={form.ownershipPercentage}
        onChange={(v) => onChange({ ...form, ownershipPercentage: v })}
      />
      <Group gap="lg">
        <Checkbox
          label="Main Contact"
          checked={form.isMainContact}
          onChange={(e) => onChange({ ...form, isMainContact: e.currentTarget.checked })}
        />
        <Checkbox
          label="Do Not Contact"
          checked={form.doNotContact}
          onChange={(e) => onChange({ ...form, doNotContact: e.currentTarget.checked })}
        />
      </Group>
    </>
  );
}

function LinkCard({ link, organizationId }: { link: ClientLink; organizationId: number }) {
  const utils = trpc.useUtils();
  const [form, setForm] = useState<LinkForm | null>(null);
  const [confirming, setConfirming] = useState(false);
  const refresh = () => utils.organizationClients.list.invalidate({ id: organizationId });
  const update = trpc.organizationClients.update.useMutation({
    onSuccess: () => {
      toast.success('Client relationship updated successfully');
      setForm(null);
      void refresh();
    },
    onError: (error) => toast.error('Failed to update client relationship', serverMessage(error)),
  });
  const unlink = trpc.organizationClients.unlink.useMutation({
    onSuccess: () => {
      toast.success('Client unlinked successfully');
      setConfirming(false);
      void refresh();
    },
    onError: (error) => toast.error('Failed to unlink client', serverMessage(error)),
  });

  function save() {
    if (!form) return;
    const data = {
      clientId: link.clientId,
      positions: form.positions,
      ownershipPercentage: ownership(form.ownershipPercentage),
      isMainContact: form.isMainContact,
      doNotContact: form.doNotContact,
    };
    if (!form.positions.length) return toast.error(EDIT_LINK_REQUIRED);
    const parsed = OrganizationClientUpdate.safeParse(data);
    if (!parsed.success) return toast.error('Failed to update client relationship', parsed.error.issues[0]?.message);
    update.mutate({ id: organizationId, clientId: link.clientId, data });
  }

  return (
    <Card withBorder padding="sm" data-testid="client-link">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Anchor component={Link} to={`/clients/${formatDisplayId('client', link.clientId)}`} fw={600}>
              {link.client.fullName}
            </Anchor>
            {link.isMainContact && (
              <Badge color="blue" variant="filled" size="sm">
                Main Contact
              </Badge>
            )}
            {link.doNotContact && (
              <Badge color="red" variant="light" size="sm">
                Do Not Contact
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {[link.client.email, link.client.phone ? formatPhone(link.client.phone) : null]
              .filter(Boolean)
              .join(' · ') || 'No contact details'}
          </Text>
        </div>
        {!form && (
          <Group gap={4} wrap="nowrap">
            <Button
              size="compact-sm"
              variant="subtle"
              aria-label={`Edit ${link.client.fullName}`}
              onClick={() =>
                setForm({
                  clientId: String(link.clientId),
                  positions: link.positions,
                  ownershipPercentage: link.ownershipPercentage ?? '',
                  isMainContact: link.isMainContact,
                  doNotContact: link.doNotContact,
                })
              }
            >
              <IconEdit size={16} />
            </Button>
            <EditOnly>
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                aria-label={`Unlink ${link.client.fullName}`}
                onClick={() => setConfirming(true)}
              >
                <IconTrash size={16} />
              </Button>
            </EditOnly>
          </Group>
        )}
      </Group>
      {form ? (
        <Stack gap="sm" mt="sm">
          <LinkFields form={form} onChange={setForm} positions={EDIT_LINK_POSITIONS} />
          <Group justify="flex-end">
            <Button size="xs" variant="default" onClick={() => setForm(null)}>
              Cancel
            </Button>
            <Button size="xs" onClick={save} loading={update.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      ) : (
        <Group gap={6} mt="xs">
          {link.positions.map((p) => (
            <Badge key={p} variant="light" size="sm">
              {p}
            </Badge>
          ))}
          {link.ownershipPercentage !== null && (
            <Text size="sm" c="dimmed">
              {link.ownershipPercentage}% ownership
            </Text>
          )}
        </Group>
      )}
      <ConfirmDialog
        opened={confirming}
        title="Unlink client"
        message={`Unlink ${link.client.fullName} from this organization?`}
        confirmLabel="Unlink"
        destructive
        loading={unlink.isPending}
        onConfirm={() => unlink.mutate({ id: organizationId, clientId: link.clientId })}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}

export function OrganizationClientsSection({ organizationId }: { organizationId: number }) {
  const utils = trpc.useUtils();
  const links = trpc.organizationClients.list.useQuery({ id: organizationId });
  const [form, setForm] = useState<LinkForm | null>(null);
  const link = trpc.organizationClients.link.useMutation({
    onSuccess: () => {
      toast.success('Client linked successfully');
      setForm(null);
      void utils.organizationClients.list.invalidate({ id: organizationId });
      void utils.organizationClients.candidates.invalidate({ id: organizationId });
    },
    onError: (error) => toast.error('Failed to link client', serverMessage(error)),
  });

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
