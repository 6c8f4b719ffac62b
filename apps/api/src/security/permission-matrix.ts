import type { UserFlag } from '@app/domain';

/**
 * Who may call each REST route and tRPC procedure, written by hand from DECISIONS 4 (never derived
 * from the code's own declarations): permission-matrix.test.ts calls every row as every kind of
 * user and fails when the server disagrees, or when a route or procedure has no row here.
 *
 * An admin may call everything (DECISIONS 4: "admin may do everything") except a 'nobody' row.
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

const allOf = (...who: Who[]): Who => ({ allOf: who });
const anyOf = (...who: Who[]): Who => ({ anyOf: who });

const CLIENTS = 'canAccessClients';
const ORGS = 'canAccessOrganizations';
const PROJECTS = 'canAccessProjects';
const TASKS = 'canAccessTasks';
const CALENDARS = 'canAccessCalendars';
const REFERRALS = 'canAccessReferralSources';
const REPORTS = 'canAccessReports';
const DELETE = 'canDeleteRecords';
const EXPORT = 'canExportData';
// "canEditClients to change them": changing a record also needs reading it.
const CLIENTS_EDIT = allOf(CLIENTS, 'canEditClients');
const ORGS_EDIT = allOf(ORGS, 'canEditOrganizations');
const PROJECTS_EDIT = allOf(PROJECTS, 'canEditProjects');
// "the tax lists behind reports with canAccessReports".
const TAX_LISTS = anyOf(CALENDARS, REPORTS);
// Spec 3 "Calendars" reads each organization's payrolls, group health and P&C sections.
const CALENDAR_LISTS = anyOf(ORGS, CALENDARS);

/** [REST route(s), tRPC procedure(s), who]. Either side may be empty. */
export type MatrixRow = readonly [
  rest: string | readonly string[] | null,
  trpc: string | readonly string[] | null,
  who: Who,
];

export const PERMISSION_MATRIX: readonly MatrixRow[] = [
  // --- Sign-in. DECISIONS 4: sessions, MFA; "POST /api/register creates the first admin only while no user exists; afterwards 403".
  ['GET /api/health', null, 'public'],
  ['POST /api/login', 'auth.login', 'public'],
  ['POST /api/login/mfa', 'auth.loginMfa', 'public'],
  ['POST /api/logout', 'auth.logout', 'public'],
  [null, 'auth.me', 'public'],
  ['GET /api/user', null, 'signed in'],
  ['POST /api/register', 'auth.register', 'nobody'],
  // "each user can enrol an authenticator app ... in Settings > Security; an admin can require it for everyone".
  [
    null,
    ['mfa.status', 'mfa.beginEnrolment', 'mfa.confirmEnrolment', 'mfa.disable', 'mfa.regenerateRecoveryCodes'],
    'signed in',
  ],
  [null, ['securitySettings.get', 'securitySettings.update'], 'admin only'],
  // The card form reads whether security codes are kept ("Keep card security codes").
  [null, 'securitySettings.cardPolicy', 'signed in'],

  // --- Own account. "Everyone may edit their own profile, settings and templates, read and write chat, and read their own notifications."
  ['GET /api/notifications', ['notifications.list', 'notifications.counts'], 'signed in'],
  ['PATCH /api/notifications/:id/read', 'notifications.markRead', 'signed in'],
  ['PATCH /api/notifications/:id/unread', 'notifications.markUnread', 'signed in'],
  ['DELETE /api/notifications/:id', 'notifications.delete', 'signed in'],
  ['POST /api/notifications/read-all', 'notifications.markAllRead', 'signed in'],
  ['GET /api/push/public-key', null, 'signed in'],
  [['POST /api/push-subscriptions', 'DELETE /api/push-subscriptions'], null, 'signed in'],
  ['GET /api/user-settings', ['userSettings.get', 'users.mySettings'], 'signed in'],
  ['PUT /api/user-settings', 'userSettings.update', 'signed in'],
  ['GET /api/sessions', 'userSettings.sessions', 'signed in'],
  ['POST /api/sessions/sign-out-others', 'userSettings.signOutOthers', 'signed in'],
  ['PUT /api/profile', 'users.updateProfile', 'signed in'],
  ['POST /api/profile/password', 'users.changePassword', 'signed in'],
  ['POST /api/upload-profile-picture', null, 'signed in'],
  ['GET /api/project-templates', 'projectTemplates.list', 'signed in'],
  ['PUT /api/project-templates/:id', 'projectTemplates.update', 'signed in'],
  ['DELETE /api/project-templates/:id', 'projectTemplates.delete', 'signed in'],
  ['GET /api/chat', 'chat.list', 'signed in'],
  ['POST /api/chat', 'chat.send', 'signed in'],
  // DECISIONS 5: "Each user has a private calendar feed URL"; the feed itself is read with its secret name.
  ['GET /api/calendar-feed', 'calendarFeed.info', 'signed in'],
  [
    ['POST /api/calendar-feed/regenerate', 'DELETE /api/calendar-feed'],
    ['calendarFeed.regenerate', 'calendarFeed.revoke'],
    'signed in',
  ],
  ['GET /calendar/:file', null, 'public'],
  // Sidebar search: each user sees only the kinds of record they may read.
  [null, 'search.global', 'signed in'],

  // --- Users. "the user directory (no flags, no secrets) by every signed-in user. Workforce (user writes) ... admin-only".
  [
    ['GET /api/users/directory', 'GET /api/users', 'GET /api/users/:id/profile-picture'],
    'users.directory',
    'signed in',
  ],
  [
    ['POST /api/users', 'PUT /api/users/:id', 'DELETE /api/users/:id'],
    ['users.list', 'users.create', 'users.update', 'users.remove'],
    'admin only',
  ],
  // "Admins can browse" the audit log; "import are admin-only; export needs admin or the extra flag canExportData"
  // (extra: on top of reading what is exported).
  ['GET /api/audit-log', ['audit.list', 'audit.facets'], 'admin only'],
  ['POST /api/import/:entity/:format', null, 'admin only'],
  ['GET /api/export/:entity/:format (clients)', null, allOf(EXPORT, CLIENTS)],
  ['GET /api/export/:entity/:format (organizations)', null, allOf(EXPORT, ORGS)],
  ['GET /api/export/samples/:entity/:format', null, 'signed in'],

  // --- Clients. "An employee needs canAccessClients to read clients, canEditClients to change them ...
  // canDeleteRecords for any delete of a client"; purges are admin-only (DECISIONS 2).
  ['GET /api/clients', 'clients.list', CLIENTS],
  ['POST /api/clients/check-duplicates', 'clients.checkDuplicates', CLIENTS],
  ['GET /api/clients/:id', 'clients.get', CLIENTS],
  ['POST /api/clients/:id/reveal', 'clients.reveal', CLIENTS],
  ['GET /api/clients/:id/submissions', 'clients.submissions', CLIENTS],
  [
    ['GET /api/clients/:id/spouses', 'GET /api/clients/:id/spouse-candidates'],
    ['clients.spouses', 'clients.spouseCandidates'],
    CLIENTS,
  ],
  ['POST /api/clients', 'clients.create', CLIENTS_EDIT],
  ['PUT /api/clients/:id', 'clients.update', CLIENTS_EDIT],
  ['POST /api/clients/:id/send-portal-invite', 'clients.sendPortalInvite', CLIENTS_EDIT],
  [
    ['POST /api/clients/:id/spouses', 'DELETE /api/clients/:id/spouses/:spouseId'],
    ['clients.linkSpouse', 'clients.unlinkSpouse'],
    CLIENTS_EDIT,
  ],
  ['DELETE /api/clients/:id', 'clients.delete', DELETE],
  [['GET /api/clients/deleted', 'POST /api/clients/:id/purge'], ['clients.listDeleted', 'clients.purge'], 'admin only'],
  // A client's projects are projects, its organizations organizations: both flags.
  ['GET /api/clients/:id/projects', 'clients.projects', allOf(CLIENTS, PROJECTS)],
  ['GET /api/clients/:id/organizations', 'clients.organizations', allOf(CLIENTS, ORGS)],
  ['DELETE /api/clients/:id/organizations/:orgId', 'clients.unlinkOrganization', allOf(CLIENTS_EDIT, ORGS)],
  // Notes, payment methods and stored logins belong to their client.
  [
    ['GET /api/clients/:id/notes', 'GET /api/clients/:id/payment-methods', 'GET /api/clients/:id/logins'],
    ['clients.notes.list', 'clients.paymentMethods.list', 'clients.logins.list'],
    CLIENTS,
  ],
  [
    ['POST /api/clients/:id/payment-methods/:pmId/reveal'],
    ['clients.paymentMethods.reveal', 'clients.logins.reveal'],
    CLIENTS,
  ],
  [
    ['POST /api/clients/:id/notes', 'PUT /api/clients/:id/notes/:noteId', 'DELETE /api/clients/:id/notes/:noteId'],
    ['clients.notes.create', 'clients.notes.update', 'clients.notes.delete'],
    CLIENTS_EDIT,
  ],
  [
    [
      'POST /api/clients/:id/payment-methods',
      'PUT /api/clients/:id/payment-methods/:pmId',
      'DELETE /api/clients/:id/payment-methods/:pmId',
      'PUT /api/clients/:id/payment-methods/:pmId/set-primary',
    ],
    [
      'clients.paymentMethods.create',
      'clients.paymentMethods.update',
      'clients.paymentMethods.delete',
      'clients.paymentMethods.setPrimary',
    ],
    CLIENTS_EDIT,
  ],
  [
    'POST /api/clients/:id/logins',
    ['clients.logins.create', 'clients.logins.patch', 'clients.logins.delete'],
    CLIENTS_EDIT,
  ],
  // A login by its own id: the rights of its owner.
  [['PATCH /api/logins/:id (client)', 'DELETE /api/logins/:id (client)'], null, CLIENTS_EDIT],
  ['POST /api/logins/:id/reveal (client)', null, CLIENTS],
  // Estimated taxes follow the owner's edit right (the save of a client or organization).
  [
    ['POST /api/estimated-tax-payments/generate (client)', 'DELETE /api/estimated-tax-payments/remove (client)'],
    ['estimatedTaxPayments.generate (client)', 'estimatedTaxPayments.remove (client)'],
    CLIENTS_EDIT,
  ],

  // --- Organizations. "likewise Organizations": canAccessOrganizations to read, canEditOrganizations to change, canDeleteRecords to delete.
  ['GET /api/organizations', 'organizations.list', ORGS],
  ['POST /api/organizations/check-duplicates', 'organizations.checkDuplicates', ORGS],
  ['GET /api/organizations/:id', 'organizations.get', ORGS],
  ['POST /api/organizations/:id/reveal', 'organizations.reveal', ORGS],
  ['GET /api/organizations/:id/submissions', 'organizations.submissions', ORGS],
  ['POST /api/organizations', 'organizations.create', ORGS_EDIT],
  ['PUT /api/organizations/:id', 'organizations.update', ORGS_EDIT],
  ['DELETE /api/organizations/:id', 'organizations.delete', DELETE],
  ['GET /api/organizations/:id/projects', 'organizations.projects', allOf(ORGS, PROJECTS)],
  [
    [
      'GET /api/organizations/:id/notes',
      'GET /api/organizations/:id/payment-methods',
      'GET /api/organizations/:id/logins',
    ],
    ['organizations.notes.list', 'organizations.paymentMethods.list', 'organizations.logins.list'],
    ORGS,
  ],
  [
    'POST /api/organizations/:id/payment-methods/:pmId/reveal',
    ['organizations.paymentMethods.reveal', 'organizations.logins.reveal'],
    ORGS,
  ],
  [
    [
      'POST /api/organizations/:id/notes',
      'PUT /api/organizations/:id/notes/:noteId',
      'DELETE /api/organizations/:id/notes/:noteId',
    ],
    ['organizations.notes.create', 'organizations.notes.update', 'organizations.notes.delete'],
    ORGS_EDIT,
  ],
  [
    [
      'POST /api/organizations/:id/payment-methods',
      'PUT /api/organizations/:id/payment-methods/:pmId',
      'DELETE /api/organizations/:id/payment-methods/:pmId',
      'PUT /api/organizations/:id/payment-methods/:pmId/set-primary',
    ],
    [
      'organizations.paymentMethods.create',
      'organizations.paymentMethods.update',
      'organizations.paymentMethods.delete',
      'organizations.paymentMethods.setPrimary',
    ],
    ORGS_EDIT,
  ],
  [
    'POST /api/organizations/:id/logins',
    ['organizations.logins.create', 'organizations.logins.patch', 'organizations.logins.delete'],
    ORGS_EDIT,
  ],
  [['PATCH /api/logins/:id (organization)', 'DELETE /api/logins/:id (organization)'], null, ORGS_EDIT],
  ['POST /api/logins/:id/reveal (organization)', null, ORGS],
  [
    [
      'POST /api/estimated-tax-payments/generate (organization)',
      'DELETE /api/estimated-tax-payments/remove (organization)',
    ],
    ['estimatedTaxPayments.generate (organization)', 'estimatedTaxPayments.remove (organization)'],
    ORGS_EDIT,
  ],
  // Contacts and owners are clients: their contact details need canAccessClients too.
  [
    ['GET /api/organizations/:id/clients', 'GET /api/organizations/:id/client-candidates'],
    ['organizationClients.list', 'organizationClients.candidates'],
    allOf(ORGS, CLIENTS),
  ],
  [
    [
      'POST /api/organizations/:id/clients',
      'PUT /api/organizations/:id/clients/:clientId',
      'DELETE /api/organizations/:id/clients/:clientId',
    ],
    ['organizationClients.link', 'organizationClients.update', 'organizationClients.unlink'],
    allOf(ORGS_EDIT, CLIENTS),
  ],
  // Payroll, group health, P&C, merchant accounts: parts of the organization.
  [['GET /api/organizations/:id/payrolls', 'GET /api/payrolls/all'], ['payrolls.list', 'payrolls.all'], CALENDAR_LISTS],
  [
    [
      'GET /api/organizations/:id/group-health-sections',
      'GET /api/group-health-sections/all',
      'GET /api/group-health-sections/:id/plans',
    ],
    ['groupHealth.list', 'groupHealth.all', 'groupHealth.plans'],
    CALENDAR_LISTS,
  ],
  [
    ['GET /api/organizations/:id/pc-sections', 'GET /api/pc-sections/all'],
    ['pcSections.list', 'pcSections.all'],
    CALENDAR_LISTS,
  ],
  ['GET /api/payrolls/schedule', 'payrolls.schedule', ORGS],
  [
    [
      'POST /api/organizations/:id/payrolls',
      'PUT /api/payrolls/:id',
      'PATCH /api/payrolls/:id',
      'DELETE /api/payrolls/:id',
    ],
    ['payrolls.create', 'payrolls.update', 'payrolls.delete'],
    ORGS_EDIT,
  ],
  [
    [
      'POST /api/organizations/:id/group-health-sections',
      'PATCH /api/group-health-sections/:id',
      'DELETE /api/group-health-sections/:id',
      'POST /api/group-health-sections/:id/plans',
      'PATCH /api/group-health-plans/:id',
      'DELETE /api/group-health-plans/:id',
    ],
    [
      'groupHealth.createSection',
      'groupHealth.updateSection',
      'groupHealth.deleteSection',
      'groupHealth.createPlan',
      'groupHealth.updatePlan',
      'groupHealth.deletePlan',
    ],
    ORGS_EDIT,
  ],
  [
    ['POST /api/organizations/:id/pc-sections', 'PATCH /api/pc-sections/:id', 'DELETE /api/pc-sections/:id'],
    ['pcSections.create', 'pcSections.update', 'pcSections.delete'],
    ORGS_EDIT,
  ],
  [
    ['GET /api/organizations/:id/merchant-accounts', 'POST /api/merchant-accounts/:id/reveal'],
    ['merchantAccounts.list', 'merchantAccounts.reveal'],
    ORGS,
  ],
  [
    ['POST /api/organizations/:id/merchant-accounts', 'PATCH /api/merchant-accounts/:id'],
    ['merchantAccounts.create', 'merchantAccounts.update'],
    ORGS_EDIT,
  ],
  // SOI and business-license schedules: shown on the organization, made by its save (spec 2 "Side effects").
  [
    ['GET /api/organizations/:id/soi-events', 'GET /api/organizations/:id/business-license-renewals'],
    ['soi.forOrganization', 'businessLicenses.forOrganization'],
    ORGS,
  ],
  [
    [
      'POST /api/soi-calendar/generate',
      'DELETE /api/soi-calendar/remove',
      'POST /api/business-license-renewals/generate',
      'POST /api/business-license-renewals/generate-other',
      'DELETE /api/business-license-renewals/remove',
    ],
    [
      'soi.generate',
      'soi.remove',
      'businessLicenses.generate',
      'businessLicenses.generateOther',
      'businessLicenses.remove',
    ],
    ORGS_EDIT,
  ],

  // --- Referral partners. "canAccessReferralSources to read and change referral partners"; "referral partners'
  // names with canAccessClients or canAccessOrganizations"; what they referred is client or organization data.
  ['GET /api/referral-sources', 'referralSources.list', anyOf(REFERRALS, CLIENTS, ORGS)],
  [
    [
      'GET /api/referral-sources/:id',
      'POST /api/referral-sources/:id/reveal',
      'GET /api/referral-sources/:id/payment-methods',
      'POST /api/referral-sources/:id/payment-methods/:pmId/reveal',
    ],
    [
      'referralSources.get',
      'referralSources.reveal',
      'referralSources.paymentMethods.list',
      'referralSources.paymentMethods.reveal',
    ],
    REFERRALS,
  ],
  [
    ['POST /api/referral-sources', 'PUT /api/referral-sources/:id'],
    ['referralSources.create', 'referralSources.update'],
    REFERRALS,
  ],
  [
    [
      'POST /api/referral-sources/:id/payment-methods',
      'PUT /api/referral-sources/:id/payment-methods/:pmId',
      'DELETE /api/referral-sources/:id/payment-methods/:pmId',
      'PUT /api/referral-sources/:id/payment-methods/:pmId/set-primary',
    ],
    [
      'referralSources.paymentMethods.create',
      'referralSources.paymentMethods.update',
      'referralSources.paymentMethods.delete',
      'referralSources.paymentMethods.setPrimary',
    ],
    REFERRALS,
  ],
  ['GET /api/referral-sources/:id/clients', 'referralSources.clients', allOf(REFERRALS, CLIENTS)],
  ['GET /api/referral-sources/:id/organizations', 'referralSources.organizations', allOf(REFERRALS, ORGS)],

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

  // --- Calendars and the tax and license screens. "canAccessCalendars for calendars and the tax and license screens".
  [
    ['GET /api/calendars/:kind/events', 'POST /api/calendars/complete', 'POST /api/calendars/renew'],
    ['calendars.events', 'calendars.complete', 'calendars.renew'],
    CALENDARS,
  ],
  [
    ['GET /api/sales-tax-filings', 'PUT /api/sales-tax-filings/:organizationId/:dueDate'],
    ['salesTax.list', 'salesTax.counts', 'salesTax.overview', 'salesTax.update'],
    CALENDARS,
  ],
  [
    ['GET /api/business-license-renewals', 'PUT /api/business-license-renewals/:id'],
    ['businessLicenses.list', 'businessLicenses.counts', 'businessLicenses.overview', 'businessLicenses.update'],
    CALENDARS,
  ],
  [
    ['GET /api/form-1099', 'PUT /api/form-1099/:entityType/:entityId/:taxYear'],
    ['form1099.list', 'form1099.counts', 'form1099.overview', 'form1099.update'],
    CALENDARS,
  ],
  [
    ['GET /api/estimated-tax-payments', 'PUT /api/estimated-tax-payments/:id'],
    ['estimatedTaxPayments.list', 'estimatedTaxPayments.counts', 'estimatedTaxPayments.update'],
    CALENDARS,
  ],
  ['PUT /api/soi-events/:id', 'soi.setCompleted', CALENDARS],
  // ... "the tax lists behind reports with canAccessReports": the lists the Reports screen reads (spec 4 section 7.1) and its year filter.
  [
    ['GET /api/soi-events/all', 'GET /api/estimated-taxes/all'],
    ['soi.events', 'estimatedTaxPayments.overview'],
    TAX_LISTS,
  ],

  // --- Reports. "canAccessReports".
  ['GET /api/reports/:report', 'reports.run', REPORTS],

  // --- Forms. DECISIONS 5: public forms need no sign-in. Submissions are prospective clients' data (bank
  // accounts among it): read with canAccessClients; linking or making a profile changes that profile's area.
  [['GET /api/public-forms/:formId', 'POST /api/public-forms/:formId'], null, 'public'],
  [
    [
      'GET /api/submissions',
      'GET /api/submissions/:type/:id',
      'POST /api/submissions/:type/:id/reveal',
      'GET /api/submissions/:type/:id/files/:field',
    ],
    ['submissions.list', 'submissions.get', 'submissions.reveal'],
    CLIENTS,
  ],
  ['POST /api/submissions/:type/:id/link-client', 'submissions.linkClient', CLIENTS_EDIT],
  ['POST /api/submissions/:type/:id/link-organization', 'submissions.linkOrganization', allOf(CLIENTS, ORGS_EDIT)],
  [
    ['POST /api/submissions/:type/:id/unlink (client)', 'POST /api/submissions/:type/:id/create-profile (client)'],
    ['submissions.unlink (client)', 'submissions.createProfile (client)'],
    CLIENTS_EDIT,
  ],
  [
    [
      'POST /api/submissions/:type/:id/unlink (organization)',
      'POST /api/submissions/:type/:id/create-profile (organization)',
    ],
    ['submissions.unlink (organization)', 'submissions.createProfile (organization)'],
    allOf(CLIENTS, ORGS_EDIT),
  ],
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

/** Every row of the matrix, one per route or procedure (and variant): `GET /api/clients`, `clients.list`, `... (client)`. */
export function matrixEntries(): Array<{ name: string; who: Who }> {
  const list = (side: MatrixRow[0]) => (side === null ? [] : typeof side === 'string' ? [side] : side);
  return PERMISSION_MATRIX.flatMap(([rest, trpc, who]) =>
    [...list(rest), ...list(trpc)].map((name) => ({ name, who })),
  );
}
