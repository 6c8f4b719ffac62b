/**
 * Spec 4 section 2.1: screens whose area is not built yet, each showing the shared
 * "not available yet" page. Later issues move their row into routes.tsx with the real page.
 */
export const NOT_YET_AVAILABLE: ReadonlyArray<{ path: string; title: string }> = [];

/** Submenu prefixes typed as a URL go to their first screen. */
export const SECTION_REDIRECTS: ReadonlyArray<{ path: string; to: string }> = [
  { path: '/calendars', to: '/calendars/tasks-due' },
  { path: '/tax', to: '/tax/1099' },
  { path: '/forms', to: '/forms/submissions' },
];
