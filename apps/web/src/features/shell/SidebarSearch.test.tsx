import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminUser, employeeUser, FakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { TrpcTestError } from '../../test/trpc-msw';

const org = { id: 7, businessDba: 'Acme LLC', ein: null, displayId: 'B0007' };
const clients = Array.from({ length: 5 }, (_, i) => ({
  id: i + 1,
  fullName: `Client ${i + 1}`,
  email: null,
  displayId: `A000${i + 1}`,
}));

describe('SidebarSearch', () => {
  it('groups up to 5 results per kind and opens the chosen profile', async () => {
    const api = new FakeApi({ 'search.global': () => ({ clients, organizations: [org] }) });
    const { router } = renderApp('/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(nav).toBeInTheDocument();
    await userEvent.type(screen.getByPlaceholderText('Search clients & organizations...'), '  acme ');
    expect(await screen.findByText('Acme LLC')).toBeInTheDocument();
    expect(api.called('search.global').at(-1)?.input).toEqual({ q: 'acme', limit: 5 });
    const listbox = screen.getByRole('listbox');
    expect(within(listbox).getByText('Clients')).toBeInTheDocument();
    expect(within(listbox).getByText('Client 5')).toBeInTheDocument();
    await userEvent.click(screen.getByText('Acme LLC'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/organizations/B0007'));
  });

  it('says "Search failed" when the search fails', async () => {
    new FakeApi({
      'search.global': () => {
        throw new TrpcTestError(400, 'boom');
      },
    });
    renderApp('/dashboard');
    await userEvent.type(await screen.findByPlaceholderText('Search clients & organizations...'), 'x');
    expect(await screen.findByText('Search failed')).toBeInTheDocument();
  });

  it('offers an organizations-only user no Clients group', async () => {
    const api = new FakeApi({ 'search.global': () => ({ clients, organizations: [org] }) });
    api.user = { ...employeeUser, canAccessClients: false, canEditClients: false };
    renderApp('/dashboard');
    await userEvent.type(await screen.findByPlaceholderText('Search organizations...'), 'acme');
    const listbox = await screen.findByRole('listbox');
    expect(await within(listbox).findByText('Acme LLC')).toBeInTheDocument();
    expect(within(listbox).queryByText('Clients')).not.toBeInTheDocument();
    expect(within(listbox).queryByText('Client 1')).not.toBeInTheDocument();
  });

  it('is absent for a user who may read neither clients nor organizations', async () => {
    const api = new FakeApi();
    api.user = { ...adminUser, role: 'employee', canAccessClients: false, canAccessOrganizations: false };
    renderApp('/dashboard');
    await screen.findByRole('navigation', { name: 'Main' });
    expect(screen.queryByPlaceholderText(/Search/)).not.toBeInTheDocument();
  });
});
