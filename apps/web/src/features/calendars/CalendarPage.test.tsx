import type { CalendarDayView, CalendarEventView } from '@app/domain';
import { visibleRange } from '@app/ui/calendar';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { today } from '../../lib/today';
import { describe, expect, it } from 'vitest';
import { employeeUser, FakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { TrpcTestError } from '../../test/trpc-msw';
import { FIRST_RENDER } from '../../test/waits';

const taskEvent = (id: number, title: string, extra: Partial<CalendarEventView> = {}): CalendarEventView => ({
  id: `task-${id}`,
  title,
  date: today(),
  type: 'task',
  description: 'Project: Year-end books',
  urgency: 'critical',
  organizationName: null,
  organizationId: null,
  projectId: 7,
  entityId: id,
  entityType: 'task',
  status: 'in_progress',
  ...extra,
});

/** Today's seven events in the calendar's order (not by title), and the grids' summary of them. */
const busyDay = ['Payroll G', 'Payroll A', 'Payroll F', 'Payroll B', 'Payroll E', 'Payroll C', 'Payroll D'].map(
  (title, i) => taskEvent(i + 1, title),
);
const busySummary = (): CalendarDayView[] => [{ date: today(), total: busyDay.length, events: busyDay.slice(0, 3) }];

const monthInput = () => ({ kind: 'payroll', range: { ...visibleRange('month', today()), mode: 'renewals' } });

/** Today's cell of the month grid, once the page has drawn it. */
async function todayCell(container: HTMLElement) {
  await screen.findByRole('heading', { name: 'Payroll Run Dates Calendar' }, FIRST_RENDER);
  await waitFor(() => expect(container.querySelector(`td[data-date="${today()}"]`)).not.toBeNull());
  return container.querySelector(`td[data-date="${today()}"]`) as HTMLElement;
}

const moreLink = (cell: HTMLElement, text: string) =>
  within(cell).findByText((_, element) => element?.tagName === 'A' && element.textContent === text);

/** A call's answer held back until the test lets it go. */
function held<T>() {
  let release!: (value: T) => void;
  const answer = new Promise<T>((resolve) => (release = resolve));
  return { answer, release };
}

describe('/calendars/payroll', () => {
  it("draws the month from one call for the days' summaries, never all the events", async () => {
    const api = new FakeApi({ 'calendars.days': busySummary, 'calendars.events': () => busyDay });
    const { container } = renderApp('/calendars/payroll');
    const cell = await todayCell(container);
    expect(await moreLink(cell, '+4 more')).toBeInTheDocument();
    const chips = [...cell.querySelectorAll('.app-calendar-event')].map((c) => c.textContent);
    expect(chips).toEqual(['Payroll G', 'Payroll A', 'Payroll F']);
    await waitFor(() => expect(screen.queryByLabelText('Loading events')).not.toBeInTheDocument());
    expect(screen.queryByText('Failed to load events. Please try again.')).not.toBeInTheDocument();
    expect(api.called('calendars.days').map((c) => c.input)).toEqual([monthInput()]);
    expect(api.called('calendars.events')).toHaveLength(0);
  });

  it('asks for the one day\'s events when its "+N more" opens, with a spinner until they come', async () => {
    const user = userEvent.setup();
    const dayEvents = held<CalendarEventView[]>();
    const api = new FakeApi({ 'calendars.days': busySummary, 'calendars.events': () => dayEvents.answer });
    const { container } = renderApp('/calendars/payroll');
    const cell = await todayCell(container);
    await user.click(await moreLink(cell, '+4 more'));
    const popover = await screen.findByRole('dialog', { name: /\d{1,2}, \d{4}$/ });
    expect(popover).toHaveClass('fc-popover');
    expect(await within(popover).findByLabelText('Loading events')).toBeInTheDocument();
    expect(api.called('calendars.events').map((c) => c.input)).toEqual([
      { kind: 'payroll', range: { start: today(), end: today(), mode: 'renewals' } },
    ]);

    dayEvents.release(busyDay);
    await waitFor(() => expect(within(popover).queryByLabelText('Loading events')).toBeNull());
    const listed = within(popover).getAllByRole('button', { name: /^Payroll/ });
    expect(listed.map((b) => b.textContent)).toEqual(busyDay.map((e) => e.title));
    await user.click(within(popover).getByText('Payroll D'));
    expect(await screen.findByRole('dialog', { name: 'Payroll D' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: /\d{1,2}, \d{4}$/ })).toBeNull();
    expect(api.called('calendars.days')).toHaveLength(1);
  });

  it("says in the pop-over that the day's events failed to load", async () => {
    const user = userEvent.setup();
    new FakeApi({
      'calendars.days': busySummary,
      'calendars.events': () => {
        throw new TrpcTestError(400, 'bad request');
      },
    });
    const { container } = renderApp('/calendars/payroll');
    const cell = await todayCell(container);
    await user.click(await moreLink(cell, '+4 more'));
    const popover = await screen.findByRole('dialog', { name: /\d{1,2}, \d{4}$/ });
    expect(await within(popover).findByText('Failed to load events. Please try again.')).toBeInTheDocument();
    expect(within(popover).queryByRole('button', { name: /^Payroll/ })).toBeNull();
  });

  it("lists the List view's months a page at a time from calendars.events", async () => {
    const user = userEvent.setup();
    // A full first page (200 events) offers the next; a short second page is the last.
    const yearOfEvents = Array.from({ length: 230 }, (_, i) =>
      taskEvent(100 + i, `Payroll ${String(i).padStart(3, '0')}`),
    );
    const api = new FakeApi({
      'calendars.days': busySummary,
      'calendars.events': (input) => {
        const { range, cursor } = input as { range: { limit?: number }; cursor?: number | null };
        const from = cursor ?? 0;
        return yearOfEvents.slice(from, from + (range.limit ?? yearOfEvents.length));
      },
    });
    const { container } = renderApp('/calendars/payroll');
    await todayCell(container);
    await user.click(screen.getByText('List'));
    expect(await screen.findByText('Payroll 199')).toBeInTheDocument();
    expect(screen.queryByText('Payroll 200')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show more events' }));
    expect(await screen.findByText('Payroll 229')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Payroll \d{3}$/ })).toHaveLength(230);
    expect(screen.queryByRole('button', { name: 'Show more events' })).toBeNull();
    const listRange = { ...visibleRange('list', today()), mode: 'renewals', limit: 200 };
    expect(api.called('calendars.events').map((c) => c.input)).toMatchObject([
      { kind: 'payroll', range: listRange },
      { kind: 'payroll', range: listRange, cursor: 200 },
    ]);
    expect(api.called('calendars.days')).toHaveLength(1);
  });

  it('offers no next page after a short List page, and says when the months hold no event', async () => {
    const user = userEvent.setup();
    new FakeApi({ 'calendars.days': () => [], 'calendars.events': () => [] });
    const { container } = renderApp('/calendars/payroll');
    await todayCell(container);
    await user.click(screen.getByText('List'));
    expect(await screen.findByText('No events scheduled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more events' })).toBeNull();
  });

  it('says the events failed to load', async () => {
    new FakeApi({
      'calendars.days': () => {
        throw new TrpcTestError(400, 'bad request');
      },
    });
    renderApp('/calendars/payroll');
    expect(await screen.findByText('Failed to load events. Please try again.', {}, FIRST_RENDER)).toBeInTheDocument();
  });

  it('is denied, without a call, to an employee without the calendars flag', async () => {
    const api = new FakeApi();
    api.user = { ...employeeUser, canAccessCalendars: false };
    renderApp('/calendars/payroll');
    expect(await screen.findByText('Access Denied', {}, FIRST_RENDER)).toBeInTheDocument();
    expect(api.called('calendars.days')).toHaveLength(0);
    expect(api.called('calendars.events')).toHaveLength(0);
  });

  it('shows Access Denied when the server refuses the days', async () => {
    new FakeApi({
      'calendars.days': () => {
        throw new TrpcTestError(403, 'forbidden');
      },
    });
    renderApp('/calendars/payroll');
    expect(await screen.findByText('Access Denied', {}, FIRST_RENDER)).toBeInTheDocument();
  });

  it('shows a spinner while the days load', async () => {
    new FakeApi({ 'calendars.days': () => new Promise(() => {}) });
    renderApp('/calendars/payroll');
    expect(await screen.findByLabelText('Loading events', {}, FIRST_RENDER)).toBeInTheDocument();
  });
});

describe('the event dialog', () => {
  const reconcile = () => taskEvent(11, 'Reconcile the bank');
  const oneTaskDay = (): CalendarDayView[] => [{ date: today(), total: 1, events: [reconcile()] }];

  it.each([
    ['offers Complete to a user who may edit projects', employeeUser, true],
    [
      'offers no Complete to a calendar reader without canEditProjects',
      { ...employeeUser, canEditProjects: false },
      false,
    ],
  ])('%s', async (_name, user, offered) => {
    const api = new FakeApi({ 'calendars.days': oneTaskDay });
    api.user = user;
    renderApp('/calendars/tasks-due');
    await userEvent.click((await screen.findAllByText('Reconcile the bank', {}, FIRST_RENDER))[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(within(dialog).queryAllByRole('button', { name: 'Complete' })).toHaveLength(offered ? 1 : 0);
  });

  it("reloads the month's days once a task is completed", async () => {
    const api = new FakeApi({
      'calendars.days': oneTaskDay,
      'calendars.complete': () => ({ ok: true, status: 'completed' }),
    });
    api.user = employeeUser;
    renderApp('/calendars/tasks-due');
    await userEvent.click((await screen.findAllByText('Reconcile the bank', {}, FIRST_RENDER))[0]!);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Complete' }));
    expect(await screen.findByText('Task Completed')).toBeInTheDocument();
    expect(api.called('calendars.complete').map((c) => c.input)).toEqual([{ entityType: 'task', entityId: 11 }]);
    await waitFor(() => expect(api.called('calendars.days')).toHaveLength(2));
  });
});
