/**
 * Spec 4 section 2.1: screens whose area is not built yet, each showing the shared
 * "not available yet" page. Later issues move their row into routes.tsx with the real page.
 */
export const NOT_YET_AVAILABLE: ReadonlyArray<{ path: string; title: string }> = [
  { path: '/projects', title: 'Projects' },
  { path: '/projects/:id', title: 'Project Details' },
  { path: '/tasks', title: 'To Do List' },
  { path: '/calendars/tasks-due', title: 'Tasks Due Date Calendar' },
  { path: '/calendars/payroll', title: 'Payroll Run Dates Calendar' },
  { path: '/calendars/insurance', title: 'Insurance Renewals Calendar' },
  { path: '/workforce', title: 'Workforce Management' },
  { path: '/settings', title: 'Settings' },
];

/** Submenu prefixes typed as a URL go to their first screen. */
export const SECTION_REDIRECTS: ReadonlyArray<{ path: string; to: string }> = [
  { path: '/calendars', to: '/calendars/tasks-due' },
  { path: '/tax', to: '/tax/1099' },
  { path: '/forms', to: '/forms/submissions' },
];
