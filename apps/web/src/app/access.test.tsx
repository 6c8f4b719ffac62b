import { screen, waitFor, within } from '@testing-library/react';
import { TRPCClientError } from '@trpc/client';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminUser, employeeUser, FakeApi } from '../test/fake-api';
import { renderApp } from '../test/render-app';
import { TrpcTestError } from '../test/trpc-msw';
import { makeClient, profileHandlers } from '../features/clients/test-fixtures';
import { shouldRetry } from '../lib/queryClient';

const organizationsOnly = {
  ...employeeUser,
  canAccessClients: false,
  canEditClients: false,
  canAccessReferralSources: false,
};

describe('areas follow the user permissions', () => {
  it('hides the Clients entry from an organizations-only user and denies /clients without a call', async () => {
    const api = new FakeApi();
    api.user = organizationsOnly;
    renderApp('/clients');
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to access this page.")).toBeInTheDocument();
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.queryByRole('link', { name: 'Clients' })).not.toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Referral Partners' })).not.toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'Organizations' })).toBeInTheDocument();
    expect(api.called('clients.list')).toHaveLength(0);
  });

  it('denies a profile page and the referral partner detail too', async () => {
    const api = new FakeApi();
    api.user = organizationsOnly;
    renderApp('/referral-sources/R0003');
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    expect(api.called('referralSources.get')).toHaveLength(0);
  });

  it('denies Workforce to an employee and the submenu areas without their flag', async () => {
    const api = new FakeApi();
    api.user = { ...employeeUser, canAccessCalendars: false };
    renderApp('/tax/1099');
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.queryByRole('button', { name: 'Calendars' })).not.toBeInTheDocument();
    expect(nav.queryByRole('button', { name: 'Tax and License' })).not.toBeInTheDocument();
  });

  it('lets an admin open every area', async () => {
    new FakeApi();
    renderApp('/workforce');
    expect(await screen.findByRole('heading', { name: 'Workforce Management' })).toBeInTheDocument();
    expect(screen.queryByText('Access Denied')).not.toBeInTheDocument();
  });
});

const noFlags = {
  ...employeeUser,
  canAccessClients: false,
  canAccessOrganizations: false,
  canAccessProjects: false,
  canAccessTasks: false,
  canAccessCalendars: false,
  canAccessReferralSources: false,
  canAccessReports: false,
  canEditClients: false,
  canEditOrganizations: false,
  canEditProjects: false,
};

describe('the screens table (SCREENS of @app/domain) for a user with no flag', () => {
  it('shows only Chat in the menu, no Forms, and Access Denied on the Forms pages', async () => {
    const api = new FakeApi();
    api.user = noFlags;
    renderApp('/forms/submissions');
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    expect(screen.queryByText('Error loading submissions')).not.toBeInTheDocument();
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.queryByRole('button', { name: 'Forms' })).not.toBeInTheDocument();
    expect(nav.getAllByRole('link').map((l) => l.textContent)).toEqual(['Chat']);
    expect(api.called('submissions.list')).toHaveLength(0);
  });

  it('offers in the command palette only the pages the user may open', async () => {
    const api = new FakeApi();
    api.user = { ...noFlags, canAccessReports: true };
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    await userEvent.keyboard('{Control>}k{/Control}');
    await userEvent.type(await screen.findByLabelText('Command palette search'), 'r');
    expect(await screen.findByRole('button', { name: /^Reports/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Referral Partners/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Projects/ })).not.toBeInTheDocument();
  });
});

describe('refusals', () => {
  it('shows Access Denied for a read the server refuses, asked once', async () => {
    const api = new FakeApi({
      ...profileHandlers(makeClient(12)),
      'clients.get': () => {
        throw new TrpcTestError(403, 'Forbidden');
      },
    });
    renderApp('/clients/A0012');
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    expect(screen.queryByText('Error loading client')).not.toBeInTheDocument();
    expect(api.called('clients.get')).toHaveLength(1);
  });

  it('retries only what may pass on a second try', () => {
    const failure = (httpStatus: number) => Object.assign(new TRPCClientError('x'), { data: { httpStatus } });
    for (const status of [400, 401, 403, 404, 409, 429]) expect(shouldRetry(0, failure(status))).toBe(false);
    expect(shouldRetry(0, failure(500))).toBe(true);
    expect(shouldRetry(1, failure(503))).toBe(true);
    expect(shouldRetry(2, failure(503))).toBe(false);
    expect(shouldRetry(0, new TRPCClientError('Failed to fetch'))).toBe(true);
  });
});

describe('sign-in returns to the deep link', () => {
  it('lands on the page opened while signed out', async () => {
    const api = new FakeApi();
    api.user = null;
    const { router } = renderApp('/notifications?filter=unread');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?next=%2Fnotifications%3Ffilter%3Dunread');
    await userEvent.type(screen.getByLabelText(/Username/), 'admin');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Secret#123');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/notifications'));
    expect(router.state.location.search).toBe('?filter=unread');
    expect(api.user).toEqual(adminUser);
  });

  it('ignores a return address of another origin', async () => {
    const api = new FakeApi();
    api.user = null;
    const { router } = renderApp('/auth?next=%2F%2Fevil.example%2Fx');
    await userEvent.type(await screen.findByLabelText(/Username/), 'admin');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Secret#123');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
