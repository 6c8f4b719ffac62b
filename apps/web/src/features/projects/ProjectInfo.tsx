import {
  PROJECT_RECURRENCE_LABELS,
  PROJECT_RECURRENCES,
  PROJECT_STATUSES,
  formatDisplayId,
  type ProjectStatus,
} from '@app/domain';
import { Anchor, Badge, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { RouterOutputs } from '../../lib/api-types';
import { formatDate } from '../../lib/format';
import { ClientPicker, OrganizationPicker, UserPicker, type Option } from './pickers';
import { projectStatusLabel, STATUS_COLORS } from './status';

export type Project = RouterOutputs['projects']['get'];

export interface ProjectDraft {
  name: string;
  status: ProjectStatus;
  startDate: string;
  dueDate: string;
  recurrence: string;
  clients: Option[];
  organizations: Option[];
  managers: Option[];
}

export function draftOf(p: Project): ProjectDraft {
  return {
    name: p.name,
    status: p.status,
    startDate: p.startDate ?? '',
    dueDate: p.dueDate ?? '',
    recurrence: p.recurrence ?? '',
    clients: p.clients.map((c) => ({ id: c.id, label: c.fullName })),
    organizations: p.organizations.map((o) => ({ id: o.id, label: o.businessDba })),
    managers: p.managers.map((m) => ({ id: m.id, label: m.name })),
  };
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <div>{children}</div>
    </Stack>
  );
}

/** Section Project Information, in view mode. */
export function ProjectInfoView({ project: p }: { project: Project }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Field label="Project Name">
        <Text fw={500}>{p.name}</Text>
      </Field>
      <Field label="Status">
        <Badge variant="light" color={STATUS_COLORS[p.status]}>
          {projectStatusLabel(p.status)}
        </Badge>
      </Field>
      <Field label="Clients">
        {p.clients.length
          ? p.clients.map((c) => (
              <Anchor key={c.id} component={Link} to={`/clients/${formatDisplayId('client', c.id)}`} mr="sm">
                {c.fullName}
              </Anchor>
            ))
          : '—'}
      </Field>
      <Field label="Organizations">
        {p.organizations.length
          ? p.organizations.map((o) => (
              <Anchor
                key={o.id}
                component={Link}
                to={`/organizations/${formatDisplayId('organization', o.id)}`}
                mr="sm"
              >
                {o.businessDba}
              </Anchor>
            ))
          : '—'}
      </Field>
      <Field label="Start Date">{formatDate(p.startDate)}</Field>
      <Field label="Due Date">{formatDate(p.dueDate)}</Field>
      <Field label="Project Manager">{p.managers.map((m) => m.name).join(', ') || '—'}</Field>
      <Field label="Repeats">{p.recurrence ? PROJECT_RECURRENCE_LABELS[p.recurrence] : 'Does not repeat'}</Field>
    </SimpleGrid>
  );
}

/** Section Project Information, in edit mode. */
export function ProjectInfoForm({
  draft,
  onChange,
  nameError,
}: {
  draft: ProjectDraft;
  onChange: (d: ProjectDraft) => void;
  nameError?: string;
}) {
  const set = <K extends keyof ProjectDraft>(key: K, value: ProjectDraft[K]) => onChange({ ...draft, [key]: value });
  return (
    // One column on a tablet: beside the navbar two columns left the pickers' chips cut to a few letters.
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <TextInput
        label="Project Name"
        value={draft.name}
        onChange={(e) => set('name', e.currentTarget.value)}
        error={nameError}
      />
      <NativeSelect
        label="Status"
        data={PROJECT_STATUSES.map((s) => ({ value: s, label: projectStatusLabel(s) }))}
        value={draft.status}
        onChange={(e) => set('status', e.currentTarget.value as ProjectStatus)}
      />
      <ClientPicker label="Clients" value={draft.clients} onChange={(v) => set('clients', v)} />
      <OrganizationPicker label="Organizations" value={draft.organizations} onChange={(v) => set('organizations', v)} />
      <TextInput
        label="Start Date"
        type="date"
        value={draft.startDate}
        onChange={(e) => set('startDate', e.currentTarget.value)}
      />
      <TextInput
        label="Due Date"
        type="date"
        value={draft.dueDate}
        onChange={(e) => set('dueDate', e.currentTarget.value)}
      />
      <UserPicker label="Project Manager" value={draft.managers} onChange={(v) => set('managers', v)} />
      <NativeSelect
        label="Repeats"
        data={[
          { value: '', label: 'Does not repeat' },
          ...PROJECT_RECURRENCES.map((r) => ({ value: r, label: PROJECT_RECURRENCE_LABELS[r] })),
        ]}
        value={draft.recurrence}
        onChange={(e) => set('recurrence', e.currentTarget.value)}
      />
    </SimpleGrid>
  );
}
