import { Button, Stack, Text, Title } from '@mantine/core';
import { groupEventsByMonth } from '@app/domain';
import { EventLabel } from './EventLabel';
import { dayHeading, monthHeading } from './range';
import type { CalendarEvent, ListPaging } from './types';

/** The List view: events grouped by month, in date order, and "Show more events" while `paging` has more. */
export function ListView({
  events,
  onEventClick,
  paging,
}: {
  events: readonly CalendarEvent[];
  onEventClick?: (event: CalendarEvent) => void;
  paging?: ListPaging;
}) {
  const groups = groupEventsByMonth(events);
  if (groups.length === 0 && !paging?.hasMore)
    return (
      <Text c="dimmed" ta="center" py="xl">
        No events scheduled
      </Text>
    );
  return (
    <Stack gap="lg">
      {groups.map((group) => (
        <section key={group.month} aria-label={monthHeading(group.month)}>
          <Title order={4} mb="xs">
            {monthHeading(group.month)}
          </Title>
          <Stack gap={4}>
            {group.events.map((event) => (
              <div
                key={event.id}
                style={{ display: 'grid', gridTemplateColumns: '6.5rem 1fr', gap: 8, alignItems: 'center' }}
              >
                <Text size="sm" c="dimmed">
                  {dayHeading(event.date)}
                </Text>
                <EventLabel event={event} onClick={onEventClick} />
              </div>
            ))}
          </Stack>
        </section>
      ))}
      {paging?.hasMore && (
        <Button
          variant="default"
          loading={paging.loadingMore}
          onClick={paging.onLoadMore}
          style={{ alignSelf: 'center' }}
        >
          Show more events
        </Button>
      )}
    </Stack>
  );
}

/** The Day view: the day's events, or the spec's empty text. */
export function DayView({
  events,
  onEventClick,
}: {
  events: readonly CalendarEvent[];
  onEventClick?: (event: CalendarEvent) => void;
}) {
  if (events.length === 0)
    return (
      <Text c="dimmed" ta="center" py="xl">
        No events scheduled for this day
      </Text>
    );
  return (
    <Stack gap={4}>
      {events.map((event) => (
        <EventLabel key={event.id} event={event} onClick={onEventClick} />
      ))}
    </Stack>
  );
}
