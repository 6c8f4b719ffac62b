import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { employeeUser, FakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { TrpcTestError } from '../../test/trpc-msw';
import { FIRST_RENDER } from '../../test/waits';

// The deadline screens' shared groups (Overdue, Upcoming, Completed), seen through /tax/1099.
const overview = () => ({ years: [2026, 2025], today: '2026-01-19' });
const row = (id: number, section: 'overdue' | 'upcoming' | 'completed') => ({
  entityType: 'client' as const,
  entityId: id,
  entityName: `Client ${id}`,
  formattedId: `A${String(id).padStart(4, '0')}`,
  taxYear: 2025,
  year: 2026,
  dueDate: '2026-01-31',
  reminderDate: '2026-01-01',
  status: section === 'completed' ? ('completed' as const) : ('pending' as const),
  completedAt: null,
  state: section,
  overdue: section === 'overdue',
  daysOverdue: section === 'overdue' ? 3 : 0,
  daysRemaining: section === 'upcoming' ? 12 : 0,
});
type ListInput = { section?: 'overdue' | 'upcoming' | 'completed'; limit?: number; offset?: number };
const section = (name: string) => screen.findByRole('region', { name }, FIRST_RENDER);

describe('deadline sections (/tax/1099)', () => {
  it('counts each group in its badge, a capped count as "1,000+", and pages on the server', async () => {
    const api = new FakeApi({
      'form1099.overview': overview,
      'form1099.list': ({ section: s = 'upcoming', limit = 25, offset = 0 }: ListInput) => {
        if (s === 'overdue') return { items: [row(1, s)], total: 1, totalCapped: false };
        if (s === 'completed') return { items: [row(2, s)], total: 1000, totalCapped: true };
        const items = Array.from({ length: Math.min(limit, 30 - offset) }, (_, i) => row(100 + offset + i, s));
        return { items, total: 30, totalCapped: false };
      },
    });
    renderApp('/tax/1099');
    const overdue = await section('Overdue 1099 Forms');
    expect(await within(overdue).findByText('3 days overdue')).toBeInTheDocument();
    expect(within(overdue).getByText('1')).toBeInTheDocument();
    const completed = await section('Complete 1099 Filings');
    expect(await within(completed).findByText('1,000+')).toBeInTheDocument();
    const upcoming = await section('Upcoming 1099 Filings');
    expect(await within(upcoming).findByText('Client 100')).toBeInTheDocument();
    expect(within(upcoming).getByText('30 total')).toBeInTheDocument();
    await userEvent.click(within(upcoming).getByRole('button', { name: '2' }));
    expect(await within(upcoming).findByText('Client 125')).toBeInTheDocument();
    const upcomingCalls = api.called('form1099.list').filter((c) => (c.input as ListInput).section === 'upcoming');
    expect(upcomingCalls.at(-1)?.input).toMatchObject({ limit: 25, offset: 25, year: 2026 });
  });

  it("shows each group's own empty text", async () => {
    new FakeApi({
      'form1099.overview': overview,
      'form1099.list': () => ({ items: [], total: 0, totalCapped: false }),
    });
    renderApp('/tax/1099');
    expect(await screen.findByText('No overdue 1099 forms.', {}, FIRST_RENDER)).toBeInTheDocument();
    expect(screen.getByText('No upcoming 1099 forms found for the selected filters.')).toBeInTheDocument();
    expect(screen.getByText('No completed 1099 filings.')).toBeInTheDocument();
  });

  it('shows a spinner in every group while it loads and the error title in every group that fails', async () => {
    new FakeApi({ 'form1099.overview': overview, 'form1099.list': () => new Promise(() => {}) });
    const first = renderApp('/tax/1099');
    await waitFor(() => expect(screen.getAllByRole('status', { name: 'Loading' })).toHaveLength(3), FIRST_RENDER);
    first.unmount();
    new FakeApi({
      'form1099.overview': overview,
      'form1099.list': () => {
        throw new TrpcTestError(400, 'bad request');
      },
    });
    renderApp('/tax/1099');
    await waitFor(() => expect(screen.getAllByText('Failed to load 1099 filings')).toHaveLength(3), FIRST_RENDER);
  });

  it('shows Access Denied when the server refuses the screen (403), and to a user without the flag at once', async () => {
    const api = new FakeApi({
      'form1099.overview': () => {
        throw new TrpcTestError(403, 'You do not have permission to read calendars');
      },
      'form1099.list': () => ({ items: [], total: 0, totalCapped: false }),
    });
    const first = renderApp('/tax/1099');
    expect(await screen.findByText('Access Denied', {}, FIRST_RENDER)).toBeInTheDocument();
    expect(screen.queryByText('No overdue 1099 forms.')).not.toBeInTheDocument();
    first.unmount();
    api.user = { ...employeeUser, canAccessCalendars: false };
    const before = api.called('form1099.list').length;
    renderApp('/tax/1099');
    expect(await screen.findByText('Access Denied', {}, FIRST_RENDER)).toBeInTheDocument();
    expect(api.called('form1099.list')).toHaveLength(before);
  });
});
