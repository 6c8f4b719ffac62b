import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../test/render';
import { CalendarView, stepDate, viewTitle, visibleRange, type CalendarEvent, type CalendarViewMode } from './index';

function Harness({
  events,
  initial = 'month' as CalendarViewMode,
  onEventClick = vi.fn(),
}: {
  events: CalendarEvent[];
  initial?: CalendarViewMode;
  onEventClick?: (e: CalendarEvent) => void;
}) {
  const [state, setState] = useState({ view: initial, date: '2026-11-24' });
  return (
    <CalendarView
      view={state.view}
      date={state.date}
      today="2026-11-24"
      events={events}
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
        <CalendarView view="month" date="2026-11-24" today="2026-11-24" events={[]} onNavigate={vi.fn()} />,
      );
      const highlighted = () => [
        ...new Set([...container.querySelectorAll('.fc-day-today')].map((d) => d.getAttribute('data-date'))),
      ];
      expect(highlighted()).toEqual(['2026-11-24']);
      rerender(<CalendarView view="week" date="2026-11-24" today="2026-11-24" events={[]} onNavigate={vi.fn()} />);
      expect(highlighted()).toEqual(['2026-11-24']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows at most three events a month cell and +N more', () => {
    renderWithMantine(<Harness events={[1, 2, 3, 4, 5].map((i) => ev(i, '2026-11-10'))} />);
    expect(screen.getByText('November 2026')).toBeInTheDocument();
    expect(
      screen.getByText((_, element) => element?.tagName === 'A' && element.textContent === '+2 more'),
    ).toBeInTheDocument();
  });

  it('lists every event of a busy day in the "+N more" pop-over, each opening the event dialog', async () => {
    const user = userEvent.setup();
    const onEventClick = vi.fn();
    const busy = [5, 4, 3, 2, 1].map((i) => ev(i, '2026-11-10', { completed: i === 5 }));
    const { container } = renderWithMantine(<Harness events={busy} onEventClick={onEventClick} />);
    const cell = container.querySelector('td[data-date="2026-11-10"]') as HTMLElement;
    expect(within(cell).getByText('Event 1')).toBeInTheDocument();
    expect(within(cell).queryByText('Event 4')).toBeNull();
    const moreLink = () =>
      within(cell).getByText((_, element) => element?.tagName === 'A' && element.textContent === '+2 more');
    await user.click(moreLink());
    const popover = await screen.findByRole('dialog', { name: 'November 10, 2026' });
    expect(popover).toHaveClass('fc-popover');
    const listed = within(popover).getAllByRole('button', { name: /^Event/ });
    expect(listed.map((b) => b.textContent)).toEqual(['Event 1', 'Event 2', 'Event 3', 'Event 4', 'Event 5']);
    expect(listed[4]).toHaveAttribute('data-completed', 'true');
    await user.click(within(popover).getByText('Event 4'));
    expect(onEventClick).toHaveBeenCalledWith(expect.objectContaining({ id: '4' }));
    expect(screen.queryByRole('dialog', { name: 'November 10, 2026' })).toBeNull();
    await user.click(moreLink());
    expect(await screen.findByRole('dialog', { name: 'November 10, 2026' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'November 10, 2026' })).toBeNull());
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
