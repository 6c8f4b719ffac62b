import type { EventClickArg, EventContentArg, EventInput } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import FullCalendar from '@fullcalendar/react';
import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
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

/**
 * An event's chip as a plain element: FullCalendar puts every event of the month in the DOM (the
 * ones past three a cell hidden), and a React component per event (a portal each) made 2,000 events
 * take seconds; a DOM node costs next to nothing. Struck through once completed (styles.css).
 */
function eventContent({ event }: EventContentArg) {
  const item = event.extendedProps.event as CalendarEvent;
  const chip = document.createElement('span');
  chip.className = 'app-calendar-event';
  chip.textContent = item.title;
  chip.dataset.eventId = item.id;
  if (item.completed) chip.dataset.completed = 'true';
  return { domNodes: [chip] };
}

const PLUGINS = [dayGridPlugin];

const moreLinkContent = (arg: { num: number }): ReactNode => (
  <>
    +{arg.num}
    <span className="app-calendar-more-word"> more</span>
  </>
);

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
  // FullCalendar redraws every event when any option changes identity: the handlers stay the same
  // across renders (the latest onEventClick is read through a ref).
  const onClick = useRef(onEventClick);
  onClick.current = onEventClick;
  const eventClick = useCallback((arg: EventClickArg) => {
    arg.jsEvent.preventDefault();
    onClick.current?.(arg.event.extendedProps.event as CalendarEvent);
  }, []);

  useEffect(() => {
    const api = ref.current?.getApi();
    if (!api) return;
    if (api.view.type !== fcView) api.changeView(fcView, date);
    else api.gotoDate(date);
  }, [fcView, date]);

  return (
    <FullCalendar
      ref={ref}
      plugins={PLUGINS}
      initialView={fcView}
      initialDate={date}
      timeZone="UTC"
      headerToolbar={false}
      firstDay={0}
      height="auto"
      fixedWeekCount={false}
      dayMaxEvents={MONTH_CELL_EVENTS}
      moreLinkContent={moreLinkContent}
      events={inputs}
      eventContent={eventContent}
      eventClick={eventClick}
    />
  );
}
