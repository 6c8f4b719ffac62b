import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { employeeUser, FakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { TrpcTestError } from '../../test/trpc-msw';
import { FIRST_RENDER } from '../../test/waits';

const overview = () => ({ years: [2026], defaultFilter: { quarter: 1 as const, year: 2026 }, today: '2026-01-19' });
const empty = () => ({ items: [], total: 0, totalCapped: false });

describe('/tax/estimated', () => {
  it('shows the three sections empty, with the hint to schedule payments', async () => {
    new FakeApi({ 'estimatedTax.overview': overview, 'estimatedTax.list': empty });
    renderApp('/tax/estimated');
    expect(await screen.findByText('No overdue payments.', {}, FIRST_RENDER)).toBeInTheDocument();
    expect(await screen.findByText('No upcoming estimated taxes.')).toBeInTheDocument();
    expect(await screen.findByText('No completed payments.')).toBeInTheDocument();
  });

  it('says the payments failed to load', async () => {
    new FakeApi({
      'estimatedTax.overview': () => {
        throw new TrpcTestError(400, 'bad request');
      },
    });
    renderApp('/tax/estimated');
    expect(await screen.findByText('Failed to fetch estimated tax payments', {}, FIRST_RENDER)).toBeInTheDocument();
  });

  it('is denied, without a call, to an employee without the calendars flag', async () => {
    const api = new FakeApi();
    api.user = { ...employeeUser, canAccessCalendars: false };
    renderApp('/tax/estimated');
    expect(await screen.findByText('Access Denied', {}, FIRST_RENDER)).toBeInTheDocument();
    expect(api.called('estimatedTax.overview')).toHaveLength(0);
  });

  it('shows a spinner while the payments load', async () => {
    new FakeApi({ 'estimatedTax.overview': () => new Promise(() => {}) });
    renderApp('/tax/estimated');
    expect(await screen.findByText('Loading estimated tax payments...', {}, FIRST_RENDER)).toBeInTheDocument();
  });
});
