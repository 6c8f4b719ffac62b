import { PNG_BASE64, employeeAuthorization } from '../features/public-forms/public-forms.fixtures';
import {
  RECORD_PAYLOADS,
  fresh,
  id,
  pm,
  project,
  referral,
  type Build,
  type Payload,
  type PayloadCtx,
} from './permission-matrix-payloads-records';

export type { CallerState, Payload, PayloadCtx } from './permission-matrix-payloads-records';

// A valid request for every row of the permission matrix (security/permission-matrix.ts), so that
// an allowed caller reaches the service and its own checks run. Rows that delete or use up a record
// get a fresh one when the caller is allowed; a refused caller aims at the shared fixture.

const submission = (type: string, value: number, extra: object = {}): Payload => ({
  params: { type, id: value },
  body: { type, id: value, ...extra },
});

/** Create Profile or unlink use their submission up: a fresh one for an allowed caller. */
async function usedSubmission(
  c: PayloadCtx,
  kind: 'client' | 'organization',
  action: 'unlink' | 'create-profile',
): Promise<Payload> {
  if (action === 'create-profile') {
    const type = kind === 'client' ? 'payment-auth' : 'quote';
    if (!c.allowed) return submission(type, kind === 'client' ? c.f.paymentAuthorization : c.f.quote);
    return submission(type, await (kind === 'client' ? c.make.paymentAuthorization() : c.make.quote()));
  }
  const shared = kind === 'client' ? c.f.submissionOfClient : c.f.submissionOfOrg;
  return submission(
    'employee-auth',
    c.allowed ? await c.make.linkedSubmission(kind, kind === 'client' ? c.f.client : c.f.org) : shared,
  );
}

export const PAYLOADS: Record<string, Build> = {
  'POST /api/login': (c) => ({ body: { username: c.loginUser, password: c.strongPassword } }),
  'auth.login': (c) => ({ body: { username: c.loginUser, password: c.strongPassword } }),
  'POST /api/login/mfa': () => ({ body: { code: '123456' } }),
  'auth.loginMfa': () => ({ body: { code: '123456' } }),
  'POST /api/register': () => ({ body: { username: 'intruder', password: 'Passw0rd!x', email: 'i@example.com' } }),
  'auth.register': () => ({ body: { username: 'intruder', password: 'Passw0rd!x', email: 'i@example.com' } }),
  'mfa.confirmEnrolment': () => ({ body: { code: '123456' } }),
  'mfa.disable': () => ({ body: { code: '123456' } }),
  'mfa.regenerateRecoveryCodes': () => ({ body: { code: '123456' } }),
  'securitySettings.update': () => ({ body: { requireMfa: false, keepCardSecurityCodes: true } }),

  'GET /api/notifications': () => ({ query: { limit: 20 } }),
  'notifications.list': () => ({ body: { limit: 20 } }),
  ...Object.fromEntries(
    [
      'PATCH /api/notifications/:id/read',
      'notifications.markRead',
      'PATCH /api/notifications/:id/unread',
      'notifications.markUnread',
      'DELETE /api/notifications/:id',
      'notifications.delete',
    ].map((name) => [name, async (c: PayloadCtx) => id(await c.make.notification(c.caller.userId ?? c.f.adminId))]),
  ),
  'POST /api/push-subscriptions': () => ({
    body: {
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
      keys: {
        p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      },
    },
  }),
  'DELETE /api/push-subscriptions': () => ({ body: { endpoint: 'https://fcm.googleapis.com/fcm/send/abc' } }),
  'PUT /api/user-settings': () => ({ body: { timezone: 'America/New_York' } }),
  'userSettings.update': () => ({ body: { timezone: 'America/New_York' } }),
  'PUT /api/profile': () => ({ body: { firstName: 'Sam' } }),
  'users.updateProfile': () => ({ body: { firstName: 'Sam' } }),
  'POST /api/profile/password': (c) => passwordChange(c),
  'users.changePassword': (c) => passwordChange(c),
  'POST /api/upload-profile-picture': () => ({
    multipart: {
      field: 'profilePicture',
      filename: 'me.png',
      contentType: 'image/png',
      content: Buffer.from(PNG_BASE64, 'base64'),
    },
  }),
  'PUT /api/project-templates/:id': async (c) => ({
    params: { id: await c.make.template(c.caller.userId ?? c.f.adminId) },
    body: { name: 'Monthly close' },
  }),
  'projectTemplates.update': async (c) => ({
    body: { id: await c.make.template(c.caller.userId ?? c.f.adminId), data: { name: 'Monthly close' } },
  }),
  'DELETE /api/project-templates/:id': async (c) => id(await c.make.template(c.caller.userId ?? c.f.adminId)),
  'projectTemplates.delete': async (c) => id(await c.make.template(c.caller.userId ?? c.f.adminId)),
  'GET /api/chat': () => ({ query: { limit: 20 } }),
  'chat.list': () => ({ body: { limit: 20 } }),
  'POST /api/chat': () => ({ body: { message: 'Hello' } }),
  'chat.send': () => ({ body: { message: 'Hello' } }),
  'GET /calendar/:file': async (c) => ({ params: { file: await c.make.feedFile() } }),
  'search.global': () => ({ body: { q: 'Lopez' } }),

  'GET /api/users/:id/profile-picture': (c) => id(c.f.adminId),
  'POST /api/users': () => ({ body: newUser() }),
  'users.create': () => ({ body: newUser() }),
  'PUT /api/users/:id': async (c) => ({
    params: { id: await fresh(c, c.make.user, c.f.spareUser) },
    body: { firstName: 'Kim' },
  }),
  'users.update': async (c) => ({ body: { id: await fresh(c, c.make.user, c.f.spareUser), firstName: 'Kim' } }),
  'DELETE /api/users/:id': async (c) => id(await fresh(c, c.make.user, c.f.spareUser)),
  'users.remove': async (c) => id(await fresh(c, c.make.user, c.f.spareUser)),
  'audit.list': () => ({ body: { limit: 20 } }),
  'POST /api/import/:entity/:format': () => ({
    params: { entity: 'clients', format: 'csv' },
    query: { preview: true },
    multipart: {
      field: 'file',
      filename: 'clients.csv',
      contentType: 'text/csv',
      content: Buffer.from('firstName,lastName\nAna,Import\n'),
    },
  }),
  'GET /api/export/:entity/:format (clients)': () => ({ params: { entity: 'clients', format: 'csv' } }),
  'GET /api/export/:entity/:format (organizations)': () => ({ params: { entity: 'organizations', format: 'json' } }),
  'GET /api/export/samples/:entity/:format': () => ({ params: { entity: 'clients', format: 'csv' } }),

  ...RECORD_PAYLOADS,
  'GET /api/referral-sources': () => ({ query: { search: 'Reyes' } }),
  'referralSources.list': () => ({ body: { search: 'Reyes' } }),
  'GET /api/referral-sources/:id': referral,
  'referralSources.get': referral,
  'POST /api/referral-sources/:id/reveal': (c) => ({ params: { id: c.f.referral }, body: { field: 'ssn' } }),
  'referralSources.reveal': (c) => ({ body: { id: c.f.referral, field: 'ssn' } }),
  'GET /api/referral-sources/:id/payment-methods': referral,
  'referralSources.paymentMethods.list': referral,
  'POST /api/referral-sources/:id/payment-methods/:pmId/reveal': (c) => ({
    params: { id: c.f.referral, pmId: c.f.payments.referral },
  }),
  'referralSources.paymentMethods.reveal': (c) => ({ body: { id: c.f.referral, pmId: c.f.payments.referral } }),
  'POST /api/referral-sources': () => ({ body: { firstName: 'Rob', lastName: 'Newman' } }),
  'referralSources.create': () => ({ body: { firstName: 'Rob', lastName: 'Newman' } }),
  'PUT /api/referral-sources/:id': (c) => ({ params: { id: c.f.referral }, body: { phone: '5559876543' } }),
  'referralSources.update': (c) => ({ body: { id: c.f.referral, phone: '5559876543' } }),
  // One commission payment method per partner (DECISIONS 2): a fresh partner for each allowed create.
  'POST /api/referral-sources/:id/payment-methods': async (c) => ({
    params: { id: await fresh(c, c.make.referral, c.f.referral) },
    body: { ...pm, isPrimary: true },
  }),
  'referralSources.paymentMethods.create': async (c) => ({
    body: { id: await fresh(c, c.make.referral, c.f.referral), method: { ...pm, isPrimary: true } },
  }),
  'PUT /api/referral-sources/:id/payment-methods/:pmId': (c) => ({
    params: { id: c.f.referral, pmId: c.f.payments.referral },
    body: pm,
  }),
  'referralSources.paymentMethods.update': (c) => ({
    body: { id: c.f.referral, pmId: c.f.payments.referral, method: pm },
  }),
  'DELETE /api/referral-sources/:id/payment-methods/:pmId': async (c) => {
    const partner = c.allowed ? await c.make.referral() : c.f.referral;
    return {
      params: {
        id: partner,
        pmId: c.allowed ? await c.make.payment(`/api/referral-sources/${partner}`) : c.f.payments.referral,
      },
    };
  },
  'referralSources.paymentMethods.delete': async (c) => {
    const partner = c.allowed ? await c.make.referral() : c.f.referral;
    return {
      body: {
        id: partner,
        pmId: c.allowed ? await c.make.payment(`/api/referral-sources/${partner}`) : c.f.payments.referral,
      },
    };
  },
  'PUT /api/referral-sources/:id/payment-methods/:pmId/set-primary': (c) => ({
    params: { id: c.f.referral, pmId: c.f.payments.referral },
  }),
  'referralSources.paymentMethods.setPrimary': (c) => ({ body: { id: c.f.referral, pmId: c.f.payments.referral } }),
  'GET /api/referral-sources/:id/clients': referral,
  'referralSources.clients': referral,
  'GET /api/referral-sources/:id/organizations': referral,
  'referralSources.organizations': referral,

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

  'GET /api/calendars/:kind/events': () => ({
    params: { kind: 'payroll' },
    query: { start: '2026-03-01', end: '2026-03-31' },
  }),
  'calendars.events': () => ({ body: { kind: 'insurance', range: { start: '2026-03-01', end: '2026-06-30' } } }),
  'POST /api/calendars/complete': (c) => ({ body: { entityType: 'payroll', entityId: c.f.payroll } }),
  'calendars.complete': (c) => ({ body: { entityType: 'task', entityId: c.f.task } }),
  'POST /api/calendars/renew': (c) => ({ body: { entityType: 'pc', entityId: c.f.pcSection } }),
  'calendars.renew': (c) => ({ body: { entityType: 'group-health', entityId: c.f.ghSection } }),
  'GET /api/sales-tax-filings': () => ({ query: { frequency: 'Monthly', year: 2026 } }),
  'salesTax.list': () => ({ body: { frequency: 'Monthly', year: 2026 } }),
  'salesTax.counts': () => ({ body: { year: 2026 } }),
  'PUT /api/sales-tax-filings/:organizationId/:dueDate': (c) => ({
    params: { organizationId: c.f.org, dueDate: c.f.salesTaxDue },
    body: { status: 'filed' },
  }),
  'salesTax.update': (c) => ({ body: { organizationId: c.f.org, dueDate: c.f.salesTaxDue, status: 'filed' } }),
  'GET /api/business-license-renewals': () => ({ query: { year: 2026 } }),
  'businessLicenses.list': () => ({ body: { year: 2026 } }),
  'businessLicenses.counts': () => ({ body: { year: 2026 } }),
  'PUT /api/business-license-renewals/:id': (c) => ({
    params: { id: c.f.licenseRenewal },
    body: { status: 'completed' },
  }),
  'businessLicenses.update': (c) => ({ body: { id: c.f.licenseRenewal, status: 'completed' } }),
  'PUT /api/form-1099/:entityType/:entityId/:taxYear': (c) => ({
    params: { entityType: 'client', entityId: c.f.client, taxYear: 2025 },
    body: { status: 'completed' },
  }),
  'form1099.update': (c) => ({
    body: { entityType: 'client', entityId: c.f.client, taxYear: 2025, status: 'completed' },
  }),
  'PUT /api/soi-events/:id': async (c) => ({
    params: { id: await c.make.soiEvent(c.f.org) },
    body: { completed: true },
  }),
  'soi.setCompleted': async (c) => ({ body: { id: await c.make.soiEvent(c.f.org), completed: true } }),
  'PUT /api/estimated-tax-payments/:id': (c) => ({ params: { id: c.f.estimatedTax }, body: { status: 'completed' } }),
  'estimatedTax.update': (c) => ({ body: { id: c.f.estimatedTax, status: 'completed' } }),
  'GET /api/form-1099': () => ({ query: { year: 2025 } }),
  'form1099.list': () => ({ body: { year: 2025 } }),
  'form1099.counts': () => ({ body: { year: 2025 } }),
  'GET /api/soi-events/all': () => ({ query: { from: '2026-01-01', to: '2026-12-31' } }),
  'soi.events': () => ({ body: { from: '2026-01-01', to: '2026-12-31' } }),
  'GET /api/estimated-tax-payments': () => ({ query: { year: 2026 } }),
  'GET /api/estimated-taxes/all': () => ({ query: { year: 2026 } }),
  'estimatedTax.list': () => ({ body: { year: 2026 } }),
  'estimatedTax.counts': () => ({ body: { year: 2026 } }),
  'GET /api/reports/:report': () => ({ params: { report: 'projects-pending' } }),
  'reports.run': () => ({ body: { report: 'soi-pending' } }),

  'GET /api/public-forms/:formId': () => ({ params: { formId: 'employee-deposit-authorization' } }),
  'POST /api/public-forms/:formId': () => ({
    params: { formId: 'employee-deposit-authorization' },
    body: employeeAuthorization(),
  }),
  'GET /api/submissions': () => ({ query: { limit: 20 } }),
  'submissions.list': () => ({ body: { limit: 20 } }),
  'GET /api/submissions/:type/:id': (c) => submission('employee-auth', c.f.submission),
  'submissions.get': (c) => submission('employee-auth', c.f.submission),
  'POST /api/submissions/:type/:id/reveal': (c) =>
    submission('employee-auth', c.f.submission, { field: 'accountNumber' }),
  'submissions.reveal': (c) => submission('employee-auth', c.f.submission, { field: 'accountNumber' }),
  'GET /api/submissions/:type/:id/files/:field': (c) => ({
    params: { type: 'employee-auth', id: c.f.submission, field: 'voidCheck' },
  }),
  'POST /api/submissions/:type/:id/link-client': async (c) =>
    submission('employee-auth', await fresh(c, c.make.submission, c.f.submission), { clientId: c.f.client }),
  'submissions.linkClient': async (c) =>
    submission('employee-auth', await fresh(c, c.make.submission, c.f.submission), { clientId: c.f.client }),
  'POST /api/submissions/:type/:id/link-organization': async (c) =>
    submission('employee-auth', await fresh(c, c.make.submission, c.f.submission), { organizationId: c.f.org }),
  'submissions.linkOrganization': async (c) =>
    submission('employee-auth', await fresh(c, c.make.submission, c.f.submission), { organizationId: c.f.org }),
  'POST /api/submissions/:type/:id/unlink (client)': (c) => usedSubmission(c, 'client', 'unlink'),
  'submissions.unlink (client)': (c) => usedSubmission(c, 'client', 'unlink'),
  'POST /api/submissions/:type/:id/unlink (organization)': (c) => usedSubmission(c, 'organization', 'unlink'),
  'submissions.unlink (organization)': (c) => usedSubmission(c, 'organization', 'unlink'),
  'POST /api/submissions/:type/:id/create-profile (client)': (c) => usedSubmission(c, 'client', 'create-profile'),
  'submissions.createProfile (client)': (c) => usedSubmission(c, 'client', 'create-profile'),
  'POST /api/submissions/:type/:id/create-profile (organization)': (c) =>
    usedSubmission(c, 'organization', 'create-profile'),
  'submissions.createProfile (organization)': (c) => usedSubmission(c, 'organization', 'create-profile'),
};

let users = 0;
function newUser() {
  return {
    username: `hire${++users}_${Date.now() % 100000}`,
    password: 'Passw0rd!x',
    email: `hire${users}@example.com`,
    role: 'employee',
  };
}

function passwordChange(c: PayloadCtx): Payload {
  const next = c.caller.password === c.strongPassword ? 'Passw0rd!2' : c.strongPassword;
  const body = { currentPassword: c.caller.password, newPassword: next };
  if (c.allowed) c.caller.password = next;
  return { body };
}
