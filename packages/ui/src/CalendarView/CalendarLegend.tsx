import { Group, Text } from '@mantine/core';

export interface LegendItem {
  label: string;
  color: string;
}

/** The colour key above a calendar. */
export function CalendarLegend({ items }: { items: readonly LegendItem[] }) {
  return (
    <Group gap="md" wrap="wrap" aria-label="Color key" role="list">
      {items.map((item) => (
        <Group key={item.label} gap={6} wrap="nowrap" role="listitem">
          <span
            aria-hidden
            style={{ width: 12, height: 12, borderRadius: 3, background: item.color, display: 'inline-block' }}
          />
          <Text size="xs">{item.label}</Text>
        </Group>
      ))}
    </Group>
  );
}

/** Colours of the urgency grades of `@app/domain` (overdue, critical, warning, normal). */
export const URGENCY_COLORS = {
  overdue: '#c92a2a',
  critical: '#e8590c',
  warning: '#f08c00',
  normal: '#1971c2',
} as const;

export const URGENCY_LEGEND: readonly LegendItem[] = [
  { label: 'Overdue', color: URGENCY_COLORS.overdue },
  { label: 'Critical', color: URGENCY_COLORS.critical },
  { label: 'Warning', color: URGENCY_COLORS.warning },
  { label: 'Normal', color: URGENCY_COLORS.normal },
  { label: 'Completed', color: '#adb5bd' },
];
