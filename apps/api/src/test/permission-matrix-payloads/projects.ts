import { fresh, id, project, type Build } from './payload';

/**
 * Projects, their tasks and templates, personal tasks: valid requests of the rows in
 * ../../security/permission-matrix/projects.ts.
 */
export const PROJECT_PAYLOADS: Record<string, Build> = {
  'GET /api/projects': () => ({ query: { search: 'Books' } }),
  'projects.list': () => ({ body: { search: 'Books' } }),
  'GET /api/projects/task-counts': () => ({}),
  'projects.taskCounts': () => ({ body: {} }),
  'GET /api/projects/:id': project,
  'projects.get': project,
  'projects.linkedTo': (c) => ({ body: { clientId: c.f.client } }),
  'GET /api/projects/all-tasks': () => ({ query: { limit: 20 } }),
  'tasks.listAll': () => ({ body: { limit: 20 } }),
  'GET /api/projects/:id/tasks': project,
  'tasks.listForProject': project,
  'POST /api/projects': () => ({ body: { name: 'Payroll setup' } }),
  'projects.create': () => ({ body: { name: 'Payroll setup' } }),
  'PATCH /api/projects/:id': (c) => ({ params: { id: c.f.project }, body: { description: 'Quarterly books' } }),
  'projects.update': (c) => ({ body: { id: c.f.project, data: { description: 'Quarterly books' } } }),
  'POST /api/projects/:id/complete': async (c) =>
    id(await fresh(c, () => c.make.project(c.f.adminId, c.f.client), c.f.project)),
  'projects.complete': async (c) => id(await fresh(c, () => c.make.project(c.f.adminId, c.f.client), c.f.project)),
  'POST /api/projects/:id/tasks': (c) => ({ params: { id: c.f.project }, body: { name: 'File return' } }),
  'tasks.create': (c) => ({ body: { id: c.f.project, data: { name: 'File return' } } }),
  'PATCH /api/tasks/:id': (c) => ({ params: { id: c.f.task }, body: { notes: 'Waiting on W-2s' } }),
  'tasks.update': (c) => ({ body: { id: c.f.task, data: { notes: 'Waiting on W-2s' } } }),
  'DELETE /api/tasks/:id': async (c) => id(await fresh(c, () => c.make.task(c.f.project), c.f.task)),
  'tasks.delete': async (c) => id(await fresh(c, () => c.make.task(c.f.project), c.f.task)),
  'DELETE /api/projects/:id': async (c) =>
    id(await fresh(c, () => c.make.project(c.f.adminId, c.f.client), c.f.project)),
  'projects.delete': async (c) => id(await fresh(c, () => c.make.project(c.f.adminId, c.f.client), c.f.project)),
  'POST /api/organizations/:id/projects': (c) => ({ params: { id: c.f.org }, body: { name: 'Year-end close' } }),
  'projects.createForOrganization': (c) => ({ body: { id: c.f.org, data: { name: 'Year-end close' } } }),
  'POST /api/projects/:id/save-as-template': (c) => ({ params: { id: c.f.project }, body: { name: 'Close' } }),
  'projectTemplates.saveFromProject': (c) => ({ body: { id: c.f.project, data: { name: 'Close' } } }),
  'POST /api/projects/:id/apply-template': async (c) => ({
    params: { id: c.f.project },
    body: { templateId: await c.make.template(c.caller.userId ?? c.f.adminId) },
  }),
  'projectTemplates.applyToProject': async (c) => ({
    body: { id: c.f.project, data: { templateId: await c.make.template(c.caller.userId ?? c.f.adminId) } },
  }),

  'POST /api/personal-tasks': () => ({ body: { name: 'Call the bank' } }),
  'personalTasks.create': () => ({ body: { name: 'Call the bank' } }),
  'PATCH /api/personal-tasks/:id': async (c) => ({
    params: { id: await (c.allowed && c.caller.userId ? c.make.personalTask(c.caller.userId) : c.f.personalTask) },
    body: { status: 'completed' },
  }),
  'personalTasks.update': async (c) => ({
    body: {
      id: await (c.allowed && c.caller.userId ? c.make.personalTask(c.caller.userId) : c.f.personalTask),
      data: { status: 'completed' },
    },
  }),
  'DELETE /api/personal-tasks/:id': async (c) =>
    id(await (c.allowed && c.caller.userId ? c.make.personalTask(c.caller.userId) : c.f.personalTask)),
  'personalTasks.delete': async (c) =>
    id(await (c.allowed && c.caller.userId ? c.make.personalTask(c.caller.userId) : c.f.personalTask)),
};
