import { Box, Center, CloseButton, Group, Loader, Popover, Text } from '@mantine/core';
import { useId } from 'react';
import type { IsoDate } from '@app/domain';
import { chipColor } from './gridEvents';
import { popoverHeading } from './range';
import type { CalendarEvent, MoreEvents } from './types';

/** Where the clicked "+N more" link sits, relative to the grid's box. */
export interface MoreAnchor {
  date: IsoDate;
  top: number;
  left: number;
  width: number;
  height: number;
}

export interface MoreEventsPopoverProps {
  anchor: MoreAnchor | null;
  /** Every event of the anchor's day in the grid's order, or where their loading stands. */
  more: MoreEvents;
  onClose: () => void;
  onEventClick?: (event: CalendarEvent) => void;
}

/**
 * A busy day's "+N more" pop-over: every event of the day as a chip of the grid (coloured, grey and
 * struck through once completed), each opening the event dialog; a spinner while the page loads
 * them. Drawn from our own data because FullCalendar only holds the three chips it shows;
 * `fc-popover` keeps the class its own had.
 */
export function MoreEventsPopover({ anchor, more, onClose, onEventClick }: MoreEventsPopoverProps) {
  const headingId = useId();
  if (!anchor) return null;
  const heading = popoverHeading(anchor.date);
  return (
    <Popover
      opened
      onChange={(opened) => !opened && onClose()}
      position="bottom-start"
      width={240}
      shadow="md"
      trapFocus
    >
      <Popover.Target>
        <div
          aria-hidden
          style={{
            position: 'absolute',
            top: anchor.top,
            left: anchor.left,
            width: anchor.width,
            height: anchor.height,
            pointerEvents: 'none',
          }}
        />
      </Popover.Target>
      <Popover.Dropdown className="fc-popover" p="xs" aria-labelledby={headingId}>
        <Group justify="space-between" wrap="nowrap" mb={6}>
          <Text id={headingId} size="sm" fw={600}>
            {heading}
          </Text>
          <CloseButton size="sm" aria-label="Close" onClick={onClose} />
        </Group>
        <Box mah={320} style={{ overflowY: 'auto' }}>
          {more.loading ? (
            <Center py="sm">
              <Loader size="sm" aria-label="Loading events" />
            </Center>
          ) : more.error ? (
            <Text size="sm" c="red">
              Failed to load events. Please try again.
            </Text>
          ) : (
            more.events?.map((event) => (
              <button
                key={event.id}
                type="button"
                className="app-calendar-event app-calendar-popover-event"
                style={{ backgroundColor: chipColor(event) }}
                data-event-id={event.id}
                data-completed={event.completed ? 'true' : undefined}
                onClick={() => {
                  onClose();
                  onEventClick?.(event);
                }}
              >
                {event.title}
              </button>
            ))
          )}
        </Box>
      </Popover.Dropdown>
    </Popover>
  );
}
