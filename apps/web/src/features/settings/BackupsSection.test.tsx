import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { employeeUser, FakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { TrpcTestError } from '../../test/trpc-msw';
import { FIRST_RENDER } from '../../test/waits';
import { formatSize } from './BackupsCard';

const taken = {
  file: 'practice-desk-20260302T020000000Z.pdbk',
  bytes: 3_460_000,
  createdAt: '2026-03-02T10:00:00.000Z',
};

describe('/settings/backups: the last backup and its download (backups)', () => {
  it('shows an admin the last success with its size, a download link, and takes one now', async () => {
    let latest: typeof taken | null = null;
    const api = new FakeApi({
      'backups.latest': () => ({ latest }),
      'backups.create': () => {
        latest = taken;
        return taken;
      },
    });
    renderApp('/settings/backups');
    expect(await screen.findByText(/No backup has been taken yet/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Download/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back up now' }));
    await waitFor(() => expect(api.called('backups.create')).toHaveLength(1));
    expect(await screen.findByText('Backup taken')).toBeInTheDocument();
    expect(await screen.findByText(`3.3 MB · ${taken.file}`)).toBeInTheDocument();
    expect(screen.getByText(/^Last backup:/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Download/ })).toHaveAttribute('href', '/api/backups/latest/download');
  });

  it('says so when the last backup cannot be loaded', async () => {
    new FakeApi({
      'backups.latest': () => {
        throw new TrpcTestError(500, 'disk unavailable');
      },
    });
    renderApp('/settings/backups');
    expect(await screen.findByText('Failed to load backups')).toBeInTheDocument();
  });

  it('shows an employee no backups: no tab, and the address leads back to /settings', async () => {
    const api = new FakeApi();
    api.user = employeeUser;
    const { router } = renderApp('/settings/backups');
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'), FIRST_RENDER);
    expect(await screen.findByRole('tab', { name: 'Profile Settings' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Backups' })).not.toBeInTheDocument();
    expect(api.called('backups.latest')).toHaveLength(0);
  });

  it('writes sizes as people read them', () => {
    expect([formatSize(512), formatSize(2048), formatSize(3_460_000), formatSize(250 * 1024 ** 2)]).toEqual([
      '512 B',
      '2.0 KB',
      '3.3 MB',
      '250 MB',
    ]);
  });
});
