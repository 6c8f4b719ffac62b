import { Box, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { DataTableColumn } from './column';

interface DataCardsProps<T> {
  columns: DataTableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  rowTestId?: (row: T) => string;
  label?: string;
}

/**
 * The phone layout of a DataTable: one card per row, the first column as its title and every other
 * column as a "header: value" line, so nothing hides behind a sideways scroll on a 390 px screen.
 */
export function DataCards<T>({ columns, rows, rowKey, rowTestId, label }: DataCardsProps<T>) {
  const [title, ...rest] = columns;
  if (!title) return null;
  return (
    <Stack gap="sm" component="ul" aria-label={label} p={0} m={0} data-layout="cards" style={{ listStyle: 'none' }}>
      {rows.map((row) => (
        <Paper
          key={rowKey(row)}
          component="li"
          withBorder
          radius="md"
          p="sm"
          data-row-key={rowKey(row)}
          data-testid={rowTestId?.(row)}
        >
          <Box fw={500} mb={rest.length ? 6 : 0} style={{ overflowWrap: 'anywhere' }}>
            {title.render(row)}
          </Box>
          <Stack gap={6} component="dl" m={0}>
            {rest.map((col) => (
              <CardLine key={col.key} header={col.header}>
                {col.render(row)}
              </CardLine>
            ))}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

function CardLine({ header, children }: { header: ReactNode; children: ReactNode }) {
  return (
    // A value too long to sit beside its header (an email address) moves under it, still right-aligned.
    <Group justify="space-between" align="baseline" gap="sm" style={{ rowGap: 2 }}>
      <Text component="dt" size="xs" c="dimmed" fw={600}>
        {header}
      </Text>
      <Box component="dd" m={0} ml="auto" fz="sm" ta="right" miw={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </Group>
  );
}
