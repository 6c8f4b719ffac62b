import type { EventInput } from '@fullcalendar/core';
import { MONTH_CELL_EVENTS, visibleEvents, type IsoDate } from '@app/domain';
import type { CalendarDay, CalendarEvent } from './types';

export const COMPLETED_GREY = '#adb5bd';
const DEFAULT_COLOR = '#228be6';

/** What FullCalendar draws for the "+N more" of a busy day: one more entry after its three chips. */
export interface MoreLink {
  date: IsoDate;
  count: number;
}

export const chipColor = (event: CalendarEvent) => (event.completed ? COMPLETED_GREY : (event.color ?? DEFAULT_COLOR));

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
 * What FullCalendar gets: at most three chips a day, then the day's "+N more" (its total less the
 * chips shown) as one more entry. Given every event, its day grid builds, draws and measures all of
 * them only to hide all but three a cell; the rest are listed in MoreEventsPopover once it opens.
 */
export function gridInputs(days: readonly CalendarDay[], max = MONTH_CELL_EVENTS): EventInput[] {
  const inputs: EventInput[] = [];
  for (const day of days) {
    const { shown } = visibleEvents(day.events, max);
    shown.forEach((event, i) => inputs.push(chipInput(event, i)));
    const moreCount = day.total - shown.length;
    if (moreCount > 0) inputs.push(moreInput({ date: day.date, count: moreCount }, shown.length));
  }
  return inputs;
}
