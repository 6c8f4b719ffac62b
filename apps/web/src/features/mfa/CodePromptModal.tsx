import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';

interface CodePromptModalProps {
  opened: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  destructive?: boolean;
  loading: boolean;
  onSubmit: (code: string) => void;
  onClose: () => void;
}

/** Asks for a current authenticator (or recovery) code before a sensitive MFA change. */
export function CodePromptModal({
  opened,
  title,
  description,
  confirmLabel,
  destructive,
  loading,
  onSubmit,
  onClose,
}: CodePromptModalProps) {
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(code.trim());
  };
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered onExitTransitionEnd={() => setCode('')}>
      <form onSubmit={submit}>
        <Stack>
          <Text size="sm">{description}</Text>
          <TextInput
            label="Authentication code"
            required
            autoFocus
            autoComplete="one-time-code"
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={loading}>
              Cancel
            </Button>
            <Button type="submit" color={destructive ? 'red' : undefined} loading={loading}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
