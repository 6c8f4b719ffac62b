import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { employeeUser, FakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { TrpcTestError } from '../../test/trpc-msw';
import { FIRST_RENDER } from '../../test/waits';

const overview = () => ({ years: [2026], today: '2026-01-19' });
const counts = () => ({ tabs: {}, sections: { overdue: 0, upcoming: 0, completed: 0 } });
const empty = () => ({ items: [], total: 0, totalCapped: false });

describe('/tax/sales', () => {
  it('says there is no filing of the chosen frequency', async () => {
    new FakeApi({ 'salesTax.overview': overview, 'salesTax.counts': counts, 'salesTax.list': empty });
    renderApp('/tax/sales');
    const none = await screen.findAllByText('No monthly sales tax records found.', {}, FIRST_RENDER);
    expect(none.length).toBeGreaterThan(0);
  });

  it('says the filings failed to load', async () => {
    new FakeApi({
      'salesTax.overview': overview,
      'salesTax.counts': counts,
      'salesTax.list': () => {
        throw new TrpcTestError(400, 'bad request');
      },
    });
    renderApp('/tax/sales');
    expect((await screen.findAllByText('Failed to load sales tax filings', {}, FIRST_RENDER)).length).toBeGreaterThan(
      0,
    );
  });

  it('is denied, without a call, to an employee without the calendars flag', async () => {
    const api = new FakeApi();
    api.user = { ...employeeUser, canAccessCalendars: false };
    renderApp('/tax/sales');
    expect(await screen.findByText('Access Denied', {}, FIRST_RENDER)).toBeInTheDocument();
    expect(api.called('salesTax.list')).toHaveLength(0);
  });

  it('shows a spinner while the filings load', async () => {
    new FakeApi({
      'salesTax.overview': overview,
      'salesTax.counts': counts,
      'salesTax.list': () => new Promise(() => {}),
    });
    renderApp('/tax/sales');
    expect((await screen.findAllByRole('status', { name: 'Loading' }, FIRST_RENDER)).length).toBeGreaterThan(0);
  });
});
