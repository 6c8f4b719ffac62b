import type { GridDay, IsoDate } from '@app/domain';

export type CalendarViewMode = 'day' | 'week' | 'month' | 'list';

/** One dated item on a calendar; `data` carries whatever the page needs for its event dialog. */
export interface CalendarEvent<T = unknown> {
  id: string;
  title: string;
  date: IsoDate;
  /** A CSS colour (urgency colours come from the page). */
  color?: string;
  /** Completed items are shown struck through and grey. */
  completed?: boolean;
  data?: T;
}

/** First and last day shown (both inclusive). */
export interface CalendarRange {
  start: IsoDate;
  end: IsoDate;
}

/**
 * A day of the Month or Week grid: its first events in the calendar's order (at least as many as a
 * cell shows) and how many it has in all.
 */
export type CalendarDay<T = unknown> = GridDay<CalendarEvent<T>>;

/** Every event of the day whose "+N more" is open, as the page loads them once it opens. */
export interface MoreEvents {
  events?: readonly CalendarEvent[];
  loading: boolean;
  error: boolean;
}

/** The List view's paging: it shows the events loaded so far and offers the next page while there is one. */
export interface ListPaging {
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}
