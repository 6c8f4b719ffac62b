import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { makeClient, profileHandlers } from '../clients/test-fixtures';

const login = {
  id: 3,
  platform: 'IRS',
  username: 'maria',
  password: '****',
  pin: null,
  notes: null,
  entityType: 'clients' as const,
  entityId: 12,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

async function openLogins(overrides: Record<string, (input: any) => unknown> = {}) {
  const api = new FakeApi({
    ...profileHandlers(makeClient(12)),
    'clients.logins.list': () => [login],
    'clients.logins.create': (input: object) => ({ ...login, id: 4, ...input }),
    'clients.logins.patch': ({ patch }: { patch: object }) => ({ ...login, ...patch }),
    'clients.logins.reveal': () => ({ ...login, password: 'hunter2' }),
    ...overrides,
  });
  renderApp('/clients/A0012');
  await userEvent.click(await screen.findByRole('tab', { name: 'Logins' }));
  return api;
}

describe('Logins', () => {
  it('requires a platform when adding', async () => {
    const api = await openLogins();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Login' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Login' }));
    expect(within(dialog).getByText('Platform is required')).toBeInTheDocument();
    expect(api.called('clients.logins.create')).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText(/Platform/), 'FTB');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Login' }));
    expect(await screen.findByText('Login added successfully')).toBeInTheDocument();
    expect(api.called('clients.logins.create')[0]?.input).toMatchObject({ id: 12, platform: 'FTB' });
  });

  it('edits one field per call and sends an emptied field as null', async () => {
    const api = await openLogins();
    const card = await screen.findByTestId('login');
    await userEvent.click(within(card).getByRole('button', { name: 'Edit Username' }));
    await userEvent.clear(within(card).getByLabelText('Username'));
    await userEvent.click(within(card).getByRole('button', { name: 'Save Username' }));
    expect(await screen.findByText('Login updated successfully')).toBeInTheDocument();
    expect(api.called('clients.logins.patch')[0]?.input).toEqual({ id: 12, loginId: 3, patch: { username: null } });
  });

  it('masks the password until revealed', async () => {
    await openLogins();
    const card = await screen.findByTestId('login');
    expect(within(card).getByTestId('login-password')).toHaveTextContent('****');
    await userEvent.click(within(card).getByRole('button', { name: 'Show' }));
    expect(await within(card).findByText('hunter2')).toBeInTheDocument();
  });
});
