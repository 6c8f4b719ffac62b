import type { EventClickArg, EventContentArg } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import FullCalendar from '@fullcalendar/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { IsoDate } from '@app/domain';
import { gridInputs, type MoreLink } from './gridEvents';
import { MoreEventsPopover, type MoreAnchor } from './MoreEventsPopover';
import type { CalendarDay, CalendarEvent, MoreEvents } from './types';

/**
 * An event's chip (or a day's "+N more") as plain elements: a React component per event (a portal
 * each) costs far more than a DOM node. Struck through once completed (styles.css).
 */
function eventContent({ event }: EventContentArg) {
  const more = event.extendedProps.more as MoreLink | undefined;
  if (more) {
    const word = document.createElement('span');
    word.className = 'app-calendar-more-word';
    word.textContent = ' more';
    return { domNodes: [document.createTextNode(`+${more.count}`), word] };
  }
  const item = event.extendedProps.event as CalendarEvent;
  const chip = document.createElement('span');
  chip.className = 'app-calendar-event';
  chip.textContent = item.title;
  chip.dataset.eventId = item.id;
  if (item.completed) chip.dataset.completed = 'true';
  return { domNodes: [chip] };
}

const PLUGINS = [dayGridPlugin];

export interface GridViewProps {
  view: 'week' | 'month';
  date: IsoDate;
  /** The day to highlight: FullCalendar's own "now" would be the UTC day, tomorrow every evening in the Americas. */
  today: IsoDate;
  /** The days with events: each one's first chips and its total ("+N more" shows the rest's count). */
  days: readonly CalendarDay[];
  onEventClick?: (event: CalendarEvent) => void;
  /** Called with the day whose "+N more" pop-over opens, and with null once it closes. */
  onMoreOpen?: (date: IsoDate | null) => void;
  /** The open day's events as the page loads them; without it a day's `events` are taken as all of them. */
  more?: MoreEvents;
}

/**
 * The Month and Week grids, drawn by FullCalendar's day grid (Sunday-first weeks, at most three
 * events a cell plus "+N more" and its pop-over). Navigation and the title stay with CalendarView,
 * so FullCalendar's own toolbar is off and the grid follows `view` and `date`.
 */
export function GridView({ view, date, today, days, onEventClick, onMoreOpen, more }: GridViewProps) {
  const ref = useRef<FullCalendar>(null);
  const box = useRef<HTMLDivElement>(null);
  const fcView = view === 'month' ? 'dayGridMonth' : 'dayGridWeek';
  const inputs = useMemo(() => gridInputs(days), [days]);
  // The open "+N more" pop-over, for the grid it was opened on (moving to another period closes it).
  const [opened, setOpened] = useState<{ grid: string; anchor: MoreAnchor } | null>(null);
  const grid = `${fcView}:${date}`;
  const gridRef = useRef(grid);
  gridRef.current = grid;
  const anchor = opened?.grid === grid ? opened.anchor : null;
  // FullCalendar redraws every event when any option changes identity: the handlers stay the same
  // across renders (the latest onEventClick is read through a ref).
  const onClick = useRef(onEventClick);
  onClick.current = onEventClick;
  const eventClick = useCallback((arg: EventClickArg) => {
    arg.jsEvent.preventDefault();
    const link = arg.event.extendedProps.more as MoreLink | undefined;
    if (!link) {
      onClick.current?.(arg.event.extendedProps.event as CalendarEvent);
      return;
    }
    const at = arg.el.getBoundingClientRect();
    const origin = box.current!.getBoundingClientRect();
    const anchor = {
      date: link.date,
      top: at.top - origin.top,
      left: at.left - origin.left,
      width: at.width,
      height: at.height,
    };
    setOpened({ grid: gridRef.current, anchor });
  }, []);
  const closeMore = useCallback(() => setOpened(null), []);
  // Told on opening and on closing by any way: a chip, Escape, another period or view (unmount).
  const onMoreOpenRef = useRef(onMoreOpen);
  onMoreOpenRef.current = onMoreOpen;
  const openDate = anchor?.date ?? null;
  useEffect(() => {
    if (!openDate) return;
    onMoreOpenRef.current?.(openDate);
    return () => onMoreOpenRef.current?.(null);
  }, [openDate]);
  const dayEvents = more ?? { events: days.find((d) => d.date === openDate)?.events, loading: false, error: false };

  useEffect(() => {
    const api = ref.current?.getApi();
    if (!api) return;
    if (api.view.type !== fcView) api.changeView(fcView, date);
    else api.gotoDate(date);
  }, [fcView, date]);

  return (
    <div ref={box} style={{ position: 'relative' }}>
      <FullCalendar
        ref={ref}
        plugins={PLUGINS}
        initialView={fcView}
        initialDate={date}
        timeZone="UTC"
        now={today}
        headerToolbar={false}
        firstDay={0}
        height="auto"
        fixedWeekCount={false}
        eventOrder="order"
        events={inputs}
        eventContent={eventContent}
        eventClick={eventClick}
      />
      <MoreEventsPopover anchor={anchor} more={dayEvents} onClose={closeMore} onEventClick={onEventClick} />
    </div>
  );
}
