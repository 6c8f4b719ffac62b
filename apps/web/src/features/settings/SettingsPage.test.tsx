import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { employeeUser, FakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { FIRST_RENDER } from '../../test/waits';

const SECTIONS = [
  'Profile Settings',
  'Preferences',
  'Notifications',
  'Security',
  'Data Management',
  'Project Templates',
];

describe('/settings (spec 3 section 6)', () => {
  it('opens Profile Settings first, with the six sections in the spec order, then Backups for an admin', async () => {
    new FakeApi();
    renderApp('/settings');
    expect(await screen.findByRole('heading', { name: 'Settings' }, FIRST_RENDER)).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([...SECTIONS, 'Backups']);
    expect(screen.getByRole('tab', { name: 'Profile Settings' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'Change Password' })).toBeInTheDocument();
  });

  it('follows the tab in the address and sends an unknown section back to /settings', async () => {
    new FakeApi({ 'projectTemplates.list': () => [] });
    const { router } = renderApp('/settings/nowhere');
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'), FIRST_RENDER);
    await userEvent.click(await screen.findByRole('tab', { name: 'Project Templates' }));
    expect(router.state.location.pathname).toBe('/settings/templates');
  });

  it('is open to a user with no flag, whose Data Management offers no tool', async () => {
    const api = new FakeApi();
    api.user = {
      ...employeeUser,
      canAccessClients: false,
      canAccessOrganizations: false,
      canAccessProjects: false,
      canAccessCalendars: false,
      canExportData: false,
    };
    renderApp('/settings/data');
    expect(await screen.findByText('No data tools', {}, FIRST_RENDER)).toBeInTheDocument();
    expect(screen.getByText('Ask an administrator for export rights.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Export Data' })).not.toBeInTheDocument();
    expect(screen.queryByText('Access Denied')).not.toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(SECTIONS);
  });

  it('shows an employee with canExportData the export but not the admin-only import', async () => {
    const api = new FakeApi();
    api.user = { ...employeeUser, canExportData: true };
    renderApp('/settings/data');
    expect(await screen.findByRole('heading', { name: 'Export Data' }, FIRST_RENDER)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Import Data' })).not.toBeInTheDocument();
  });
});
