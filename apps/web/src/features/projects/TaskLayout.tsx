import { Paper, SimpleGrid, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** Below this width of the section the tasks are cards: the seven-column table needs about 900 px. */
export const CARDS_BELOW = 860;

/** How a task shows: a table row, or (a phone, a tablet) a card with one labelled field per column. */
export type Layout = 'row' | 'card';

export function TaskFrame({ layout, children }: { layout: Layout; children: ReactNode }) {
  if (layout === 'row') return <Table.Tr>{children}</Table.Tr>;
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs">
        {children}
      </SimpleGrid>
    </Paper>
  );
}

export function TaskField({
  layout,
  label,
  children,
  miw,
}: {
  layout: Layout;
  label: string;
  children: ReactNode;
  miw?: number;
}) {
  if (layout === 'row') return <Table.Td miw={miw}>{children}</Table.Td>;
  return (
    <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
      {label && (
        <Text size="xs" c="dimmed" fw={600}>
          {label}
        </Text>
      )}
      <Text component="div" size="sm">
        {children}
      </Text>
    </div>
  );
}
