import { PROJECT_NAME_REQUIRED } from '@app/domain';
import { toast } from '@app/ui';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { trpc } from '../../lib/trpc';

/** Quick add: a name only; the project starts not started and opens at once. */
export function AddProjectDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const create = trpc.projects.create.useMutation({
    onSuccess: (project) => {
      toast.success('Project added successfully');
      void utils.projects.list.invalidate();
      setName('');
      onClose();
      navigate(`/projects/${project.id}`);
    },
    onError: () => toast.error('Failed to add project'),
  });
  const blank = name.trim() === '';
  return (
    <Modal opened={opened} onClose={onClose} title="Add Project" centered>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setTouched(true);
          if (!blank) create.mutate({ name: name.trim(), status: 'not_started' });
        }}
      >
        <Stack>
          <TextInput
            label="Project Name"
            data-autofocus
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            onBlur={() => setTouched(true)}
            error={touched && blank ? PROJECT_NAME_REQUIRED : undefined}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={blank} loading={create.isPending}>
              Add Project
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
