import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { employeeUser, FakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { TrpcTestError } from '../../test/trpc-msw';
import { FIRST_RENDER } from '../../test/waits';

const overview = () => ({ laCityYears: [2026], otherYears: [2026], today: '2026-01-19' });
const counts = () => ({ sections: { overdue: 0, upcoming: 0, completed: 0 }, months: {} });
const empty = () => ({ items: [], total: 0, totalCapped: false });

describe('/tax/business-license', () => {
  it('shows the three sections empty', async () => {
    new FakeApi({
      'businessLicenses.overview': overview,
      'businessLicenses.counts': counts,
      'businessLicenses.list': empty,
    });
    renderApp('/tax/business-license');
    expect(await screen.findByText('No overdue business license renewals.', {}, FIRST_RENDER)).toBeInTheDocument();
    expect(await screen.findByText('No upcoming business license renewals.')).toBeInTheDocument();
    expect(await screen.findByText('No completed business license renewals.')).toBeInTheDocument();
  });

  it('says the renewals failed to load', async () => {
    new FakeApi({
      'businessLicenses.overview': overview,
      'businessLicenses.counts': counts,
      'businessLicenses.list': () => {
        throw new TrpcTestError(400, 'bad request');
      },
    });
    renderApp('/tax/business-license');
    const failed = await screen.findAllByText('Failed to load business license renewals', {}, FIRST_RENDER);
    expect(failed.length).toBeGreaterThan(0);
  });

  it('is denied, without a call, to an employee without the calendars flag', async () => {
    const api = new FakeApi();
    api.user = { ...employeeUser, canAccessCalendars: false };
    renderApp('/tax/business-license');
    expect(await screen.findByText('Access Denied', {}, FIRST_RENDER)).toBeInTheDocument();
    expect(api.called('businessLicenses.list')).toHaveLength(0);
  });

  it('shows a spinner while the renewals load', async () => {
    new FakeApi({
      'businessLicenses.overview': overview,
      'businessLicenses.counts': counts,
      'businessLicenses.list': () => new Promise(() => {}),
    });
    renderApp('/tax/business-license');
    expect((await screen.findAllByRole('status', { name: 'Loading' }, FIRST_RENDER)).length).toBeGreaterThan(0);
  });
});
