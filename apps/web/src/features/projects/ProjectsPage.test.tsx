import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { employeeUser, FakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { FIRST_RENDER } from '../../test/waits';
import { TrpcTestError } from '../../test/trpc-msw';

const directory = () => [];

describe('/projects', () => {
  it('invites to add a project when there is none open', async () => {
    new FakeApi({
      'projects.list': () => ({ items: [], total: 0, page: 1, pageSize: 25, nextCursor: null }),
      'users.directory': directory,
    });
    renderApp('/projects');
    expect(await screen.findByText('No open projects', {}, FIRST_RENDER)).toBeInTheDocument();
    expect(screen.getByText('Add a project to get started')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1 (0 projects)')).toBeInTheDocument();
  });

  it('says the list failed to load', async () => {
    new FakeApi({
      'projects.list': () => {
        throw new TrpcTestError(400, 'bad request');
      },
      'users.directory': directory,
    });
    renderApp('/projects');
    expect(await screen.findByText('Error loading projects', {}, FIRST_RENDER)).toBeInTheDocument();
  });

  it('is denied, without a call, to an employee without the projects flag', async () => {
    const api = new FakeApi({
      'projects.list': () => ({ items: [], total: 0, page: 1, pageSize: 25, nextCursor: null }),
    });
    api.user = { ...employeeUser, canAccessProjects: false, canEditProjects: false };
    renderApp('/projects');
    expect(await screen.findByText('Access Denied', {}, FIRST_RENDER)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Project' })).not.toBeInTheDocument();
    expect(api.called('projects.list')).toHaveLength(0);
  });

  it('shows a spinner while the page loads', async () => {
    new FakeApi({ 'projects.list': () => new Promise(() => {}), 'users.directory': directory });
    renderApp('/projects');
    expect(await screen.findByRole('heading', { name: 'Projects' }, FIRST_RENDER)).toBeInTheDocument();
    expect(await screen.findByRole('status', { name: 'Loading' }, FIRST_RENDER)).toBeInTheDocument();
  });
});
