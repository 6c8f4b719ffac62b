import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { employeeUser, FakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

describe('/settings/security: firm security (security-settings)', () => {
  it('lets an admin require MFA and stop keeping card security codes after a confirmation', async () => {
    const api = new FakeApi();
    renderApp('/settings/security');
    const requireSwitch = await screen.findByRole('switch', { name: /Require two-factor sign-in for everyone/ });
    await userEvent.click(requireSwitch);
    await waitFor(() => expect(api.called('securitySettings.update')[0]?.input).toEqual({ requireMfa: true }));
    expect(await screen.findByText('Settings updated')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('switch', { name: /Keep card security codes/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Every stored card security code will be erased/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Erase codes' }));
    await waitFor(() => expect(api.security.keepCardSecurityCodes).toBe(false));
    await waitFor(() => expect(screen.getByRole('switch', { name: /Keep card security codes/ })).not.toBeChecked());
  });

  it('shows an employee no firm-wide switches', async () => {
    const api = new FakeApi();
    api.user = employeeUser;
    renderApp('/settings/security');
    expect(await screen.findByText('Two-factor sign-in')).toBeInTheDocument();
    expect(screen.queryByText('Firm security')).not.toBeInTheDocument();
  });
});
