import type { CalendarDayView, CalendarEventView, CalendarKind, InsuranceMode, IsoDate } from '@app/domain';
import {
  type CalendarDay,
  type CalendarEvent,
  type CalendarRange,
  type CalendarViewMode,
  type ListPaging,
  type MoreEvents,
  URGENCY_COLORS,
} from '@app/ui/calendar';
import { keepPreviousData, skipToken } from '@tanstack/react-query';
import { useMemo } from 'react';
import { trpc } from '../../lib/trpc';

/** The List view's page: a busy firm's 12 months hold thousands of events. */
export const LIST_PAGE_SIZE = 200;

const toCalendarEvent = (e: CalendarEventView): CalendarEvent<CalendarEventView> => ({
  id: e.id,
  title: e.title,
  date: e.date,
  color: URGENCY_COLORS[e.urgency],
  completed: e.status === 'completed',
  data: e,
});

const toCalendarDay = (d: CalendarDayView): CalendarDay<CalendarEventView> => ({
  date: d.date,
  total: d.total,
  events: d.events.map(toCalendarEvent),
});

/**
 * What a calendar view shows, each from its own call for the visible range: a summary per day for
 * the Month and Week grids (a cell shows three events), every event of the Day view, the List
 * view's events a page at a time, and the events of the day whose "+N more" is open.
 */
export function useCalendarEvents(
  kind: CalendarKind,
  view: CalendarViewMode,
  range: CalendarRange,
  mode: InsuranceMode,
  openDay: IsoDate | null,
) {
  const input = { kind, range: { ...range, mode } };
  const isGrid = view === 'month' || view === 'week';
  const days = trpc.calendars.days.useQuery(input, { enabled: isGrid, placeholderData: keepPreviousData });
  const dayView = trpc.calendars.events.useQuery(input, { enabled: view === 'day', placeholderData: keepPreviousData });
  const list = trpc.calendars.events.useInfiniteQuery(
    { kind, range: { ...range, mode, limit: LIST_PAGE_SIZE } },
    {
      enabled: view === 'list',
      placeholderData: keepPreviousData,
      getNextPageParam: (last, pages) => (last.length === LIST_PAGE_SIZE ? pages.length * LIST_PAGE_SIZE : undefined),
    },
  );
  const openDayEvents = trpc.calendars.events.useQuery(
    openDay ? { kind, range: { start: openDay, end: openDay, mode } } : skipToken,
  );
  const query = isGrid ? days : view === 'list' ? list : dayView;

  // The same arrays while the answers are the same: a new one would redraw every event of the grid.
  const calendarDays = useMemo(() => (days.data ?? []).map(toCalendarDay), [days.data]);
  const dayEvents = useMemo(() => (dayView.data ?? []).map(toCalendarEvent), [dayView.data]);
  const listEvents = useMemo(() => (list.data?.pages ?? []).flat().map(toCalendarEvent), [list.data]);
  const more = useMemo<MoreEvents>(
    () => ({
      events: openDayEvents.data?.map(toCalendarEvent),
      loading: openDayEvents.isPending,
      error: openDayEvents.isError,
    }),
    [openDayEvents.data, openDayEvents.isPending, openDayEvents.isError],
  );
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const listPaging = useMemo<ListPaging>(
    () => ({ hasMore: hasNextPage, loadingMore: isFetchingNextPage, onLoadMore: () => void fetchNextPage() }),
    [hasNextPage, isFetchingNextPage, fetchNextPage],
  );
  return {
    days: isGrid ? calendarDays : undefined,
    events: isGrid ? undefined : view === 'list' ? listEvents : dayEvents,
    more,
    listPaging,
    isFetching: query.isFetching,
    isError: query.isError,
    refused: [days.error, dayView.error, list.error],
  };
}
