import { defaultRenewalDate } from '@app/domain';
import { ConfirmDialog, toast } from '@app/ui';
import { Button, Card, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { formatDate } from '../../../lib/format';
import { options } from '../helpers';
import { RenewalBadge } from './RenewalBadge';
import { EditOnly } from '../../profile-records';

export interface CoverageValues {
  carrier: string | null;
  generalAgency: string | null;
  policyNumber: string | null;
  effectiveDate: string | null;
  renewalDate: string | null;
}

interface CoverageSectionCardProps {
  title: string;
  section: CoverageValues;
  carriers: readonly string[];
  agencies: readonly string[];
  agencyLabel: string;
  policyLabel: string;
  saving: boolean;
  deleting: boolean;
  onSave: (values: CoverageValues) => Promise<unknown>;
  onDelete: () => Promise<unknown>;
  children?: ReactNode;
}

/** A group health or P&C section: display, edit (effective date fills the renewal a year later), delete. */
export function CoverageSectionCard(props: CoverageSectionCardProps) {
  const { title, section, carriers, agencies, agencyLabel, policyLabel } = props;
  const [form, setForm] = useState<Record<keyof CoverageValues, string> | null>(null);
  const [confirming, setConfirming] = useState(false);

  const startEdit = () =>
    setForm({
      carrier: section.carrier ?? '',
      generalAgency: section.generalAgency ?? '',
      policyNumber: section.policyNumber ?? '',
      effectiveDate: section.effectiveDate ?? '',
      renewalDate: section.renewalDate ?? '',
    });

  async function save() {
    if (!form) return;
    const values: CoverageValues = {
      carrier: form.carrier || null,
      generalAgency: form.generalAgency || null,
      policyNumber: form.policyNumber.trim() || null,
      effectiveDate: form.effectiveDate || null,
      renewalDate: form.renewalDate || null,
    };
    try {
      await props.onSave(values);
      setForm(null);
    } catch {
      // the caller's toast explains
    }
  }

  return (
    <Card withBorder data-testid="coverage-section">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Group gap="xs">
          <Title order={4}>{title}</Title>
          <RenewalBadge renewalDate={form ? form.renewalDate : section.renewalDate} />
        </Group>
        {!form && (
          <Group gap={4} wrap="nowrap">
            <EditOnly><Button size="compact-sm" variant="subtle" aria-label={`Edit ${title}`} onClick={startEdit}>
              <IconEdit size={16} />
            </Button></EditOnly>
            <EditOnly><Button size="compact-sm" variant="subtle" color="red" aria-label={`Delete ${title}`} onClick={() => setConfirming(true)}>
              <IconTrash size={16} />
            </Button></EditOnly>
          </Group>
        )}
      </Group>
      {form ? (
        <Stack gap="sm" mt="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select label="Carrier" data={options(carriers)} value={form.carrier || null} onChange={(v) => setForm({ ...form, carrier: v ?? '' })} clearable searchable />
            <Select label={agencyLabel} data={options(agencies)} value={form.generalAgency || null} onChange={(v) => setForm({ ...form, generalAgency: v ?? '' })} clearable />
            <TextInput label={policyLabel} value={form.policyNumber} onChange={(e) => setForm({ ...form, policyNumber: e.currentTarget.value })} />
            <TextInput
              label="Effective Date"
              type="date"
              value={form.effectiveDate}
              onChange={(e) => {
                const effectiveDate = e.currentTarget.value;
                setForm({ ...form, effectiveDate, renewalDate: effectiveDate ? defaultRenewalDate(effectiveDate) : form.renewalDate });
              }}
            />
            <TextInput label="Renewal Date" type="date" value={form.renewalDate} onChange={(e) => setForm({ ...form, renewalDate: e.currentTarget.value })} />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button size="xs" variant="default" onClick={() => setForm(null)}>
              Cancel
            </Button>
            <Button size="xs" onClick={() => void save()} loading={props.saving}>
              Save
            </Button>
          </Group>
        </Stack>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs" mt="xs">
          {[
            ['Carrier', section.carrier],
            [agencyLabel, section.generalAgency],
            [policyLabel, section.policyNumber],
            ['Effective Date', section.effectiveDate ? formatDate(section.effectiveDate) : null],
            ['Renewal Date', section.renewalDate ? formatDate(section.renewalDate) : null],
          ].map(([label, value]) => (
            <div key={label}>
              <Text size="xs" c="dimmed">
                {label}
              </Text>
              <Text size="sm" c={value ? undefined : 'dimmed'}>
                {value || 'Not set'}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      )}
      {props.children}
      <ConfirmDialog
        opened={confirming}
        title={`Delete ${title}`}
        message="Are you sure you want to delete this section? This action cannot be undone."
        confirmLabel="Delete"
        destructive
        loading={props.deleting}
        onConfirm={() => void props.onDelete().then(() => setConfirming(false), () => undefined)}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}

interface AddSectionProps {
  label: string;
  available: Array<{ value: string; label: string }>;
  adding: boolean;
  onAdd: (type: string) => Promise<unknown>;
}

/** Only the types not used yet are offered. */
export function AddCoverageSection({ label, available, adding, onAdd }: AddSectionProps) {
  const [type, setType] = useState<string | null>(null);
  if (!available.length) return null;
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <Select
        label={label}
        placeholder="Choose a type"
        data={available}
        value={type}
        onChange={setType}
        style={{ flex: '1 1 200px', maxWidth: 320 }}
      />
      <Button
        disabled={!type}
        loading={adding}
        onClick={() => type && void onAdd(type).then(() => setType(null), () => undefined)}
      >
        Add Section
      </Button>
    </Group>
  );
}
