import { DELETE_NOTE_CONFIRMATION, NoteInput, noteTitle } from '@app/domain';
import { ConfirmDialog, PageState, toast } from '@app/ui';
import { ActionIcon, Button, Card, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../lib/request-errors';
import { formatDateTime } from '../../lib/format';
import { EditOnly, useExclusiveEditor } from './edit-access';
import { AddButton } from './RecordButtons';
import { useOwnerApi, useOwnerNotes, type NoteView, type Owner } from './owner';

interface Draft {
  id: number | null;
  title: string;
  content: string;
}

/** Notes of a client or organization: add, edit and delete (with confirmation). */
export function NotesCard({ owner }: { owner: Owner }) {
  const api = useOwnerApi(owner);
  const { query: notes, refresh } = useOwnerNotes(owner);
  const [draft, setDraft] = useState<Draft | null>(null);
  useExclusiveEditor(`notes:${owner.kind}:${owner.id}`, draft !== null, () => setDraft(null));
  const [formError, setFormError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<NoteView | null>(null);

  const save = useMutation({
    mutationFn: (d: Draft) =>
      d.id === null
        ? api.notes.create.mutate({ id: owner.id, title: d.title, content: d.content })
        : api.notes.update.mutate({ id: owner.id, noteId: d.id, title: d.title, content: d.content }),
    onSuccess: (_r, d) => {
      toast.success(d.id === null ? 'Note added successfully' : 'Note updated successfully');
      setDraft(null);
      void refresh();
    },
    onError: (error, d) =>
      toast.error(d.id === null ? 'Failed to add note' : 'Failed to update note', errorMessage(error)),
  });
  const remove = useMutation({
    mutationFn: (noteId: number) => api.notes.delete.mutate({ id: owner.id, noteId }),
    onSuccess: () => {
      toast.success('Note deleted successfully');
      setDeleting(null);
      void refresh();
    },
    onError: (error) => toast.error('Failed to delete note', errorMessage(error)),
  });

  function submit() {
    if (!draft) return;
    const parsed = NoteInput.safeParse({ title: draft.title, content: draft.content });
    if (!parsed.success) {
      setFormError(parsed.error.issues[0]?.message ?? 'Invalid note');
      return;
    }
    setFormError(null);
    save.mutate(draft);
  }

  const open = (d: Draft) => {
    setFormError(null);
    setDraft(d);
  };

  return (
    <Card withBorder radius="md" p="lg" component="section" aria-label="Notes">
      <Group justify="space-between" mb="md">
        <Title order={4}>Notes</Title>
        <AddButton
          label="Note"
          onClick={() => open({ id: null, title: '', content: '' })}
          disabled={draft?.id === null}
        />
      </Group>
      {draft && (
        <Stack
          gap="xs"
          mb="md"
          component="form"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <TextInput
            label="Title"
            placeholder="Note"
            value={draft.title}
            onChange={(e) => setDraft({ ...draft, title: e.currentTarget.value })}
          />
          <Textarea
            label="Content"
            autosize
            minRows={3}
            value={draft.content}
            error={formError}
            onChange={(e) => setDraft({ ...draft, content: e.currentTarget.value })}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" size="xs" onClick={() => setDraft(null)}>
              Cancel
            </Button>
            {/* Spec 2: an organization's note cannot be saved blank; a client's says why (spec 1). */}
            <Button
              size="xs"
              type="submit"
              loading={save.isPending}
              disabled={owner.kind === 'organization' && !draft.content.trim()}
            >
              {draft.id === null ? 'Add Note' : 'Save Note'}
            </Button>
          </Group>
        </Stack>
      )}
      {notes.isPending ? (
        <PageState status="loading" />
      ) : notes.isError ? (
        <PageState status="error" title="Error loading notes" description="Please try again later" />
      ) : notes.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          No notes yet
        </Text>
      ) : (
        <Stack gap="sm">
          {notes.data.map((note) => (
            <Card key={note.id} withBorder radius="sm" p="sm" data-testid="note">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <div style={{ minWidth: 0 }}>
                  <Text fw={600} size="sm">
                    {noteTitle(note.title)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatDateTime(note.createdAt)}
                  </Text>
                </div>
                <EditOnly>
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      aria-label="Edit note"
                      onClick={() => open({ id: note.id, title: note.title, content: note.content })}
                    >
                      <IconEdit size={16} />
                    </ActionIcon>
                    <ActionIcon variant="subtle" color="red" aria-label="Delete note" onClick={() => setDeleting(note)}>
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Group>
                </EditOnly>
              </Group>
              <Text size="sm" mt="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {note.content}
              </Text>
            </Card>
          ))}
        </Stack>
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete note"
        message={DELETE_NOTE_CONFIRMATION}
        confirmLabel="Delete"
        destructive
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        onClose={() => setDeleting(null)}
      />
    </Card>
  );
}
