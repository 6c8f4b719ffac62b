import type { PermissionUser, UserFlag } from './permissions.js';

/**
 * Who may open a screen: every signed-in user, admins only, or an employee holding any one of the
 * flags (an admin holds them all).
 */
export type ScreenRead = 'everyone' | 'admin' | readonly UserFlag[];

/** The sidebar's submenus, in the sidebar's order of their first screen. */
export type ScreenSection = 'Calendars' | 'Tax and License' | 'Forms';

export interface Screen {
  /** The route; the pages below it (`/clients/A0001`) follow the same rule. */
  path: string;
  /** Its name in the sidebar and the command palette. */
  label: string;
  /** The sidebar submenu it belongs to. */
  section?: ScreenSection;
  read: ScreenRead;
  /** Reached from the header or the sidebar's buttons rather than the menu list. */
  offMenu?: true;
}

const CLIENTS = ['canAccessClients'] as const;
const CALENDARS = ['canAccessCalendars'] as const;

/**
 * The one permission table of the screens (docs/web-permissions.md), in the sidebar's order
 * (spec 1 section 2; spec 4 section 2.1 for the routes). Each flag is the one the server asks of
 * the screen's main read (docs/decisions/4-security.md); apps/api's screens test calls every
 * screen's read with and without it. The sidebar, the command palette and every page's guard
 * read this table.
 */
export const SCREENS: readonly Screen[] = [
  { path: '/dashboard', label: 'Dashboard', read: 'everyone', offMenu: true },
  { path: '/clients', label: 'Clients', read: CLIENTS },
  { path: '/organizations', label: 'Organizations', read: ['canAccessOrganizations'] },
  { path: '/projects', label: 'Projects', read: ['canAccessProjects'] },
  { path: '/calendars/tasks-due', label: 'Tasks Due Date', section: 'Calendars', read: CALENDARS },
  { path: '/calendars/payroll', label: 'Payroll Run Dates', section: 'Calendars', read: CALENDARS },
  { path: '/calendars/insurance', label: 'Insurance Renewals', section: 'Calendars', read: CALENDARS },
  { path: '/tax/1099', label: '1099', section: 'Tax and License', read: CALENDARS },
  { path: '/tax/soi', label: 'SOI', section: 'Tax and License', read: CALENDARS },
  { path: '/tax/estimated', label: 'Estimated Tax', section: 'Tax and License', read: CALENDARS },
  { path: '/tax/sales', label: 'Sales Tax', section: 'Tax and License', read: CALENDARS },
  { path: '/tax/business-license', label: 'Business License', section: 'Tax and License', read: CALENDARS },
  { path: '/workforce', label: 'Workforce', read: 'admin' },
  { path: '/audit-log', label: 'Audit Log', read: 'admin' },
  { path: '/referral-sources', label: 'Referral Partners', read: ['canAccessReferralSources'] },
  // Submissions are prospective clients' data (clients access on the server); the library hands
  // out the forms that fill it, so it follows the same flag and a user without it has no Forms menu.
  { path: '/forms/submissions', label: 'Submissions', section: 'Forms', read: CLIENTS },
  { path: '/forms/forms', label: 'Forms', section: 'Forms', read: CLIENTS },
  { path: '/reports', label: 'Reports', read: ['canAccessReports'] },
  { path: '/chat', label: 'Chat', read: 'everyone' },
  { path: '/tasks', label: 'Tasks', read: ['canAccessTasks'], offMenu: true },
  { path: '/notifications', label: 'Notifications', read: 'everyone', offMenu: true },
  { path: '/settings', label: 'Settings', read: 'everyone', offMenu: true },
];

/** True when `pathname` is `prefix` or below it (case-insensitive, like the routes). */
export function isUnderPath(pathname: string, prefix: string): boolean {
  const path = pathname.toLowerCase();
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** The screen a path shows (its own row or the one it sits under), or undefined for pages outside the table. */
export function screenForPath(pathname: string): Screen | undefined {
  return SCREENS.find((s) => isUnderPath(pathname, s.path));
}

/** Whether `user` may open `screen` (null: not signed in). */
export function canOpenScreen(user: PermissionUser | null | undefined, screen: Pick<Screen, 'read'>): boolean {
  if (!user) return false;
  if (user.role === 'admin' || screen.read === 'everyone') return true;
  if (screen.read === 'admin') return false;
  return screen.read.some((flag) => user[flag] === true);
}

/** The screens `user` may open, in the table's order. */
export function openScreens(user: PermissionUser | null | undefined): Screen[] {
  return SCREENS.filter((s) => canOpenScreen(user, s));
}
