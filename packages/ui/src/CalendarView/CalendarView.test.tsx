import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../test/render';
import {
  CalendarView,
  stepDate,
  viewTitle,
  visibleRange,
  type CalendarDay,
  type CalendarEvent,
  type CalendarViewMode,
  type MoreEvents,
} from './index';

function Harness({
  events,
  days,
  more,
  initial = 'month' as CalendarViewMode,
  onEventClick = vi.fn(),
  onMoreOpen,
}: {
  events?: CalendarEvent[];
  days?: CalendarDay[];
  more?: MoreEvents;
  initial?: CalendarViewMode;
  onEventClick?: (e: CalendarEvent) => void;
  onMoreOpen?: (date: string | null) => void;
}) {
  const [state, setState] = useState({ view: initial, date: '2026-11-24' });
  return (
    <CalendarView
      view={state.view}
      date={state.date}
      today="2026-11-24"
      events={events}
      days={days}
      more={more}
      onMoreOpen={onMoreOpen}
      onEventClick={onEventClick}
      onNavigate={(view, date) => setState({ view, date })}
    />
  );
}

const ev = (id: number, date: string, extra: Partial<CalendarEvent> = {}): CalendarEvent => ({
  id: String(id),
  title: `Event ${id}`,
  date,
  ...extra,
});

/** A busy day in the calendar's order (not by title): the server's summary gives its first three. */
const busyDay = [5, 1, 4, 2, 3].map((i) => ev(i, '2026-11-10', { completed: i === 5 }));
const busySummary: CalendarDay[] = [{ date: '2026-11-10', total: 5, events: busyDay.slice(0, 3) }];

const isMoreLink = (text: string) => (_: string, element: Element | null) =>
  element?.tagName === 'A' && element.textContent === text;

describe('calendar ranges', () => {
  it('months cover whole Sunday-first weeks', () => {
    expect(visibleRange('month', '2026-11-24')).toEqual({ start: '2026-11-01', end: '2026-12-05' });
    expect(visibleRange('month', '2026-02-10')).toEqual({ start: '2026-02-01', end: '2026-02-28' });
    expect(visibleRange('week', '2026-01-01')).toEqual({ start: '2025-12-28', end: '2026-01-03' });
    expect(visibleRange('day', '2024-02-29')).toEqual({ start: '2024-02-29', end: '2024-02-29' });
    expect(visibleRange('list', '2026-11-24')).toEqual({ start: '2026-11-01', end: '2027-10-31' });
  });
  it('steps by day, week and month with month ends clamped', () => {
    expect(stepDate('day', '2024-12-31', 1)).toBe('2025-01-01');
    expect(stepDate('week', '2024-02-26', 1)).toBe('2024-03-04');
    expect(stepDate('month', '2024-01-31', 1)).toBe('2024-02-29');
  });
  it('titles each view', () => {
    expect(viewTitle('day', '2026-11-24')).toBe('Tuesday, November 24, 2026');
    expect(viewTitle('week', '2026-11-24')).toBe('Nov 22 - Nov 28, 2026');
    expect(viewTitle('week', '2026-12-31')).toBe('Dec 27, 2026 - Jan 2, 2027');
    expect(viewTitle('month', '2026-11-24')).toBe('November 2026');
  });
});

describe('CalendarView', () => {
  it('highlights the given today in month and week, not the UTC day (the evening in Los Angeles)', () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T04:30:00Z'), toFake: ['Date'] }); // 20:30 on the 24th in LA
    try {
      const { container, rerender } = renderWithMantine(
        <CalendarView view="month" date="2026-11-24" today="2026-11-24" days={[]} onNavigate={vi.fn()} />,
      );
      const highlighted = () => [
        ...new Set([...container.querySelectorAll('.fc-day-today')].map((d) => d.getAttribute('data-date'))),
      ];
      expect(highlighted()).toEqual(['2026-11-24']);
      rerender(<CalendarView view="week" date="2026-11-24" today="2026-11-24" days={[]} onNavigate={vi.fn()} />);
      expect(highlighted()).toEqual(['2026-11-24']);
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows a day's first three events in the given order and +N more from the total", () => {
    const { container } = renderWithMantine(
      <Harness days={[{ date: '2026-11-10', total: 40, events: busyDay.slice(0, 3) }]} />,
    );
    expect(screen.getByText('November 2026')).toBeInTheDocument();
    const cell = container.querySelector('td[data-date="2026-11-10"]') as HTMLElement;
    const chips = [...cell.querySelectorAll('.app-calendar-event')].map((c) => c.textContent);
    expect(chips).toEqual(['Event 5', 'Event 1', 'Event 4']);
    expect(within(cell).getByText(isMoreLink('+37 more'))).toHaveClass(
      'fc-daygrid-more-link',
      'app-calendar-more-link',
    );
  });

  it('shows a day of up to three events without +N more, in week as in month', () => {
    const days = [{ date: '2026-11-24', total: 2, events: [ev(1, '2026-11-24'), ev(2, '2026-11-24')] }];
    const { container } = renderWithMantine(<Harness days={days} initial="week" />);
    const cell = container.querySelector('td[data-date="2026-11-24"]') as HTMLElement;
    expect(within(cell).getByText('Event 1')).toBeInTheDocument();
    expect(within(cell).getByText('Event 2')).toBeInTheDocument();
    expect(within(cell).queryByText(/more$/)).toBeNull();
  });

  it('asks for the day\'s events when "+N more" opens, with a spinner until they come, then lists them all', async () => {
    const user = userEvent.setup();
    const onEventClick = vi.fn();
    const onMoreOpen = vi.fn();
    const grid = (more: MoreEvents) => (
      <Harness days={busySummary} more={more} onMoreOpen={onMoreOpen} onEventClick={onEventClick} />
    );
    const { container, rerender } = renderWithMantine(grid({ loading: true, error: false }));
    const cell = container.querySelector('td[data-date="2026-11-10"]') as HTMLElement;
    expect(onMoreOpen).not.toHaveBeenCalled();
    await user.click(within(cell).getByText(isMoreLink('+2 more')));
    expect(onMoreOpen).toHaveBeenLastCalledWith('2026-11-10');
    const popover = await screen.findByRole('dialog', { name: 'November 10, 2026' });
    expect(popover).toHaveClass('fc-popover');
    expect(within(popover).getByLabelText('Loading events')).toBeInTheDocument();
    expect(within(popover).queryByRole('button', { name: /^Event/ })).toBeNull();

    rerender(grid({ events: busyDay, loading: false, error: false }));
    expect(within(popover).queryByLabelText('Loading events')).toBeNull();
    const listed = within(popover).getAllByRole('button', { name: /^Event/ });
    expect(listed.map((b) => b.textContent)).toEqual(['Event 5', 'Event 1', 'Event 4', 'Event 2', 'Event 3']);
    expect(listed[0]).toHaveAttribute('data-completed', 'true');
    expect(listed[3]).toHaveClass('app-calendar-event', 'app-calendar-popover-event');
    expect(listed[3]).toHaveAttribute('data-event-id', '2');
    await user.click(listed[3]!);
    expect(onEventClick).toHaveBeenCalledWith(expect.objectContaining({ id: '2' }));
    expect(screen.queryByRole('dialog', { name: 'November 10, 2026' })).toBeNull();
    expect(onMoreOpen).toHaveBeenLastCalledWith(null);

    await user.click(within(cell).getByText(isMoreLink('+2 more')));
    expect(onMoreOpen).toHaveBeenLastCalledWith('2026-11-10');
    expect(await screen.findByRole('dialog', { name: 'November 10, 2026' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'November 10, 2026' })).toBeNull());
    expect(onMoreOpen).toHaveBeenLastCalledWith(null);
  });

  it("says so in the pop-over when the day's events failed to load", async () => {
    const user = userEvent.setup();
    const { container } = renderWithMantine(<Harness days={busySummary} more={{ loading: false, error: true }} />);
    const cell = container.querySelector('td[data-date="2026-11-10"]') as HTMLElement;
    await user.click(within(cell).getByText(isMoreLink('+2 more')));
    const popover = await screen.findByRole('dialog', { name: 'November 10, 2026' });
    expect(within(popover).getByText('Failed to load events. Please try again.')).toBeInTheDocument();
    expect(within(popover).queryByLabelText('Loading events')).toBeNull();
    expect(within(popover).queryByRole('button', { name: /^Event/ })).toBeNull();
  });

  it('tells the page the pop-over closed when the grid moves to another month', async () => {
    const user = userEvent.setup();
    const onMoreOpen = vi.fn();
    const { container } = renderWithMantine(
      <Harness days={busySummary} more={{ loading: true, error: false }} onMoreOpen={onMoreOpen} />,
    );
    const cell = container.querySelector('td[data-date="2026-11-10"]') as HTMLElement;
    await user.click(within(cell).getByText(isMoreLink('+2 more')));
    expect(await screen.findByRole('dialog', { name: 'November 10, 2026' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('December 2026')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'November 10, 2026' })).toBeNull();
    expect(onMoreOpen.mock.calls).toEqual([['2026-11-10'], [null]]);
  });

  it("groups the whole range's events itself when given no days, and lists a busy day from them", async () => {
    const user = userEvent.setup();
    const { container } = renderWithMantine(<Harness events={busyDay} />);
    const cell = container.querySelector('td[data-date="2026-11-10"]') as HTMLElement;
    const chips = [...cell.querySelectorAll('.app-calendar-event')].map((c) => c.textContent);
    expect(chips).toEqual(['Event 5', 'Event 1', 'Event 4']);
    await user.click(within(cell).getByText(isMoreLink('+2 more')));
    const popover = await screen.findByRole('dialog', { name: 'November 10, 2026' });
    const listed = within(popover).getAllByRole('button', { name: /^Event/ });
    expect(listed.map((b) => b.textContent)).toEqual(['Event 5', 'Event 1', 'Event 4', 'Event 2', 'Event 3']);
  });

  it('navigates, switches views and says when a day is empty', async () => {
    const user = userEvent.setup();
    const onEventClick = vi.fn();
    renderWithMantine(
      <Harness events={[ev(1, '2026-11-24', { completed: true }), ev(2, '2026-12-03')]} onEventClick={onEventClick} />,
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('December 2026')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(screen.getByText('November 2026')).toBeInTheDocument();
    await user.click(screen.getByText('Day'));
    expect(screen.getByText('Tuesday, November 24, 2026')).toBeInTheDocument();
    const done = screen.getByText('Event 1');
    expect(done.closest('[data-completed="true"]')).not.toBeNull();
    await user.click(done);
    expect(onEventClick).toHaveBeenCalledWith(expect.objectContaining({ id: '1' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('No events scheduled for this day')).toBeInTheDocument();
    await user.click(screen.getByText('List'));
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    const december = screen.getByRole('region', { name: 'December 2026' });
    expect(within(december).getByText('Event 2')).toBeInTheDocument();
  });
});
