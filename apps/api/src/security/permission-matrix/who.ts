import type { UserFlag } from '@app/domain';

/**
 * The words of the permission matrix (../permission-matrix.ts): who may call a row, and the flags
 * and flag combinations its area files share.
 *
 * An admin may call everything (docs/decisions/4-security.md: "admin may do everything") except a 'nobody' row.
 * A row's name may end in a variant in brackets when the answer depends on the payload
 * (`(client)` / `(organization)`): the test sends that variant's payload.
 */
export type Who =
  | 'public' // anyone, signed in or not
  | 'signed in' // every signed-in user, no flag needed
  | 'admin only'
  | 'nobody' // refused to everyone, admins included
  | UserFlag // an employee holding this flag
  | { readonly allOf: readonly Who[] }
  | { readonly anyOf: readonly Who[] };

export const allOf = (...who: Who[]): Who => ({ allOf: who });
export const anyOf = (...who: Who[]): Who => ({ anyOf: who });

export const CLIENTS = 'canAccessClients';
export const ORGS = 'canAccessOrganizations';
export const PROJECTS = 'canAccessProjects';
export const TASKS = 'canAccessTasks';
export const CALENDARS = 'canAccessCalendars';
export const REFERRALS = 'canAccessReferralSources';
export const REPORTS = 'canAccessReports';
export const DELETE = 'canDeleteRecords';
export const EXPORT = 'canExportData';
// "canEditClients to change them": changing a record also needs reading it.
export const CLIENTS_EDIT = allOf(CLIENTS, 'canEditClients');
export const ORGS_EDIT = allOf(ORGS, 'canEditOrganizations');
export const PROJECTS_EDIT = allOf(PROJECTS, 'canEditProjects');
// "the tax lists behind reports with canAccessReports".
export const TAX_LISTS = anyOf(CALENDARS, REPORTS);
// Spec 3 "Calendars" reads each organization's payrolls, group health and P&C sections.
export const CALENDAR_LISTS = anyOf(ORGS, CALENDARS);

/** [REST route(s), tRPC procedure(s), who]. Either side may be empty. */
export type MatrixRow = readonly [
  rest: string | readonly string[] | null,
  trpc: string | readonly string[] | null,
  who: Who,
];

export type Caller = 'anonymous' | 'admin' | ReadonlySet<UserFlag>;

/** Whether the matrix lets `caller` call a row guarded by `who`. */
export function mayCall(who: Who, caller: Caller): boolean {
  if (who === 'nobody') return false;
  if (who === 'public') return true;
  if (caller === 'anonymous') return false;
  if (caller === 'admin' || who === 'signed in') return true;
  if (who === 'admin only') return false;
  if (typeof who === 'string') return caller.has(who);
  if ('allOf' in who) return who.allOf.every((w) => mayCall(w, caller));
  return who.anyOf.some((w) => mayCall(w, caller));
}
