import { Box, Text } from '@mantine/core';
import type { CalendarEvent } from './types';

const COMPLETED_GREY = 'var(--mantine-color-gray-5)';

/** An event's chip: its colour as a bar, struck through and grey once completed. */
export function EventLabel({ event, onClick }: { event: CalendarEvent; onClick?: (event: CalendarEvent) => void }) {
  const color = event.completed ? COMPLETED_GREY : (event.color ?? 'var(--mantine-color-blue-6)');
  return (
    <Box
      component="button"
      type="button"
      onClick={() => onClick?.(event)}
      data-event-id={event.id}
      data-completed={event.completed ? 'true' : undefined}
      style={{
        display: 'block',
        width: '100%',
        textAlign: 'left',
        border: 0,
        borderLeft: `4px solid ${color}`,
        background: 'var(--mantine-color-gray-0)',
        borderRadius: 4,
        padding: '2px 6px',
        cursor: 'pointer',
        overflow: 'hidden',
      }}
    >
      <Text
        size="xs"
        truncate="end"
        c={event.completed ? 'dimmed' : undefined}
        td={event.completed ? 'line-through' : undefined}
      >
        {event.title}
      </Text>
    </Box>
  );
}
