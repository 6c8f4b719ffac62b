import type { WorkforceUser } from '@app/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, FakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { FIRST_RENDER } from '../../test/waits';
import { TrpcTestError } from '../../test/trpc-msw';

const NO_FLAGS = {
  canAccessClients: false,
  canAccessOrganizations: false,
  canAccessProjects: false,
  canAccessTasks: false,
  canAccessCalendars: false,
  canAccessReferralSources: false,
  canAccessReports: false,
  canEditClients: false,
  canEditOrganizations: false,
  canEditProjects: false,
  canDeleteRecords: false,
  canExportData: false,
};

function person(id: number, username: string, overrides: Partial<WorkforceUser> = {}): WorkforceUser {
  return {
    id,
    username,
    email: `${username}@example.com`,
    firstName: username,
    lastName: 'Doe',
    profilePicture: null,
    role: 'employee',
    ...NO_FLAGS,
    ...overrides,
  } as WorkforceUser;
}

describe('/workforce', () => {
  it('says so when there is no user to list', async () => {
    new FakeApi({ 'users.list': () => [] });
    renderApp('/workforce');
    expect(await screen.findByText('No users found', {}, FIRST_RENDER)).toBeInTheDocument();
  });

  it('shows the server message when the list fails', async () => {
    new FakeApi({
      'users.list': () => {
        throw new TrpcTestError(400, 'search is too long');
      },
    });
    renderApp('/workforce');
    expect(await screen.findByText('Failed to load users', {}, FIRST_RENDER)).toBeInTheDocument();
    expect(screen.getByText('400: search is too long')).toBeInTheDocument();
  });

  it('lists users with their permissions and offers no delete of oneself', async () => {
    new FakeApi({
      'users.list': () => [
        person(adminUser.id, adminUser.username, { role: 'admin' }),
        person(7, 'casey', { canAccessClients: true }),
      ],
    });
    renderApp('/workforce');
    const casey = await screen.findByTestId('user-row-casey', {}, FIRST_RENDER);
    expect(within(casey).getByRole('button', { name: 'Delete casey' })).toBeInTheDocument();
    const me = screen.getByTestId('user-row-admin');
    expect(within(me).getByText('Full Access')).toBeInTheDocument();
    expect(within(me).getByRole('button', { name: 'Edit admin' })).toBeInTheDocument();
    expect(within(me).queryByRole('button', { name: 'Delete admin' })).not.toBeInTheDocument();
  });

  it('shows a spinner while the users load', async () => {
    new FakeApi({ 'users.list': () => new Promise(() => {}) });
    renderApp('/workforce');
    expect(await screen.findByText('Loading users...', {}, FIRST_RENDER)).toBeInTheDocument();
  });
});
