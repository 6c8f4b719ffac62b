import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { employeeUser, FakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { FIRST_RENDER } from '../../test/waits';
import { TrpcTestError } from '../../test/trpc-msw';

describe('/tax/soi', () => {
  it('says the events failed to load', async () => {
    new FakeApi({
      'soi.events': () => {
        throw new TrpcTestError(400, 'bad request');
      },
    });
    renderApp('/tax/soi');
    expect(await screen.findByText('Failed to load SOI information', {}, FIRST_RENDER)).toBeInTheDocument();
  });

  it('is denied, without a call, to an employee without the calendars flag', async () => {
    const api = new FakeApi();
    api.user = { ...employeeUser, canAccessCalendars: false };
    renderApp('/tax/soi');
    expect(await screen.findByText('Access Denied', {}, FIRST_RENDER)).toBeInTheDocument();
    expect(api.called('soi.events')).toHaveLength(0);
  });

  it('shows a spinner while the events load', async () => {
    new FakeApi({ 'soi.events': () => new Promise(() => {}) });
    renderApp('/tax/soi');
    expect(await screen.findByText('Loading SOI information...', {}, FIRST_RENDER)).toBeInTheDocument();
  });
});
