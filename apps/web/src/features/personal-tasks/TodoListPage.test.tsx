import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { employeeUser, FakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { FIRST_RENDER } from '../../test/waits';
import { TrpcTestError } from '../../test/trpc-msw';

describe('/tasks (to-do list)', () => {
  it('says there is nothing to do, active or completed', async () => {
    new FakeApi({ 'personalTasks.list': () => [] });
    renderApp('/tasks');
    expect(await screen.findByText('No active tasks', {}, FIRST_RENDER)).toBeInTheDocument();
    expect(screen.getByText('No completed tasks')).toBeInTheDocument();
  });

  it('says the list failed to load', async () => {
    new FakeApi({
      'personalTasks.list': () => {
        throw new TrpcTestError(400, 'bad request');
      },
    });
    renderApp('/tasks');
    expect(await screen.findByText('Error loading tasks', {}, FIRST_RENDER)).toBeInTheDocument();
  });

  it('is denied, without a call, to an employee without the tasks flag', async () => {
    const api = new FakeApi({ 'personalTasks.list': () => [] });
    api.user = { ...employeeUser, canAccessTasks: false };
    renderApp('/tasks');
    expect(await screen.findByText('Access Denied', {}, FIRST_RENDER)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'To Do List' })).not.toBeInTheDocument();
    expect(api.called('personalTasks.list')).toHaveLength(0);
  });

  it('shows a spinner while the list loads', async () => {
    new FakeApi({ 'personalTasks.list': () => new Promise(() => {}) });
    renderApp('/tasks');
    expect(await screen.findByText('Loading tasks...', {}, FIRST_RENDER)).toBeInTheDocument();
  });
});
