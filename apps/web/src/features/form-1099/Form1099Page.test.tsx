import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { employeeUser, FakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { TrpcTestError } from '../../test/trpc-msw';
import { FIRST_RENDER } from '../../test/waits';

const overview = () => ({ years: [2026, 2025], today: '2026-01-19' });
const empty = () => ({ items: [], total: 0, totalCapped: false });

describe('/tax/1099', () => {
  it('shows the three sections empty', async () => {
    new FakeApi({ 'form1099.overview': overview, 'form1099.list': empty });
    renderApp('/tax/1099');
    expect(await screen.findByText('No overdue 1099 forms.', {}, FIRST_RENDER)).toBeInTheDocument();
    expect(await screen.findByText('No upcoming 1099 forms found for the selected filters.')).toBeInTheDocument();
    expect(await screen.findByText('No completed 1099 filings.')).toBeInTheDocument();
  });

  it('says the filings failed to load', async () => {
    new FakeApi({
      'form1099.overview': overview,
      'form1099.list': () => {
        throw new TrpcTestError(400, 'bad request');
      },
    });
    renderApp('/tax/1099');
    expect((await screen.findAllByText('Failed to load 1099 filings', {}, FIRST_RENDER)).length).toBeGreaterThan(0);
  });

  it('is denied, without a call, to an employee without the calendars flag', async () => {
    const api = new FakeApi();
    api.user = { ...employeeUser, canAccessCalendars: false };
    renderApp('/tax/1099');
    expect(await screen.findByText('Access Denied', {}, FIRST_RENDER)).toBeInTheDocument();
    expect(api.called('form1099.list')).toHaveLength(0);
  });

  it('shows a spinner while the filings load', async () => {
    new FakeApi({ 'form1099.overview': overview, 'form1099.list': () => new Promise(() => {}) });
    renderApp('/tax/1099');
    expect((await screen.findAllByRole('status', { name: 'Loading' }, FIRST_RENDER)).length).toBeGreaterThan(0);
  });
});
