import { GROUP_HEALTH_AGENCIES, GROUP_HEALTH_CARRIERS, GROUP_HEALTH_TYPES, PLAN_NAME_REQUIRED, type GroupHealthType } from '@app/domain';
import { PageState, toast } from '@app/ui';
import { Button, Card, Divider, Group, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { trpc } from '../../../lib/trpc';
import { AddCoverageSection, CoverageSectionCard } from '../coverage/CoverageSectionCard';
import { capitalize, serverMessage } from '../helpers';
import type { GroupHealthSection } from '../types';
import { EditOnly } from '../../profile-records';

/** The types an organization may still add (one section per type). */
export function unusedGroupHealthTypes(sections: ReadonlyArray<{ sectionType: string }>): GroupHealthType[] {
  const used = new Set(sections.map((s) => s.sectionType));
  return GROUP_HEALTH_TYPES.filter((t) => !used.has(t));
}

function Plans({ section, organizationId }: { section: GroupHealthSection; organizationId: number }) {
  const utils = trpc.useUtils();
  const [form, setForm] = useState<{ planName: string; description: string } | null>(null);
  const refresh = () => utils.groupHealth.list.invalidate({ id: organizationId });
  const create = trpc.groupHealth.createPlan.useMutation({
    onSuccess: () => {
      toast.success('Plan added successfully');
      setForm(null);
      void refresh();
    },
    onError: (error) => toast.error('Failed to add plan', serverMessage(error)),
  });
  const remove = trpc.groupHealth.deletePlan.useMutation({
    onSuccess: () => {
      toast.success('Plan deleted successfully');
      void refresh();
    },
    onError: (error) => toast.error('Failed to delete plan', serverMessage(error)),
  });
  return (
    <Stack gap="xs" mt="sm">
      <Divider />
      <Group justify="space-between">
        <Text fw={600} size="sm">
          Plans
        </Text>
        {!form && (
          <EditOnly><Button size="compact-xs" variant="light" leftSection={<IconPlus size={12} />} onClick={() => setForm({ planName: '', description: '' })}>
            Add Plan
          </Button></EditOnly>
        )}
      </Group>
      {section.plans.length === 0 && !form && (
        <Text size="sm" c="dimmed">
          No plans yet.
        </Text>
      )}
      {section.plans.map((p) => (
        <Group key={p.id} justify="space-between" wrap="nowrap" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={500}>
              {p.planName}
            </Text>
            {p.description && (
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
                {p.description}
              </Text>
            )}
          </div>
          <EditOnly><Button size="compact-xs" variant="subtle" color="red" aria-label={`Delete plan ${p.planName}`} onClick={() => remove.mutate({ id: p.id })}>
            <IconTrash size={14} />
          </Button></EditOnly>
        </Group>
      ))}
      {form && (
        <Stack gap="xs">
          <TextInput label="Plan Name" required value={form.planName} onChange={(e) => setForm({ ...form, planName: e.currentTarget.value })} />
          <Textarea label="Description" autosize minRows={2} value={form.description} onChange={(e) => setForm({ ...form, description: e.currentTarget.value })} />
          <Group justify="flex-end">
            <Button size="xs" variant="default" onClick={() => setForm(null)}>
              Cancel
            </Button>
            <Button
              size="xs"
              loading={create.isPending}
              disabled={!form.planName.trim()}
              onClick={() => {
                if (!form.planName.trim()) return toast.error(PLAN_NAME_REQUIRED);
                create.mutate({ id: section.id, data: { planName: form.planName.trim(), description: form.description.trim() || null } });
              }}
            >
              Save Plan
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}

export default function GroupHealthTab({ organizationId }: { organizationId: number }) {
  const utils = trpc.useUtils();
  const sections = trpc.groupHealth.list.useQuery({ id: organizationId });
  const refresh = () => utils.groupHealth.list.invalidate({ id: organizationId });
  const create = trpc.groupHealth.createSection.useMutation({
    onSuccess: () => {
      toast.success('Section created successfully');
      void refresh();
    },
    onError: (error) => toast.error('Failed to create section', serverMessage(error)),
  });
  const update = trpc.groupHealth.updateSection.useMutation({
    onSuccess: () => {
      toast.success('Section updated successfully');
      void refresh();
    },
    onError: (error) => toast.error('Failed to update section', serverMessage(error)),
  });
  const remove = trpc.groupHealth.deleteSection.useMutation({
    onSuccess: () => {
      toast.success('Section deleted successfully');
      void refresh();
    },
    onError: (error) => toast.error('Failed to delete section', serverMessage(error)),
  });

  if (sections.isPending) return <PageState status="loading" />;
  if (sections.isError) return <PageState status="error" title="Error loading group health sections" />;
  const order = (t: string) => GROUP_HEALTH_TYPES.indexOf(t as GroupHealthType);
  const list = [...sections.data].sort((a, b) => order(a.sectionType) - order(b.sectionType));

  return (
    <Stack>
      <Card withBorder>
        <Title order={3} size="h4" mb="sm">
          Group Health Management
        </Title>
        <AddCoverageSection
          label="Coverage type"
          available={unusedGroupHealthTypes(list).map((t) => ({ value: t, label: capitalize(t) }))}
          adding={create.isPending}
          onAdd={(type) => create.mutateAsync({ id: organizationId, data: { sectionType: type as GroupHealthType } })}
        />
        {list.length === 0 && (
          <Text size="sm" c="dimmed" mt="sm">
            No coverage sections yet.
          </Text>
        )}
      </Card>
      {list.map((s) => (
        <CoverageSectionCard
          key={s.id}
          title={capitalize(s.sectionType)}
          section={s}
          carriers={GROUP_HEALTH_CARRIERS}
          agencies={GROUP_HEALTH_AGENCIES}
          agencyLabel="General Agency"
          policyLabel="Group ID"
          saving={update.isPending}
          deleting={remove.isPending}
          onSave={(values) =>
            update.mutateAsync({
              id: s.id,
              data: values as Parameters<typeof update.mutateAsync>[0]['data'],
            })
          }
          onDelete={() => remove.mutateAsync({ id: s.id })}
        >
          <Plans section={s} organizationId={organizationId} />
        </CoverageSectionCard>
      ))}
    </Stack>
  );
}
