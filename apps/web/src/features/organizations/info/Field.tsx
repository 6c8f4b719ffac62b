import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One read-only value of the organization's sections, 'Not provided' when empty. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  const empty = children === null || children === undefined || children === '';
  return (
    <div style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      {empty ? (
        <Text size="sm" c="dimmed">
          Not provided
        </Text>
      ) : typeof children === 'string' ? (
        <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
          {children}
        </Text>
      ) : (
        children
      )}
    </div>
  );
}

export type SetDraft<D> = <K extends keyof D>(key: K, value: D[K]) => void;
