import { ActionIcon, Button, Group, Paper, SegmentedControl, Stack, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useMemo, type ReactNode } from 'react';
import { gridDays, type IsoDate } from '@app/domain';
import { GridView } from './GridView';
import { DayView, ListView } from './ListView';
import { stepDate, viewTitle, visibleRange } from './range';
import type { CalendarDay, CalendarEvent, CalendarViewMode, ListPaging, MoreEvents } from './types';

const NO_EVENTS: readonly CalendarEvent[] = [];

const VIEW_OPTIONS = [
  { value: 'day', label: 'Day' },
  { value: 'week', label: 'Week' },
  { value: 'month', label: 'Month' },
  { value: 'list', label: 'List' },
];

export interface CalendarViewProps {
  view: CalendarViewMode;
  /** The anchor date (any day inside the shown period). */
  date: IsoDate;
  /** Today in the firm's (or user's) time zone: the Today button goes there. */
  today: IsoDate;
  /** Called with the new view and anchor; load events (or days) for `visibleRange(view, date)`. */
  onNavigate: (view: CalendarViewMode, date: IsoDate) => void;
  /** Every event of the range: the Day and List views', and the grids' when no `days` are given. */
  events?: readonly CalendarEvent[];
  /** The Month and Week grids' days: each one's first events and its total. */
  days?: readonly CalendarDay[];
  /** With `days`: the day whose "+N more" opens (null once it closes), for the page to load its events into `more`. */
  onMoreOpen?: (date: IsoDate | null) => void;
  more?: MoreEvents;
  /** The List view's paging, when the page loads its events a page at a time. */
  listPaging?: ListPaging;
  onEventClick?: (event: CalendarEvent) => void;
  /** The colour key (or any other line) shown above the grid. */
  legend?: ReactNode;
}

/**
 * The shared calendar: Day, Week, Month and List views, a title per view, Today and previous/next
 * (not in List), Sunday-first weeks, at most three events a month cell plus "+N more", the List
 * grouped by month. Controlled: the page keeps the view and date and loads the visible range (a
 * summary per day for the grids, then an opened "+N more" day's events).
 */
export function CalendarView({
  view,
  date,
  today,
  onNavigate,
  events = NO_EVENTS,
  days,
  onMoreOpen,
  more,
  listPaging,
  onEventClick,
  legend,
}: CalendarViewProps) {
  const { start, end } = visibleRange(view, date);
  const shown = useMemo(() => events.filter((e) => e.date >= start && e.date <= end), [events, start, end]);
  const isGrid = view === 'week' || view === 'month';
  // The grids' days as given, or grouped here (all of each day's events) from the whole range's.
  const shownDays = useMemo(
    () => (!isGrid ? [] : days ? days.filter((d) => d.date >= start && d.date <= end) : gridDays(shown)),
    [isGrid, days, shown, start, end],
  );
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs" wrap="nowrap">
          {view !== 'list' && (
            <>
              <Button variant="default" size="xs" onClick={() => onNavigate(view, today)}>
                Today
              </Button>
              <ActionIcon
                variant="default"
                aria-label="Previous"
                onClick={() => onNavigate(view, stepDate(view, date, -1))}
              >
                <IconChevronLeft size={16} />
              </ActionIcon>
              <ActionIcon variant="default" aria-label="Next" onClick={() => onNavigate(view, stepDate(view, date, 1))}>
                <IconChevronRight size={16} />
              </ActionIcon>
            </>
          )}
          <Title order={3} fz={{ base: 'md', sm: 'lg' }}>
            {viewTitle(view, date)}
          </Title>
        </Group>
        <SegmentedControl
          size="xs"
          data={VIEW_OPTIONS}
          value={view}
          onChange={(v) => onNavigate(v as CalendarViewMode, date)}
          aria-label="View"
        />
      </Group>
      {legend}
      <Paper withBorder p={{ base: 4, sm: 'xs' }} style={{ overflowX: 'auto' }}>
        {view === 'day' && <DayView events={shown} onEventClick={onEventClick} />}
        {isGrid && (
          <GridView
            view={view}
            date={date}
            today={today}
            days={shownDays}
            onEventClick={onEventClick}
            onMoreOpen={onMoreOpen}
            more={more}
          />
        )}
        {view === 'list' && <ListView events={shown} onEventClick={onEventClick} paging={listPaging} />}
      </Paper>
    </Stack>
  );
}
