import { DELETE_CONFIRMATION_PHRASE } from '@app/domain';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';

export interface TypedConfirmDeleteProps {
  onDelete: () => void;
  /** The exact text that unlocks the button. */
  phrase?: string;
  description?: ReactNode;
  buttonLabel?: string;
  loading?: boolean;
}

export function TypedConfirmDelete({
  onDelete,
  phrase = DELETE_CONFIRMATION_PHRASE,
  description,
  buttonLabel = 'Delete',
  loading = false,
}: TypedConfirmDeleteProps) {
  const [typed, setTyped] = useState('');
  const confirmed = typed === phrase;
  return (
    <Stack gap="sm">
      {description && <Text size="sm">{description}</Text>}
      <TextInput
        label={
          <>
            Type <strong>{phrase}</strong> to confirm
          </>
        }
        value={typed}
        onChange={(e) => setTyped(e.currentTarget.value)}
        autoComplete="off"
      />
      <Button color="red" disabled={!confirmed} loading={loading} onClick={onDelete} w="fit-content">
        {buttonLabel}
      </Button>
    </Stack>
  );
}
