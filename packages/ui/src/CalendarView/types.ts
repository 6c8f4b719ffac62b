import type { IsoDate } from '@app/domain';

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
