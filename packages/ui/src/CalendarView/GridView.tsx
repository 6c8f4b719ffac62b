import type { EventClickArg, EventContentArg, EventInput } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import FullCalendar from '@fullcalendar/react';
import { Text } from '@mantine/core';
import { useEffect, useMemo, useRef } from 'react';
import { MONTH_CELL_EVENTS, type IsoDate } from '@app/domain';
import type { CalendarEvent } from './types';

const COMPLETED_GREY = '#adb5bd';
const DEFAULT_COLOR = '#228be6';

function toInput(event: CalendarEvent): EventInput {
  const color = event.completed ? COMPLETED_GREY : (event.color ?? DEFAULT_COLOR);
  return {
    id: event.id,
    title: event.title,
    start: event.date,
    allDay: true,
    backgroundColor: color,
    borderColor: color,
    extendedProps: { event },
  };
}

function EventContent({ event }: EventContentArg) {
  const item = event.extendedProps.event as CalendarEvent;
  return (
    <Text
      component="span"
      size="xs"
      c="white"
      px={4}
      truncate="end"
      td={item.completed ? 'line-through' : undefined}
      data-event-id={item.id}
      data-completed={item.completed ? 'true' : undefined}
      style={{ display: 'block' }}
    >
      {item.title}
    </Text>
  );
}

export interface GridViewProps {
  view: 'week' | 'month';
  date: IsoDate;
  events: readonly CalendarEvent[];
  onEventClick?: (event: CalendarEvent) => void;
}

/**
 * The Month and Week grids, drawn by FullCalendar's day grid (Sunday-first weeks, at most three
 * events a cell plus its "+N more" pop-over). Navigation and the title stay with CalendarView, so
 * FullCalendar's own toolbar is off and the grid follows `view` and `date`.
 */
export function GridView({ view, date, events, onEventClick }: GridViewProps) {
  const ref = useRef<FullCalendar>(null);
  const fcView = view === 'month' ? 'dayGridMonth' : 'dayGridWeek';
  const inputs = useMemo(() => events.map(toInput), [events]);

  useEffect(() => {
    const api = ref.current?.getApi();
    if (!api) return;
    if (api.view.type !== fcView) api.changeView(fcView, date);
    else api.gotoDate(date);
  }, [fcView, date]);

  return (
    <FullCalendar
      ref={ref}
      plugins={[dayGridPlugin]}
      initialView={fcView}
      initialDate={date}
      timeZone="UTC"
      headerToolbar={false}
      firstDay={0}
      height="auto"
      fixedWeekCount={false}
      dayMaxEvents={MONTH_CELL_EVENTS}
      moreLinkContent={(arg) => (
        <>
          +{arg.num}
          <span className="app-calendar-more-word"> more</span>
        </>
      )}
      events={inputs}
      eventContent={EventContent}
      eventClick={(arg: EventClickArg) => {
        arg.jsEvent.preventDefault();
        onEventClick?.(arg.event.extendedProps.event as CalendarEvent);
      }}
    />
  );
}
