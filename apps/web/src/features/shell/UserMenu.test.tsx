import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeApi } from '../../test/fake-api';
import { TrpcTestError } from '../../test/trpc-msw';
import { renderApp } from '../../test/render-app';

describe('user menu', () => {
  it('shows the first letter and the full name, links settings and signs out', async () => {
    new FakeApi();
    const { router } = renderApp('/dashboard');
    const menu = await screen.findByRole('button', { name: 'User menu' });
    expect(menu).toHaveTextContent('A');
    expect(menu).toHaveTextContent('Ada Lovelace');
    await userEvent.click(menu);
    expect(await screen.findByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    expect(screen.getByRole('menuitem', { name: 'Security' })).toHaveAttribute('href', '/settings/security');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });

  it('shows "Logout failed" when the server refuses', async () => {
    new FakeApi({
      'auth.logout': () => {
        throw new TrpcTestError(403, 'Cross-origin request refused');
      },
    });
    renderApp('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'User menu' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByText('Logout failed')).toBeInTheDocument();
    expect(screen.getByText('403: Cross-origin request refused')).toBeInTheDocument();
  });
});
