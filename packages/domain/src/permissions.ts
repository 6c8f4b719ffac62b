export const USER_FLAGS = [
  'canAccessClients',
  'canAccessOrganizations',
  'canAccessProjects',
  'canAccessTasks',
  'canAccessCalendars',
  'canAccessReferralSources',
  'canAccessReports',
  'canEditClients',
  'canEditOrganizations',
  'canEditProjects',
  'canDeleteRecords',
  'canExportData',
] as const;
export type UserFlag = (typeof USER_FLAGS)[number];

export type Area =
  | 'clients'
  | 'organizations'
  | 'projects'
  | 'tasks'
  | 'calendars'
  | 'referralSources'
  | 'reports'
  | 'workforce'
  | 'import'
  | 'export'
  | 'self'
  | 'chat'
  | 'notifications'
  | 'userDirectory'
  | 'audit'
  | 'taxLists';
export type Action = 'read' | 'edit' | 'delete' | 'admin';

export type PermissionUser = { role: string } & Partial<Record<UserFlag, boolean | null>>;

/** Admins get every flag; everyone else starts with none (spec 3 section 4 and 6). */
export function flagsForRole(role: string): Record<UserFlag, boolean> {
  const on = role === 'admin';
  return Object.fromEntries(USER_FLAGS.map((f) => [f, on])) as Record<UserFlag, boolean>;
}

/** Records guarded by an access flag, an edit flag and the shared delete flag. */
const RECORD_FLAGS = {
  clients: ['canAccessClients', 'canEditClients'],
  organizations: ['canAccessOrganizations', 'canEditOrganizations'],
  projects: ['canAccessProjects', 'canEditProjects'],
} as const satisfies Partial<Record<Area, readonly [UserFlag, UserFlag]>>;

/** Areas where one flag covers reading and changing. */
const SINGLE_FLAG = {
  tasks: 'canAccessTasks',
  calendars: 'canAccessCalendars',
  reports: 'canAccessReports',
  export: 'canExportData',
} as const satisfies Partial<Record<Area, UserFlag>>;

const EVERYONE: readonly Area[] = ['self', 'chat', 'notifications'];

/**
 * docs/decisions/4-security.md: an admin may do everything. An employee reads clients, organizations and projects
 * with the access flag, changes them with the access and edit flags, deletes them with
 * canDeleteRecords; tasks, calendars (also the tax and license screens), reports and export each
 * need their one flag; referral partners are read and changed with canAccessReferralSources and
 * deleted with canDeleteRecords; workforce, import and audit are admin-only; every signed-in user
 * may use their own profile and settings, chat and their notifications and read the user directory.
 * The 'admin' action (purges and the like) is for admins only.
 */
export function can(user: PermissionUser | null | undefined, area: Area, action: Action): boolean {
  if (!user) return false;
  if (user.role === 'admin') return true;
  if (action === 'admin') return false;
  const has = (flag: UserFlag) => user[flag] === true;
  if (area === 'clients' || area === 'organizations' || area === 'projects') {
    const [access, edit] = RECORD_FLAGS[area];
    if (action === 'read') return has(access);
    if (action === 'edit') return has(access) && has(edit);
    return has('canDeleteRecords');
  }
  if (area === 'referralSources')
    return action === 'delete' ? has('canDeleteRecords') : has('canAccessReferralSources');
  if (area in SINGLE_FLAG) return has(SINGLE_FLAG[area as keyof typeof SINGLE_FLAG]);
  // The deadline lists both the tax screens (calendars) and the reports read (docs/decisions/4-security.md).
  if (area === 'taxLists') return action === 'read' && (has('canAccessCalendars') || has('canAccessReports'));
  if (EVERYONE.includes(area)) return true;
  if (area === 'userDirectory') return action === 'read';
  return false;
}

/** Picker lists read more widely: referral partners' names serve the client and organization forms. */
export function canReadReferralNames(user: PermissionUser | null | undefined): boolean {
  return can(user, 'referralSources', 'read') || can(user, 'clients', 'read') || can(user, 'organizations', 'read');
}

/** What a calendar event's Complete or Renew changes: a task or project, or an organization's record. */
export type CalendarActionTarget = 'task' | 'project' | 'payroll' | 'group-health' | 'pc';

/**
 * Completing or renewing from a calendar changes the record behind the event, so besides the
 * calendars flag it needs that record's edit right (canEditProjects for a task or project,
 * canEditOrganizations for a payroll or an insurance section), as its own screen does.
 */
export function canActOnCalendarEvent(user: PermissionUser | null | undefined, target: CalendarActionTarget): boolean {
  const owner: Area = target === 'task' || target === 'project' ? 'projects' : 'organizations';
  return can(user, 'calendars', 'edit') && can(user, owner, 'edit');
}
