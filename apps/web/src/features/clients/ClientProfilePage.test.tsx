import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { employeeUser, FakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { TrpcTestError } from '../../test/trpc-msw';
import { makeClient, profileHandlers } from './test-fixtures';

const client = makeClient(12);

describe('Client profile', () => {
  it('shows the header with the display id and records the profile as recently viewed', async () => {
    new FakeApi(profileHandlers(client));
    renderApp('/clients/A0012');
    expect(await screen.findByRole('heading', { name: 'Maria Garcia' })).toBeInTheDocument();
    expect(screen.getByTestId('client-display-id')).toHaveTextContent('A0012');
    expect(screen.getByRole('button', { name: /Send Portal Invite/ })).toBeDisabled();
    await waitFor(() => expect(window.localStorage.getItem('recentProfiles:1')).toContain('"type":"client"'));
  });

  it('hides the tabs of areas the user may not read (a clients-only employee: no Organizations, no Projects)', async () => {
    const api = new FakeApi(profileHandlers(client));
    api.user = { ...employeeUser, canAccessClients: true, canAccessOrganizations: false, canAccessProjects: false };
    renderApp('/clients/A0012');
    expect(await screen.findByRole('tab', { name: 'Personal Information' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Payment' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Organizations' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Projects' })).toBeNull();
  });

  it('accepts the numeric id', async () => {
    new FakeApi(profileHandlers(client));
    renderApp('/clients/12');
    expect(await screen.findByRole('heading', { name: 'Maria Garcia' })).toBeInTheDocument();
  });

  it('redirects an invalid id to /', async () => {
    new FakeApi(profileHandlers(client));
    const { router } = renderApp('/clients/B0012');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('says "Client not found" with a way back', async () => {
    new FakeApi({
      ...profileHandlers(client),
      'clients.get': () => {
        throw new TrpcTestError(404, 'Client not found');
      },
    });
    renderApp('/clients/A0099');
    expect(await screen.findByText('Client not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Clients' })).toHaveAttribute('href', '/clients');
  });

  it('recomputes the full name while editing and saves only the changed fields', async () => {
    const api = new FakeApi({
      ...profileHandlers(client),
      'clients.update': (input: { middleName?: string | null }) =>
        makeClient(12, { middleName: 'Ann', fullName: 'Maria Ann Garcia', ...input }),
    });
    renderApp('/clients/A0012');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const preview = screen.getByTestId('full-name-preview');
    expect(preview).toHaveValue('Maria Garcia');
    await userEvent.type(screen.getByLabelText('Middle Name'), '  Ann ');
    expect(preview).toHaveValue('Maria Ann Garcia');
    await userEvent.clear(screen.getByLabelText(/First Name/));
    await userEvent.type(screen.getByLabelText(/First Name/), ' Rosa   Maria ');
    expect(preview).toHaveValue('Rosa Maria Ann Garcia');
    await userEvent.click(screen.getByLabelText('Pays estimated taxes'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Client updated successfully')).toBeInTheDocument();
    expect(api.called('clients.update')[0]?.input).toEqual({
      id: 12,
      firstName: ' Rosa   Maria ',
      middleName: '  Ann ',
      estimatedTaxes: true,
    });
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('shows "Failed to update client" with the server message', async () => {
    new FakeApi({
      ...profileHandlers(client),
      'clients.update': () => {
        throw new TrpcTestError(400, 'email: Please enter a valid email address');
      },
    });
    renderApp('/clients/A0012');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await userEvent.type(screen.getByLabelText('Driver License'), 'D123');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update client')).toBeInTheDocument();
  });

  it('reveals the SSN through the reveal call', async () => {
    const api = new FakeApi({ ...profileHandlers(client), 'clients.reveal': () => ({ value: '123456789' }) });
    renderApp('/clients/A0012');
    expect(await screen.findByText('****6789')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('123-45-6789')).toBeInTheDocument();
    expect(api.called('clients.reveal')[0]?.input).toEqual({ id: 12, field: 'ssn' });
  });

  it('deletes the client only after the exact phrase, then goes to /clients', async () => {
    const api = new FakeApi({ ...profileHandlers(client), 'clients.delete': () => ({ ok: true }) });
    const { router } = renderApp('/clients/A0012');
    const section = await screen.findByRole('region', { name: 'Delete Client Profile' });
    const button = within(section).getByRole('button', { name: 'Delete Client' });
    await userEvent.type(within(section).getByRole('textbox'), 'DELETE THIS PROFIL');
    expect(button).toBeDisabled();
    await userEvent.type(within(section).getByRole('textbox'), 'E');
    await userEvent.click(button);
    await waitFor(() => expect(router.state.location.pathname).toBe('/clients'));
    expect(await screen.findByText('Client deleted successfully')).toBeInTheDocument();
    expect(api.called('clients.delete')[0]?.input).toEqual({ id: 12 });
  });

  it('shows "Failed to delete client" with the server message', async () => {
    new FakeApi({
      ...profileHandlers(client),
      'clients.delete': () => {
        throw new TrpcTestError(403, 'You do not have permission');
      },
    });
    renderApp('/clients/A0012');
    const section = await screen.findByRole('region', { name: 'Delete Client Profile' });
    await userEvent.type(within(section).getByRole('textbox'), 'DELETE THIS PROFILE');
    await userEvent.click(within(section).getByRole('button', { name: 'Delete Client' }));
    expect(await screen.findByText('Failed to delete client')).toBeInTheDocument();
    expect(screen.getByText('403: You do not have permission')).toBeInTheDocument();
  });

  it('hides the delete section from an employee without canDeleteRecords', async () => {
    const api = new FakeApi(profileHandlers(client));
    api.user = employeeUser;
    renderApp('/clients/A0012');
    expect(await screen.findByRole('heading', { name: 'Maria Garcia' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Notes' })).toBeInTheDocument();
    expect(screen.queryByText('Delete Client Profile')).not.toBeInTheDocument();
  });
});
