import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { employeeUser, FakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { TrpcTestError } from '../../test/trpc-msw';
import { FIRST_RENDER } from '../../test/waits';

const project = {
  id: 7,
  name: 'Year-end books',
  description: null as string | null,
  status: 'in_progress' as const,
  startDate: '2026-03-01',
  dueDate: '2026-04-15',
  createdAt: '2026-02-20T10:00:00.000Z',
  updatedAt: '2026-02-20T10:00:00.000Z',
  clientId: 3,
  organizationId: 4,
  projectManagerId: 1,
  assignedToId: null as number | null,
  clientIds: [3],
  organizationIds: [4],
  project_manager_ids: [1],
  clients: [{ id: 3, fullName: 'Ana Lopez' }],
  organizations: [{ id: 4, businessDba: 'Harbor Cafe' }],
  managers: [{ id: 1, name: 'Ada Lovelace' }],
  completedTasks: 0,
  totalTasks: 1,
  recurrence: null as null,
  occurrence: 1,
  nextProjectId: null as number | null,
};
const task = {
  id: 11,
  projectId: 7,
  name: 'Reconcile the bank',
  notes: null as string | null,
  status: 'in_progress',
  startDate: null,
  dueDate: '2026-04-01',
  assigned_to_ids: [] as number[],
  priority: 'medium',
  createdAt: '2026-02-20T10:00:00.000Z',
  updatedAt: '2026-02-20T10:00:00.000Z',
};
const handlers = {
  'projects.get': () => project,
  'tasks.listForProject': () => [task],
  'users.directory': () => [],
};

describe('/projects/:id and the projects edit right', () => {
  it('gives a user with canEditProjects every control', async () => {
    new FakeApi(handlers);
    renderApp('/projects/7');
    expect(await screen.findByText('Reconcile the bank', {}, FIRST_RENDER)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Project' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Task' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load Template' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete task Reconcile the bank' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status of Reconcile the bank' })).toBeInTheDocument();
  });

  it('shows a reader without canEditProjects the tasks without any control that would be refused', async () => {
    const api = new FakeApi(handlers);
    api.user = { ...employeeUser, canEditProjects: false };
    renderApp('/projects/7');
    const row = (await screen.findByText('Reconcile the bank', {}, FIRST_RENDER)).closest('tr, li') as HTMLElement;
    expect(within(row).getByText('In Progress')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Status of Reconcile the bank' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete task Reconcile the bank' })).not.toBeInTheDocument();
    for (const name of ['Edit Project', 'Add Task', 'Load Template'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    // Saving one's own template from a readable project stays (docs/decisions/4-security.md: own templates).
    expect(screen.getByRole('button', { name: 'Save as Template' })).toBeInTheDocument();
  });

  it('offers Delete in the edit form only with canDeleteRecords', async () => {
    const api = new FakeApi(handlers);
    api.user = { ...employeeUser, canDeleteRecords: false };
    renderApp('/projects/7');
    (await screen.findByRole('button', { name: 'Edit Project' }, FIRST_RENDER)).click();
    expect(await screen.findByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});

describe('/projects/:id refused', () => {
  it('shows Access Denied, not the load error, when the server refuses the project (403)', async () => {
    new FakeApi({
      ...handlers,
      'projects.get': () => {
        throw new TrpcTestError(403, 'You do not have permission to read projects');
      },
    });
    renderApp('/projects/7');
    expect(await screen.findByText('Access Denied', {}, FIRST_RENDER)).toBeInTheDocument();
    expect(screen.queryByText('Error Loading Project')).not.toBeInTheDocument();
  });
});

describe('/projects add control', () => {
  it('hides Add Project from a reader without canEditProjects', async () => {
    const api = new FakeApi({
      'projects.list': () => ({ items: [], total: 0, page: 1, pageSize: 25, nextCursor: null }),
      'users.directory': () => [],
    });
    api.user = { ...employeeUser, canEditProjects: false };
    renderApp('/projects');
    expect(await screen.findByText('No open projects', {}, FIRST_RENDER)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Project' })).not.toBeInTheDocument();
    expect(screen.queryByText('Add a project to get started')).not.toBeInTheDocument();
  });
});
