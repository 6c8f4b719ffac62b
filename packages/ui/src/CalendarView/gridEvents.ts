import type { EventInput } from '@fullcalendar/core';
import { MONTH_CELL_EVENTS, visibleEvents, type IsoDate } from '@app/domain';
import type { CalendarEvent } from './types';

export const COMPLETED_GREY = '#adb5bd';
const DEFAULT_COLOR = '#228be6';

/** A day's events in the order the grid shows them (by title, as FullCalendar sorted them). */
export type EventsByDay = ReadonlyMap<IsoDate, readonly CalendarEvent[]>;

/** What FullCalendar draws for the "+N more" of a busy day: one more entry after its three chips. */
export interface MoreLink {
  date: IsoDate;
  count: number;
}

export const chipColor = (event: CalendarEvent) => (event.completed ? COMPLETED_GREY : (event.color ?? DEFAULT_COLOR));

const byTitle = new Intl.Collator(undefined).compare;

export function groupByDay(events: readonly CalendarEvent[]): EventsByDay {
  const days = new Map<IsoDate, CalendarEvent[]>();
  for (const event of events) {
    const day = days.get(event.date);
    if (day) day.push(event);
    else days.set(event.date, [event]);
  }
  for (const day of days.values()) day.sort((a, b) => byTitle(a.title, b.title));
  return days;
}

function chipInput(event: CalendarEvent, order: number): EventInput {
  const color = chipColor(event);
  return {
    id: event.id,
    title: event.title,
    start: event.date,
    allDay: true,
    backgroundColor: color,
    borderColor: color,
    extendedProps: { event, order },
  };
}

function moreInput(more: MoreLink, order: number): EventInput {
  return {
    id: `more:${more.date}`,
    title: `+${more.count} more`,
    start: more.date,
    allDay: true,
    classNames: ['fc-daygrid-more-link', 'fc-more-link', 'app-calendar-more-link'],
    backgroundColor: 'transparent',
    borderColor: 'transparent',
    extendedProps: { more, order },
  };
}

/**
 * What FullCalendar gets: at most three chips a day, then the day's "+N more" as one more entry.
 * Given every event, its day grid builds, draws and measures all of them (2,000 in a busy month)
 * only to hide all but three a cell; the rest are listed from our own data in MoreEventsPopover.
 */
export function gridInputs(days: EventsByDay, max = MONTH_CELL_EVENTS): EventInput[] {
  const inputs: EventInput[] = [];
  for (const [date, events] of days) {
    const { shown, moreCount } = visibleEvents(events, max);
    shown.forEach((event, i) => inputs.push(chipInput(event, i)));
    if (moreCount > 0) inputs.push(moreInput({ date, count: moreCount }, shown.length));
  }
  return inputs;
}
