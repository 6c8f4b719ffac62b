import { CLIENT_FLAGS, ClientUpdate, formatFullName, formatPhone, formatSsn, type ClientStatus } from '@app/domain';
import { MaskedValue, SsnInput, toast } from '@app/ui';
import { Badge, Button, Checkbox, Group, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconCheck, IconEdit, IconX } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import type { RouterOutputs } from '../../lib/api-types';
import { errorMessage, httpStatusOf } from '../../lib/request-errors';
import { trpc } from '../../lib/trpc';
import { formatDate } from '../../lib/format';
import { ReferralSourcePicker } from '../referral-sources/ReferralSourcePicker';
import { EditOnly, PersonFields } from '../profile-records';

export type ClientView = RouterOutputs['clients']['get'];
type Flag = (typeof CLIENT_FLAGS)[number];

export const FLAG_LABELS: Record<Flag, string> = {
  dependents: 'Dependents',
  bankruptcyStatus: 'Bankruptcy Status',
  taxPreparation: 'Tax Preparation',
  estimatedTaxes: 'Pays estimated taxes',
  issues1099: 'Issues 1099',
};

interface Draft {
  firstName: string;
  middleName: string;
  lastName: string;
  email: string;
  phone: string;
  status: ClientStatus;
  referralSourceId: number | null;
  referralSource: string;
  dateOfBirth: string;
  driverLicense: string;
  address: string;
  ssn: string;
  flags: Record<Flag, boolean>;
}

function draftOf(c: ClientView): Draft {
  return {
    firstName: c.firstName,
    middleName: c.middleName ?? '',
    lastName: c.lastName,
    email: c.email ?? '',
    phone: c.phone ?? '',
    status: c.status,
    referralSourceId: c.referralSourceId,
    referralSource: c.referralSource && c.referralSource !== c.referralSourceName ? c.referralSource : '',
    dateOfBirth: c.dateOfBirth ?? '',
    driverLicense: c.driverLicense ?? '',
    address: c.address ?? '',
    ssn: '',
    flags: Object.fromEntries(CLIENT_FLAGS.map((f) => [f, c[f]])) as Record<Flag, boolean>,
  };
}

/** The changed fields only (the SSN only when typed: blank keeps the stored one). */
export function changesOf(c: ClientView, d: Draft): Record<string, unknown> {
  const before = draftOf(c);
  const out: Record<string, unknown> = {};
  (
    [
      'firstName',
      'middleName',
      'lastName',
      'email',
      'phone',
      'status',
      'referralSourceId',
      'referralSource',
      'dateOfBirth',
      'driverLicense',
      'address',
    ] as const
  ).forEach((k) => {
    if (d[k] !== before[k]) out[k] = d[k];
  });
  if (d.ssn) out.ssn = d.ssn;
  CLIENT_FLAGS.forEach((f) => {
    if (d.flags[f] !== before.flags[f]) out[f] = d.flags[f];
  });
  return out;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
        {children === null || children === undefined || children === '' ? '—' : children}
      </Text>
    </div>
  );
}

export function PersonalInfoTab({ client }: { client: ClientView }) {
  const utils = trpc.useUtils();
  const [draft, setDraft] = useState<Draft | null>(null);
  const reveal = trpc.clients.reveal.useMutation();
  const update = trpc.clients.update.useMutation({
    onSuccess: (saved) => {
      toast.success('Client updated successfully');
      utils.clients.get.setData({ id: client.id }, saved);
      void utils.clients.list.invalidate();
      setDraft(null);
    },
    onError: (error) => {
      if (httpStatusOf(error) === undefined) toast.error('Error updating client', 'Please try again');
      else toast.error('Failed to update client', errorMessage(error));
    },
  });

  if (!draft) {
    return (
      <Stack gap="md">
        <Group justify="flex-end">
          <EditOnly>
            <Button leftSection={<IconEdit size={16} />} variant="light" onClick={() => setDraft(draftOf(client))}>
              Edit
            </Button>
          </EditOnly>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          <Field label="Full Name">{client.fullName}</Field>
          <Field label="First Name">{client.firstName}</Field>
          <Field label="Middle Name">{client.middleName}</Field>
          <Field label="Last Name">{client.lastName}</Field>
          <Field label="Email">{client.email}</Field>
          <Field label="Phone">{client.phone ? formatPhone(client.phone) : null}</Field>
          <Field label="Status">
            <Badge variant="light" color={client.status === 'active' ? 'teal' : 'red'}>
              {client.status === 'active' ? 'Active' : 'Terminated'}
            </Badge>
          </Field>
          <Field label="Referral Partner">{client.referralSourceName}</Field>
          <Field label="Referral Source">{client.referralSource}</Field>
          <Field label="Date of Birth">{client.dateOfBirth ? formatDate(client.dateOfBirth) : null}</Field>
          <Field label="Driver License">{client.driverLicense}</Field>
          <Field label="SSN">
            <MaskedValue
              masked={client.ssn}
              format={formatSsn}
              onReveal={async () => (await reveal.mutateAsync({ id: client.id, field: 'ssn' })).value ?? ''}
            />
          </Field>
          <Field label="Address">{client.address}</Field>
        </SimpleGrid>
        <Group gap="xs">
          {CLIENT_FLAGS.map((f) => (
            <Badge
              key={f}
              variant={client[f] ? 'filled' : 'outline'}
              color={client[f] ? 'blue' : 'gray'}
              leftSection={client[f] ? <IconCheck size={12} /> : <IconX size={12} />}
            >
              {FLAG_LABELS[f]}
            </Badge>
          ))}
        </Group>
      </Stack>
    );
  }

  const set = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch });
  const fullName = formatFullName(draft.firstName, draft.middleName, draft.lastName);

  function save() {
    if (!draft) return;
    const changes = changesOf(client, draft);
    if (Object.keys(changes).length === 0) {
      setDraft(null);
      return;
    }
    const parsed = ClientUpdate.safeParse(changes);
    if (!parsed.success) {
      toast.error('Failed to update client', parsed.error.issues[0]?.message);
      return;
    }
    update.mutate({ id: client.id, ...(changes as Record<string, never>) });
  }

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <Stack gap="md">
        <TextInput label="Full Name" value={fullName} readOnly variant="filled" data-testid="full-name-preview" />
        <PersonFields draft={draft} set={set} lastNameRequired>
          <Select
            label="Status"
            allowDeselect={false}
            data={[
              { value: 'active', label: 'Active' },
              { value: 'terminated', label: 'Terminated' },
            ]}
            value={draft.status}
            onChange={(v) => set({ status: (v as ClientStatus | null) ?? 'active' })}
          />
          <ReferralSourcePicker
            value={draft.referralSourceId}
            currentName={client.referralSourceName}
            onChange={(referralSourceId) => set({ referralSourceId })}
          />
          <TextInput
            label="Referral Source"
            description="Free text, e.g. how the client heard of the firm"
            value={draft.referralSource}
            onChange={(e) => set({ referralSource: e.currentTarget.value })}
          />
          <TextInput
            label="Date of Birth"
            type="date"
            value={draft.dateOfBirth}
            onChange={(e) => set({ dateOfBirth: e.currentTarget.value })}
          />
          <TextInput
            label="Driver License"
            value={draft.driverLicense}
            onChange={(e) => set({ driverLicense: e.currentTarget.value })}
          />
          <SsnInput
            label="SSN"
            value={draft.ssn}
            placeholder={client.ssn ? `Leave blank to keep ${client.ssn}` : '123-45-6789'}
            onChange={(ssn) => set({ ssn })}
          />
        </PersonFields>
        <Textarea
          label="Address"
          autosize
          minRows={2}
          value={draft.address}
          onChange={(e) => set({ address: e.currentTarget.value })}
        />
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs">
          {CLIENT_FLAGS.map((f) => (
            <Checkbox
              key={f}
              label={FLAG_LABELS[f]}
              checked={draft.flags[f]}
              onChange={(e) => set({ flags: { ...draft.flags, [f]: e.currentTarget.checked } })}
            />
          ))}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setDraft(null)}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
