import { PLAN_NAME_REQUIRED } from '@app/domain';
import { ConfirmDialog, toast } from '@app/ui';
import { Button, Divider, Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { trpc } from '../../../lib/trpc';
import { toastResult } from '../helpers';
import type { GroupHealthSection } from '../types';
import { EditOnly } from '../../profile-records';

type Plan = GroupHealthSection['plans'][number];
interface PlanForm {
  /** The plan being edited; absent when adding one. */
  id?: number;
  planName: string;
  description: string;
}

function PlanEditor({
  form,
  onChange,
  saving,
  onCancel,
  onSave,
}: {
  form: PlanForm;
  onChange: (f: PlanForm) => void;
  saving: boolean;
  onCancel: () => void;
  onSave: () => void;
}) {
  return (
    <Stack gap="xs" data-testid="plan-editor">
      <TextInput
        label="Plan Name"
        required
        value={form.planName}
        onChange={(e) => onChange({ ...form, planName: e.currentTarget.value })}
      />
      <Textarea
        label="Description"
        autosize
        minRows={2}
        value={form.description}
        onChange={(e) => onChange({ ...form, description: e.currentTarget.value })}
      />
      <Group justify="flex-end">
        <Button size="xs" variant="default" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button size="xs" loading={saving} disabled={!form.planName.trim()} onClick={onSave}>
          Save Plan
        </Button>
      </Group>
    </Stack>
  );
}

/** A group health section's plans: add, edit (one editor at a time) and delete after confirmation. */
export function GroupHealthPlans({ section, organizationId }: { section: GroupHealthSection; organizationId: number }) {
  const utils = trpc.useUtils();
  const [form, setForm] = useState<PlanForm | null>(null);
  const [deleting, setDeleting] = useState<Plan | null>(null);
  const refresh = () => utils.groupHealth.list.invalidate({ id: organizationId });
  const closeForm = () => {
    setForm(null);
    return refresh();
  };
  const create = trpc.groupHealth.createPlan.useMutation(
    toastResult('Plan added successfully', 'Failed to add plan', closeForm),
  );
  const update = trpc.groupHealth.updatePlan.useMutation(
    toastResult('Plan updated successfully', 'Failed to update plan', closeForm),
  );
  const remove = trpc.groupHealth.deletePlan.useMutation(
    toastResult('Plan deleted successfully', 'Failed to delete plan', () => {
      setDeleting(null);
      return refresh();
    }),
  );

  function save() {
    if (!form) return;
    const planName = form.planName.trim();
    if (!planName) return toast.error(PLAN_NAME_REQUIRED);
    const data = { planName, description: form.description.trim() || null };
    if (form.id === undefined) create.mutate({ id: section.id, data });
    else update.mutate({ id: form.id, data });
  }
  const editor = (f: PlanForm) => (
    <PlanEditor
      form={f}
      onChange={setForm}
      saving={create.isPending || update.isPending}
      onCancel={() => setForm(null)}
      onSave={save}
    />
  );

  return (
    <Stack gap="xs" mt="sm">
      <Divider />
      <Group justify="space-between">
        <Text fw={600} size="sm">
          Plans
        </Text>
        {!form && (
          <EditOnly>
            <Button
              size="compact-xs"
              variant="light"
              leftSection={<IconPlus size={12} />}
              onClick={() => setForm({ planName: '', description: '' })}
            >
              Add Plan
            </Button>
          </EditOnly>
        )}
      </Group>
      {section.plans.length === 0 && !form && (
        <Text size="sm" c="dimmed">
          No plans yet.
        </Text>
      )}
      {section.plans.map((p) =>
        form?.id === p.id ? (
          <div key={p.id}>{editor(form)}</div>
        ) : (
          <Group key={p.id} justify="space-between" wrap="nowrap" align="flex-start">
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                {p.planName}
              </Text>
              {p.description && (
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {p.description}
                </Text>
              )}
            </div>
            <EditOnly>
              <Group gap={4} wrap="nowrap">
                <Button
                  size="compact-xs"
                  variant="subtle"
                  aria-label={`Edit plan ${p.planName}`}
                  onClick={() => setForm({ id: p.id, planName: p.planName, description: p.description ?? '' })}
                >
                  <IconEdit size={14} />
                </Button>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  aria-label={`Delete plan ${p.planName}`}
                  onClick={() => setDeleting(p)}
                >
                  <IconTrash size={14} />
                </Button>
              </Group>
            </EditOnly>
          </Group>
        ),
      )}
      {form && form.id === undefined && editor(form)}
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete plan"
        message={`Are you sure you want to delete the plan ${deleting?.planName ?? ''}?`}
        confirmLabel="Delete"
        destructive
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
