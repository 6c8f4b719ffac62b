import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { toast } from '../toast';

export interface MaskedValueProps {
  /** The masked form the server sent (e.g. `****6789`). */
  masked: string | null | undefined;
  /** Asks the server for the clear value (an audited reveal call). */
  onReveal: () => Promise<string>;
  /** Formats the revealed value for display (e.g. formatSsn). */
  format?: (value: string) => string;
  empty?: string;
}

export function MaskedValue({ masked, onReveal, format, empty = 'Not provided' }: MaskedValueProps) {
  const [clear, setClear] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  if (!masked)
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );

  async function reveal() {
    setLoading(true);
    try {
      setClear(await onReveal());
    } catch (error) {
      toast.error('Failed to reveal value', error instanceof Error ? error.message : undefined);
    } finally {
      setLoading(false);
    }
  }

  const shown = clear === null ? masked : format ? format(clear) : clear;
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" ff="monospace">
        {shown}
      </Text>
      <Button
        variant="subtle"
        size="compact-xs"
        loading={loading}
        onClick={clear === null ? reveal : () => setClear(null)}
      >
        {clear === null ? 'Show' : 'Hide'}
      </Button>
    </Group>
  );
}
