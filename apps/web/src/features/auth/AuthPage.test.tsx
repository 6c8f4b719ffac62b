import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_USER_SETTINGS } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { adminUser, FakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

async function signIn(username: string, password: string) {
  await userEvent.type(await screen.findByLabelText(/Username/), username);
  await userEvent.type(screen.getByLabelText(/Password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

describe('/auth', () => {
  it('shows the product name and the Login card', async () => {
    const api = new FakeApi();
    api.user = null;
    renderApp('/auth');
    expect(await screen.findByRole('heading', { name: 'Practice Desk' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByText('Enter your credentials to access your account')).toBeInTheDocument();
    expect(screen.getByLabelText(/Username/)).toBeRequired();
    expect(screen.getByLabelText(/Password/)).toBeRequired();
  });

  it('signs in and goes to the dashboard', async () => {
    const api = new FakeApi();
    api.user = null;
    renderApp('/auth');
    await signIn('admin', 'Secret#123');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(api.called('auth.login')[0]!.input).toEqual({ username: 'admin', password: 'Secret#123' });
  });

  it('shows a destructive "Login failed" toast with the server message', async () => {
    const api = new FakeApi();
    api.user = null;
    renderApp('/auth');
    await signIn('admin', 'wrong');
    const message = await screen.findByText('401: Invalid username or password');
    expect(screen.getByText('Login failed')).toBeInTheDocument();
    expect(message.closest('[data-toast]')).toHaveAttribute('data-toast', 'destructive');
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });

  it('asks for the second factor when the server wants one', async () => {
    const api = new FakeApi({
      'auth.login': () => ({ mfaRequired: true }),
      'auth.loginMfa': ({ code }: { code: string }) => {
        if (code !== '123456') throw new Error('Invalid code');
        return { user: adminUser };
      },
    });
    api.user = null;
    renderApp('/auth');
    await signIn('admin', 'Secret#123');
    const codeInput = await screen.findByLabelText(/Authentication code/);
    await userEvent.type(codeInput, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(api.called('auth.loginMfa')[0]!.input).toEqual({ code: '123456' });
  });

  it('sends a signed-in visitor to the start view', async () => {
    new FakeApi();
    const { router } = renderApp('/auth');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it("signs in to the user's Default View (Settings > Preferences), and sends a signed-in visitor there too", async () => {
    const projectsFirst = {
      'userSettings.get': () => ({ ...DEFAULT_USER_SETTINGS, defaultView: 'projects' as const }),
    };
    const api = new FakeApi(projectsFirst);
    api.user = null;
    const signingIn = renderApp('/auth');
    await signIn('admin', 'Secret#123');
    await waitFor(() => expect(signingIn.router.state.location.pathname).toBe('/projects'));
    signingIn.unmount();
    new FakeApi(projectsFirst);
    const visiting = renderApp('/auth');
    await waitFor(() => expect(visiting.router.state.location.pathname).toBe('/projects'));
  });
});
