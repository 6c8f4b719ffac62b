export { CalendarView, type CalendarViewProps } from './CalendarView';
export { CalendarLegend, URGENCY_COLORS, URGENCY_LEGEND, type LegendItem } from './CalendarLegend';
export { visibleRange, stepDate, viewTitle, LIST_MONTHS } from './range';
export type { CalendarDay, CalendarEvent, CalendarRange, CalendarViewMode, ListPaging, MoreEvents } from './types';
