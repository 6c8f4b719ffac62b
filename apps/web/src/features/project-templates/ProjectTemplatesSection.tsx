import { TEMPLATE_NAME_REQUIRED } from '@app/domain';
import { ConfirmDialog, PageState, toast } from '@app/ui';
import { ActionIcon, Button, Card, Group, Modal, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { RouterOutputs } from '../../lib/api-types';
import { trpc } from '../../lib/trpc';

type Template = RouterOutputs['projectTemplates']['list'][number];

function EditTemplateDialog({ template, onClose }: { template: Template; onClose: () => void }) {
  const [name, setName] = useState(template.name);
  const [description, setDescription] = useState(template.description ?? '');
  const utils = trpc.useUtils();
  const update = trpc.projectTemplates.update.useMutation({
    onSuccess: () => {
      toast.success('Template updated');
      void utils.projectTemplates.list.invalidate();
      onClose();
    },
    onError: () => toast.error('Failed to update template. Please try again.'),
  });
  return (
    <Modal opened onClose={onClose} title="Edit Template" centered>
      <Stack>
        <TextInput
          label="Template Name"
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={name.trim() ? undefined : TEMPLATE_NAME_REQUIRED}
        />
        <Textarea label="Description" value={description} onChange={(e) => setDescription(e.currentTarget.value)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            disabled={!name.trim()}
            loading={update.isPending}
            onClick={() =>
              update.mutate({ id: template.id, data: { name: name.trim(), description: description.trim() || null } })
            }
          >
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Settings > Project Templates: the user's own templates, renamed, described or deleted here. */
export function ProjectTemplatesSection() {
  const templates = trpc.projectTemplates.list.useQuery();
  const [editing, setEditing] = useState<Template | null>(null);
  const [deleting, setDeleting] = useState<Template | null>(null);
  const utils = trpc.useUtils();
  const remove = trpc.projectTemplates.delete.useMutation({
    onSuccess: () => {
      toast.success('Template deleted');
      setDeleting(null);
      void utils.projectTemplates.list.invalidate();
    },
    onError: () => toast.error('Failed to delete template. Please try again.'),
  });
  return (
    <Card withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <Title order={3} size="h4" mb="sm">
        Project Templates
      </Title>
      {templates.isPending && <PageState status="loading" title="Loading templates..." />}
      {templates.isError && (
        <PageState status="error" title="Error loading templates" description="Please try again later" />
      )}
      {templates.data?.length === 0 && (
        <PageState status="empty" title="No templates yet" description="Save a project as a template from its page" />
      )}
      <Stack gap="xs">
        {templates.data?.map((t) => (
          <Group
            key={t.id}
            justify="space-between"
            wrap="nowrap"
            py={4}
            style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
          >
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fw={500} truncate="end">
                {t.name}
              </Text>
              <Text size="sm" c="dimmed" truncate="end">
                {t.description || `${t.taskNames.length} tasks`}
              </Text>
            </Stack>
            <Group gap={4} wrap="nowrap">
              <ActionIcon variant="subtle" aria-label={`Edit template ${t.name}`} onClick={() => setEditing(t)}>
                <IconPencil size={16} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Delete template ${t.name}`}
                onClick={() => setDeleting(t)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          </Group>
        ))}
      </Stack>
      {editing && <EditTemplateDialog template={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete Template"
        message={`Are you sure you want to delete the template "${deleting?.name ?? ''}"? This action cannot be undone.`}
        confirmLabel="Delete"
        destructive
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
        onClose={() => setDeleting(null)}
      />
    </Card>
  );
}
