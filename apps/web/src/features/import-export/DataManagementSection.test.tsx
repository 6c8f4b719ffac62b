import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, employeeUser, FakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { FIRST_RENDER } from '../../test/waits';

// Settings > Data Management asks the server nothing until a file is chosen; what it shows depends
// only on the user: export for an admin or the export flag, import for an admin.
describe('/settings/data', () => {
  it('offers export and import to an admin', async () => {
    const api = new FakeApi();
    api.user = adminUser;
    renderApp('/settings/data');
    expect(await screen.findByRole('heading', { name: 'Export Data' }, FIRST_RENDER)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Import Data' })).toBeInTheDocument();
  });

  it('offers only export to an employee with the export flag', async () => {
    const api = new FakeApi();
    api.user = { ...employeeUser, canExportData: true };
    renderApp('/settings/data');
    expect(await screen.findByRole('heading', { name: 'Export Data' }, FIRST_RENDER)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Import Data' })).not.toBeInTheDocument();
  });

  it('offers neither to an employee without it, and says whom to ask', async () => {
    const api = new FakeApi();
    api.user = employeeUser;
    renderApp('/settings/data');
    expect(await screen.findByText('No data tools', {}, FIRST_RENDER)).toBeInTheDocument();
    expect(screen.getByText('Ask an administrator for export rights.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Export Data' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Import Data' })).not.toBeInTheDocument();
  });
});
