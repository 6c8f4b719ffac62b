import { NOT_YET_AVAILABLE } from './route-table';
import { screen, waitFor } from '@testing-library/react';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { adminUser, FakeApi } from '../test/fake-api';
import { renderApp } from '../test/render-app';
import { TrpcTestError } from '../test/trpc-msw';
import { routes } from './routes';

const SPEC_ROUTES = [
  '/',
  '/dashboard',
  '/clients',
  '/clients/A0012',
  '/organizations',
  '/organizations/B0007',
  '/projects',
  '/projects/3',
  '/tasks',
  '/calendars/tasks-due',
  '/calendars/payroll',
  '/calendars/insurance',
  '/tax/1099',
  '/tax/soi',
  '/tax/estimated',
  '/tax/sales',
  '/tax/business-license',
  '/workforce',
  '/referral-sources',
  '/referral-sources/R0003',
  '/forms/submissions',
  '/forms/forms',
  '/reports',
  '/chat',
  '/settings',
  '/notifications',
  '/auth',
];

describe('routes', () => {
  it('sends a visitor without a session to /auth', async () => {
    const api = new FakeApi();
    api.user = null;
    const { router } = renderApp('/notifications');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('goes to /auth when a call answers 401 (the session ended)', async () => {
    new FakeApi({
      'notifications.counts': () => {
        throw new TrpcTestError(401, 'Not authenticated');
      },
    });
    const { router } = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('shows a centered spinner while the current user loads', async () => {
    let release: (value: typeof adminUser) => void = () => {};
    new FakeApi({ 'auth.me': () => new Promise((resolve) => (release = resolve)) });
    renderApp('/dashboard');
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
    release(adminUser);
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('shows the 404 page for an unknown route', async () => {
    new FakeApi();
    renderApp('/no-such-page');
    expect(await screen.findByText('404 Page Not Found')).toBeInTheDocument();
    expect(screen.getByText(/Did you forget to add the page to the router/)).toBeInTheDocument();
  });

  it('leaves no screen of the spec on the shared not-available page', () => {
    expect(NOT_YET_AVAILABLE).toEqual([]);
  });

  it('has a route for every screen of the spec 4 route table', () => {
    for (const path of SPEC_ROUTES) {
      const leaf = matchRoutes(routes, path)?.at(-1)?.route;
      expect(leaf?.path, path).not.toBe('*');
    }
  });

  it('matches routes ignoring case', async () => {
    new FakeApi();
    renderApp('/Tax/Sales');
    expect(await screen.findByRole('heading', { name: 'Sales Tax' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor of a referral partner to /auth', async () => {
    const api = new FakeApi();
    api.user = null;
    const { router } = renderApp('/referral-sources/R0003');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });

  it('keeps a user who must enrol MFA on the Security page', async () => {
    new FakeApi({ 'auth.me': () => ({ ...adminUser, mfaEnrolmentRequired: true }) });
    const { router } = renderApp('/dashboard');
    expect(await screen.findByText('Two-factor sign-in required')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings/security');
  });
});
