import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { employeeUser, FakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { TrpcTestError } from '../../test/trpc-msw';
import { FIRST_RENDER } from '../../test/waits';

const org = { id: 7, businessDba: 'Acme LLC', ein: null, displayId: 'B0007' };
const client = { id: 3, fullName: 'Acme Owner', email: 'owner@example.com', displayId: 'A0003' };

async function openPalette() {
  expect(await screen.findByRole('heading', { name: 'Dashboard' }, FIRST_RENDER)).toBeInTheDocument();
  await userEvent.keyboard('{Control>}k{/Control}');
  return screen.findByLabelText('Command palette search', {}, FIRST_RENDER);
}

describe('the command palette (Ctrl+K)', () => {
  it('invites to type, then groups clients and organizations and opens the chosen profile', async () => {
    const api = new FakeApi({ 'search.global': () => ({ clients: [client], organizations: [org] }) });
    const { router } = renderApp('/dashboard');
    const input = await openPalette();
    expect(screen.getByText('Type to search clients & organizations')).toBeInTheDocument();
    await userEvent.type(input, 'acme');
    expect(await screen.findByText('Acme LLC')).toBeInTheDocument();
    expect(screen.getByText('Acme Owner')).toBeInTheDocument();
    expect(api.called('search.global').at(-1)?.input).toEqual({ q: 'acme', limit: 5 });
    await userEvent.click(screen.getByText('Acme LLC'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/organizations/B0007'));
  });

  it('offers the pages whose name matches and opens one', async () => {
    new FakeApi();
    const { router } = renderApp('/dashboard');
    await userEvent.type(await openPalette(), 'payroll');
    await userEvent.click(await screen.findByRole('button', { name: /^Payroll Run Dates/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/calendars/payroll'));
  });

  it('says when nothing matches and when the search fails', async () => {
    let fail = false;
    new FakeApi({
      'search.global': () => {
        if (fail) throw new TrpcTestError(400, 'bad request');
        return { clients: [], organizations: [] };
      },
    });
    renderApp('/dashboard');
    const input = await openPalette();
    await userEvent.type(input, 'zzzz');
    expect(await screen.findByText('No clients or organizations found')).toBeInTheDocument();
    fail = true;
    await userEvent.type(input, 'q');
    expect(await screen.findByText('Search failed')).toBeInTheDocument();
  });

  it('searches no record for a user without the clients and organizations flags, only their pages', async () => {
    const api = new FakeApi();
    api.user = {
      ...employeeUser,
      canAccessClients: false,
      canAccessOrganizations: false,
      canAccessProjects: false,
      canAccessCalendars: false,
    };
    renderApp('/dashboard');
    const input = await openPalette();
    expect(input).toHaveAttribute('placeholder', 'Search pages...');
    await userEvent.type(input, 'c');
    expect(await screen.findByRole('button', { name: /^Chat/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Clients/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Calendars|^Tasks Due Date/ })).not.toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, 'zzzz');
    expect(await screen.findByText('No pages found')).toBeInTheDocument();
    expect(api.called('search.global')).toHaveLength(0);
  });
});
