import { type MatrixRow, allOf, ORGS, PROJECTS, TASKS, DELETE, PROJECTS_EDIT } from './who';

/** Projects, their tasks and templates, the to-do list (rows of the permission matrix, see ../permission-matrix.ts). */
export const PROJECT_ROWS: readonly MatrixRow[] = [
  // --- Projects and their tasks. "likewise ... Projects"; "canDeleteRecords for any delete of a ... project".
  [
    ['GET /api/projects', 'GET /api/projects/task-counts', 'GET /api/projects/:id'],
    ['projects.list', 'projects.taskCounts', 'projects.get', 'projects.linkedTo'],
    PROJECTS,
  ],
  [['GET /api/projects/all-tasks', 'GET /api/projects/:id/tasks'], ['tasks.listAll', 'tasks.listForProject'], PROJECTS],
  [
    ['POST /api/projects', 'PATCH /api/projects/:id', 'POST /api/projects/:id/complete'],
    ['projects.create', 'projects.update', 'projects.complete'],
    PROJECTS_EDIT,
  ],
  [
    ['POST /api/projects/:id/tasks', 'PATCH /api/tasks/:id', 'DELETE /api/tasks/:id'],
    ['tasks.create', 'tasks.update', 'tasks.delete'],
    PROJECTS_EDIT,
  ],
  ['DELETE /api/projects/:id', 'projects.delete', DELETE],
  // A project made from the organization's page: the organization must be readable too.
  ['POST /api/organizations/:id/projects', 'projects.createForOrganization', allOf(PROJECTS_EDIT, ORGS)],
  // Templates are the user's own; saving one reads a project, applying one changes it.
  ['POST /api/projects/:id/save-as-template', 'projectTemplates.saveFromProject', PROJECTS],
  ['POST /api/projects/:id/apply-template', 'projectTemplates.applyToProject', PROJECTS_EDIT],

  // --- To-do list. "canAccessTasks for the to-do list".
  [
    [
      'GET /api/personal-tasks',
      'POST /api/personal-tasks',
      'PATCH /api/personal-tasks/:id',
      'DELETE /api/personal-tasks/:id',
    ],
    ['personalTasks.list', 'personalTasks.create', 'personalTasks.update', 'personalTasks.delete'],
    TASKS,
  ],
];
