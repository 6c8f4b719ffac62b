import { TEMPLATE_NAME_REQUIRED } from '@app/domain';
import { toast } from '@app/ui';
import { Button, Group, Modal, Radio, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { trpc } from '../../lib/trpc';
import { useTaskChanged } from './useTaskChanged';

/** Save Project as Template: task names only, with an optional description. */
export function SaveTemplateDialog({
  projectId,
  opened,
  onClose,
}: {
  projectId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const utils = trpc.useUtils();
  const save = trpc.projectTemplates.saveFromProject.useMutation({
    onSuccess: () => {
      toast.success('Template saved successfully');
      void utils.projectTemplates.list.invalidate();
      setName('');
      setDescription('');
      onClose();
    },
    onError: () => toast.error('Failed to save template'),
  });
  return (
    <Modal opened={opened} onClose={onClose} title="Save Project as Template" centered>
      <Stack>
        <Text size="sm" c="dimmed">
          The template keeps the task names only; dates, assignees and statuses are reset.
        </Text>
        <TextInput
          label="Template Name"
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={name && !name.trim() ? TEMPLATE_NAME_REQUIRED : undefined}
        />
        <Textarea
          label="Description (optional)"
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            disabled={!name.trim()}
            loading={save.isPending}
            onClick={() =>
              save.mutate({ id: projectId, data: { name: name.trim(), description: description.trim() || null } })
            }
          >
            Save Template
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Load Template: the chosen template's tasks join the project as not started. */
export function LoadTemplateDialog({
  projectId,
  opened,
  onClose,
}: {
  projectId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const [selected, setSelected] = useState<string | null>(null);
  const templates = trpc.projectTemplates.list.useQuery(undefined, { enabled: opened });
  const changed = useTaskChanged(projectId);
  const apply = trpc.projectTemplates.applyToProject.useMutation({
    onSuccess: () => {
      toast.success('Template loaded successfully');
      changed();
      setSelected(null);
      onClose();
    },
    onError: () => toast.error('Failed to load template'),
  });
  return (
    <Modal opened={opened} onClose={onClose} title="Load Template" centered>
      <Stack>
        {templates.isPending && <Text size="sm">Loading templates...</Text>}
        {templates.isError && (
          <Text size="sm" c="red">
            Failed to load templates
          </Text>
        )}
        {templates.data?.length === 0 && (
          <Text size="sm" c="dimmed">
            No templates yet. Save a project as a template first.
          </Text>
        )}
        <Radio.Group value={selected} onChange={setSelected}>
          <Stack gap="xs">
            {templates.data?.map((t) => (
              <Radio
                key={t.id}
                value={String(t.id)}
                label={`${t.name} (${t.taskNames.length} tasks)`}
                description={t.description ?? undefined}
              />
            ))}
          </Stack>
        </Radio.Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            disabled={!selected}
            loading={apply.isPending}
            onClick={() => selected && apply.mutate({ id: projectId, data: { templateId: Number(selected) } })}
          >
            Load Template
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
