import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { TrpcTestError } from '../../test/trpc-msw';
import { makeClient, profileHandlers } from './test-fixtures';

const twin = makeClient(7);
const similar = { id: 7, displayId: 'A0007', name: 'Maria Garcia', email: 'maria@example.com', phone: '5551234567' };

function setup(overrides: Record<string, (input: any) => unknown> = {}) {
  return new FakeApi({
    ...profileHandlers(makeClient(42)),
    'clients.list': () => ({ items: [twin], total: 1, totalCapped: false, counted: true, nextCursor: null }),
    'clients.checkDuplicates': ({ lastName }: { lastName: string }) =>
      lastName === 'Garcia'
        ? { hasSimilar: true, similarClients: [similar] }
        : { hasSimilar: false, similarClients: [] },
    'clients.create': () => makeClient(42),
    ...overrides,
  });
}

async function openDialog() {
  const app = renderApp('/clients');
  await userEvent.click(await screen.findByRole('button', { name: 'Add New Client' }));
  await screen.findByRole('dialog');
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  return { ...app, user };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Add client dialog', () => {
  it('runs the duplicate check 1 second after the names are filled and offers "Add Client Anyway"', async () => {
    const api = setup();
    const { user, router } = await openDialog();
    const submit = () => screen.getByRole('button', { name: /^Add Client/ });
    expect(submit()).toBeDisabled();
    await user.type(screen.getByLabelText(/First Name/), 'maria');
    await user.type(screen.getByLabelText(/Last Name/), 'Garcia');
    expect(submit()).toBeDisabled();
    await vi.advanceTimersByTimeAsync(900);
    expect(api.called('clients.checkDuplicates')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(150);
    expect(await screen.findByRole('button', { name: 'Add Client Anyway' })).toBeEnabled();
    expect(api.called('clients.checkDuplicates')).toHaveLength(1);
    expect(screen.getByText('Similar clients found')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('similar-clients')).getByText('maria@example.com · (555) 123-4567'),
    ).toBeInTheDocument();

    // Editing a name resets the check.
    await user.type(screen.getByLabelText(/Last Name/), 'z');
    expect(screen.queryByText('Similar clients found')).not.toBeInTheDocument();
    expect(submit()).toHaveTextContent('Add Client');
    expect(submit()).toBeDisabled();
    await user.type(screen.getByLabelText(/Last Name/), '{Backspace}');
    await vi.advanceTimersByTimeAsync(1100);
    await user.click(await screen.findByRole('button', { name: 'Add Client Anyway' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/clients/A0042'));
    expect(await screen.findByText('Client added successfully')).toBeInTheDocument();
    expect(api.called('clients.create')[0]?.input).toMatchObject({ firstName: 'maria', lastName: 'Garcia' });
  });

  it('keeps the submit button disabled while a name is empty', async () => {
    setup();
    const { user } = await openDialog();
    await user.type(screen.getByLabelText(/First Name/), 'Ann');
    await vi.advanceTimersByTimeAsync(1100);
    expect(screen.getByRole('button', { name: 'Add Client' })).toBeDisabled();
  });

  it('shows "Failed to add client" with the server message', async () => {
    setup({
      'clients.create': () => {
        throw new TrpcTestError(400, 'email: Please enter a valid email address');
      },
    });
    const { user } = await openDialog();
    await user.type(screen.getByLabelText(/First Name/), 'Ann');
    await user.type(screen.getByLabelText(/Last Name/), 'Lee');
    await vi.advanceTimersByTimeAsync(1100);
    await user.click(await screen.findByRole('button', { name: 'Add Client' }));
    expect(await screen.findByText('Failed to add client')).toBeInTheDocument();
    expect(screen.getByText('400: Email: Please enter a valid email address')).toBeInTheDocument();
  });

  it('clears the check silently when it fails', async () => {
    setup({
      'clients.checkDuplicates': () => {
        throw new TrpcTestError(500, 'boom');
      },
    });
    const { user } = await openDialog();
    await user.type(screen.getByLabelText(/First Name/), 'Ann');
    await user.type(screen.getByLabelText(/Last Name/), 'Lee');
    await vi.advanceTimersByTimeAsync(1100);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Client' })).toBeEnabled());
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
  });
});
