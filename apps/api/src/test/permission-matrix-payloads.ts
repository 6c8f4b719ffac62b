import { PNG_BASE64 } from '../features/public-forms/public-forms.fixtures';
import type { FixtureMaker, MatrixFixtures } from './permission-matrix-fixtures';
import { employeeAuthorization } from '../features/public-forms/public-forms.fixtures';

// A valid request for every row of the permission matrix (security/permission-matrix.ts), so that
// an allowed caller reaches the service and its own checks run. Rows that delete or use up a record
// get a fresh one when the caller is allowed; a refused caller aims at the shared fixture.

export interface CallerState {
  userId: number | null;
  password: string;
}

export interface PayloadCtx {
  f: MatrixFixtures;
  make: FixtureMaker;
  allowed: boolean;
  caller: CallerState;
  loginUser: string;
  strongPassword: string;
}

export interface Payload {
  /** REST: values of the path's parameters. */
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean>;
  /** REST: the JSON body; tRPC: the input. */
  body?: unknown;
  multipart?: { field: string; filename: string; contentType: string; content: Buffer };
}

type Build = (c: PayloadCtx) => Payload | Promise<Payload>;

const fresh = async (c: PayloadCtx, make: () => Promise<number>, shared: number) => (c.allowed ? make() : shared);
const id = (value: number): Payload => ({ params: { id: value }, body: { id: value } });
const client = (c: PayloadCtx) => id(c.f.client);
const org = (c: PayloadCtx) => id(c.f.org);
const project = (c: PayloadCtx) => id(c.f.project);
const referral = (c: PayloadCtx) => id(c.f.referral);
const pm = { type: 'digital', digitalType: 'zelle', digitalEmail: 'new@example.com' };
const ownerBase = (kind: 'client' | 'organization', c: PayloadCtx) => (kind === 'client' ? c.f.client : c.f.org);

/** Rows of notes, payment methods and logins, alike for clients and organizations. */
function ownerRecords(kind: 'client' | 'organization', rest: string, trpc: string): Record<string, Build> {
  const owner = (c: PayloadCtx) => ownerBase(kind, c);
  const base = (c: PayloadCtx) => `/api/${rest}/${owner(c)}`;
  const note = async (c: PayloadCtx, use: boolean) => (use ? fresh(c, () => c.make.note(base(c)), c.f.notes[kind]) : c.f.notes[kind]);
  const payment = async (c: PayloadCtx, use: boolean) => (use ? fresh(c, () => c.make.payment(base(c)), c.f.payments[kind]) : c.f.payments[kind]);
  const login = async (c: PayloadCtx, use: boolean) => (use ? fresh(c, () => c.make.login(base(c)), c.f.logins[kind]) : c.f.logins[kind]);
  const rows: Record<string, Build> = {
    [`GET /api/${rest}/:id/notes`]: (c) => id(owner(c)),
    [`${trpc}.notes.list`]: (c) => ({ body: { id: owner(c) } }),
    [`POST /api/${rest}/:id/notes`]: (c) => ({ params: { id: owner(c) }, body: { title: 'Call', content: 'Left a message' } }),
    [`${trpc}.notes.create`]: (c) => ({ body: { id: owner(c), title: 'Call', content: 'Left a message' } }),
    [`PUT /api/${rest}/:id/notes/:noteId`]: async (c) => ({ params: { id: owner(c), noteId: await note(c, false) }, body: { title: 'Call', content: 'Edited' } }),
    [`${trpc}.notes.update`]: async (c) => ({ body: { id: owner(c), noteId: await note(c, false), title: 'Call', content: 'Edited' } }),
    [`DELETE /api/${rest}/:id/notes/:noteId`]: async (c) => ({ params: { id: owner(c), noteId: await note(c, true) } }),
    [`${trpc}.notes.delete`]: async (c) => ({ body: { id: owner(c), noteId: await note(c, true) } }),
    [`GET /api/${rest}/:id/payment-methods`]: (c) => id(owner(c)),
    [`${trpc}.paymentMethods.list`]: (c) => ({ body: { id: owner(c) } }),
    [`POST /api/${rest}/:id/payment-methods`]: (c) => ({ params: { id: owner(c) }, body: pm }),
    [`${trpc}.paymentMethods.create`]: (c) => ({ body: { id: owner(c), method: pm } }),
    [`PUT /api/${rest}/:id/payment-methods/:pmId`]: async (c) => ({ params: { id: owner(c), pmId: await payment(c, false) }, body: pm }),
    [`${trpc}.paymentMethods.update`]: async (c) => ({ body: { id: owner(c), pmId: await payment(c, false), method: pm } }),
    [`DELETE /api/${rest}/:id/payment-methods/:pmId`]: async (c) => ({ params: { id: owner(c), pmId: await payment(c, true) } }),
    [`${trpc}.paymentMethods.delete`]: async (c) => ({ body: { id: owner(c), pmId: await payment(c, true) } }),
    [`PUT /api/${rest}/:id/payment-methods/:pmId/set-primary`]: async (c) => ({ params: { id: owner(c), pmId: await payment(c, false) } }),
    [`${trpc}.paymentMethods.setPrimary`]: async (c) => ({ body: { id: owner(c), pmId: await payment(c, false) } }),
    [`POST /api/${rest}/:id/payment-methods/:pmId/reveal`]: async (c) => ({ params: { id: owner(c), pmId: await payment(c, false) } }),
    [`${trpc}.paymentMethods.reveal`]: async (c) => ({ body: { id: owner(c), pmId: await payment(c, false) } }),
    [`GET /api/${rest}/:id/logins`]: (c) => id(owner(c)),
    [`${trpc}.logins.list`]: (c) => ({ body: { id: owner(c) } }),
    [`POST /api/${rest}/:id/logins`]: (c) => ({ params: { id: owner(c) }, body: { platform: 'EDD', username: 'cafe' } }),
    [`${trpc}.logins.create`]: (c) => ({ body: { id: owner(c), platform: 'EDD', username: 'cafe' } }),
    [`${trpc}.logins.patch`]: async (c) => ({ body: { id: owner(c), loginId: await login(c, false), patch: { notes: 'Renewed' } } }),
    [`${trpc}.logins.delete`]: async (c) => ({ body: { id: owner(c), loginId: await login(c, true) } }),
    [`${trpc}.logins.reveal`]: async (c) => ({ body: { id: owner(c), loginId: await login(c, false) } }),
    [`PATCH /api/logins/:id (${kind})`]: async (c) => ({ params: { id: await login(c, false) }, body: { notes: 'Renewed' } }),
    [`DELETE /api/logins/:id (${kind})`]: async (c) => ({ params: { id: await login(c, true) } }),
    [`POST /api/logins/:id/reveal (${kind})`]: async (c) => ({ params: { id: await login(c, false) } }),
  };
  return rows;
}

const taxOwner = (kind: 'client' | 'organization'): Record<string, Build> => {
  // A fresh owner for an allowed caller: the shared one's payments stay as they are.
  const body = async (c: PayloadCtx) => ({ entityType: kind, entityId: c.allowed ? await (kind === 'client' ? c.make.client() : c.make.org()) : ownerBase(kind, c) });
  return {
    [`POST /api/estimated-tax-payments/generate (${kind})`]: async (c) => ({ body: await body(c) }),
    [`estimatedTaxPayments.generate (${kind})`]: async (c) => ({ body: await body(c) }),
    [`DELETE /api/estimated-tax-payments/remove (${kind})`]: async (c) => ({ body: await body(c) }),
    [`estimatedTaxPayments.remove (${kind})`]: async (c) => ({ body: await body(c) }),
  };
};

const submission = (type: string, value: number, extra: object = {}): Payload => ({ params: { type, id: value }, body: { type, id: value, ...extra } });

/** Create Profile or unlink use their submission up: a fresh one for an allowed caller. */
async function usedSubmission(c: PayloadCtx, kind: 'client' | 'organization', action: 'unlink' | 'create-profile'): Promise<Payload> {
  if (action === 'create-profile') {
    const type = kind === 'client' ? 'payment-auth' : 'quote';
    if (!c.allowed) return submission(type, kind === 'client' ? c.f.paymentAuthorization : c.f.quote);
    return submission(type, await (kind === 'client' ? c.make.paymentAuthorization() : c.make.quote()));
  }
  const shared = kind === 'client' ? c.f.submissionOfClient : c.f.submissionOfOrg;
  return submission('employee-auth', c.allowed ? await c.make.linkedSubmission(kind, kind === 'client' ? c.f.client : c.f.org) : shared);
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
    ['PATCH /api/notifications/:id/read', 'notifications.markRead', 'PATCH /api/notifications/:id/unread', 'notifications.markUnread', 'DELETE /api/notifications/:id', 'notifications.delete'].map((name) => [
      name,
      async (c: PayloadCtx) => id(await c.make.notification(c.caller.userId ?? c.f.adminId)),
    ]),
  ),
  'POST /api/push-subscriptions': () => ({ body: { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' } } }),
  'DELETE /api/push-subscriptions': () => ({ body: { endpoint: 'https://fcm.googleapis.com/fcm/send/abc' } }),
  'PUT /api/user-settings': () => ({ body: { timezone: 'America/New_York' } }),
  'userSettings.update': () => ({ body: { timezone: 'America/New_York' } }),
  'PUT /api/profile': () => ({ body: { firstName: 'Sam' } }),
  'users.updateProfile': () => ({ body: { firstName: 'Sam' } }),
  'POST /api/profile/password': (c) => passwordChange(c),
  'users.changePassword': (c) => passwordChange(c),
  'POST /api/upload-profile-picture': () => ({ multipart: { field: 'profilePicture', filename: 'me.png', contentType: 'image/png', content: Buffer.from(PNG_BASE64, 'base64') } }),
  'PUT /api/project-templates/:id': async (c) => ({ params: { id: await c.make.template(c.caller.userId ?? c.f.adminId) }, body: { name: 'Monthly close' } }),
  'projectTemplates.update': async (c) => ({ body: { id: await c.make.template(c.caller.userId ?? c.f.adminId), data: { name: 'Monthly close' } } }),
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
  'PUT /api/users/:id': async (c) => ({ params: { id: await fresh(c, c.make.user, c.f.spareUser) }, body: { firstName: 'Kim' } }),
  'users.update': async (c) => ({ body: { id: await fresh(c, c.make.user, c.f.spareUser), firstName: 'Kim' } }),
  'DELETE /api/users/:id': async (c) => id(await fresh(c, c.make.user, c.f.spareUser)),
  'users.remove': async (c) => id(await fresh(c, c.make.user, c.f.spareUser)),
  'audit.list': () => ({ body: { limit: 20 } }),
  'POST /api/import/:entity/:format': () => ({
    params: { entity: 'clients', format: 'csv' },
    query: { preview: true },
    multipart: { field: 'file', filename: 'clients.csv', contentType: 'text/csv', content: Buffer.from('firstName,lastName\nAna,Import\n') },
  }),
  'GET /api/export/:entity/:format (clients)': () => ({ params: { entity: 'clients', format: 'csv' } }),
  'GET /api/export/:entity/:format (organizations)': () => ({ params: { entity: 'organizations', format: 'json' } }),
  'GET /api/export/samples/:entity/:format': () => ({ params: { entity: 'clients', format: 'csv' } }),

  'GET /api/clients': () => ({ query: { search: 'Lopez' } }),
  'clients.list': () => ({ body: { search: 'Lopez' } }),
  'POST /api/clients/check-duplicates': () => ({ body: { firstName: 'Ana', lastName: 'Lopez' } }),
  'clients.checkDuplicates': () => ({ body: { firstName: 'Ana', lastName: 'Lopez' } }),
  'GET /api/clients/:id': client,
  'clients.get': client,
  'POST /api/clients/:id/reveal': (c) => ({ params: { id: c.f.client }, body: { field: 'ssn' } }),
  'clients.reveal': (c) => ({ body: { id: c.f.client, field: 'ssn' } }),
  'GET /api/clients/:id/submissions': client,
  'clients.submissions': client,
  'GET /api/clients/:id/spouses': client,
  'clients.spouses': client,
  'GET /api/clients/:id/spouse-candidates': (c) => ({ params: { id: c.f.client }, query: { search: 'Lopez' } }),
  'clients.spouseCandidates': (c) => ({ body: { id: c.f.client, search: 'Lopez' } }),
  'POST /api/clients': () => ({ body: { firstName: 'Ana', lastName: 'Newcomer' } }),
  'clients.create': () => ({ body: { firstName: 'Ana', lastName: 'Newcomer' } }),
  'PUT /api/clients/:id': (c) => ({ params: { id: c.f.client }, body: { address: `${++edits} Harbor Way` } }),
  'clients.update': (c) => ({ body: { id: c.f.client, address: `${++edits} Harbor Way` } }),
  'POST /api/clients/:id/send-portal-invite': client,
  'clients.sendPortalInvite': client,
  'POST /api/clients/:id/spouses': async (c) => ({ params: { id: c.f.client }, body: { spouseId: await fresh(c, c.make.client, c.f.spouse), relationshipType: 'Married' } }),
  'clients.linkSpouse': async (c) => ({ body: { id: c.f.client, spouseId: await fresh(c, c.make.client, c.f.spouse), relationshipType: 'Married' } }),
  'DELETE /api/clients/:id/spouses/:spouseId': async (c) => ({ params: { id: c.f.client, spouseId: await c.make.linkedSpouse(c.allowed, c.f.client, c.f.spouse) } }),
  'clients.unlinkSpouse': async (c) => ({ body: { id: c.f.client, spouseId: await c.make.linkedSpouse(c.allowed, c.f.client, c.f.spouse) } }),
  'DELETE /api/clients/:id': async (c) => id(await fresh(c, c.make.client, c.f.client)),
  'clients.delete': async (c) => id(await fresh(c, c.make.client, c.f.client)),
  'GET /api/clients/deleted': () => ({ query: { limit: 20 } }),
  'clients.listDeleted': () => ({ body: { limit: 20 } }),
  'POST /api/clients/:id/purge': async (c) => id(await fresh(c, c.make.deletedClient, c.f.client)),
  'clients.purge': async (c) => id(await fresh(c, c.make.deletedClient, c.f.client)),
  'GET /api/clients/:id/projects': client,
  'clients.projects': client,
  'GET /api/clients/:id/organizations': client,
  'clients.organizations': client,
  'DELETE /api/clients/:id/organizations/:orgId': async (c) => ({ params: { id: await c.make.linkedClient(c.allowed, c.f.org, c.f.client), orgId: c.f.org } }),
  'clients.unlinkOrganization': async (c) => ({ body: { id: await c.make.linkedClient(c.allowed, c.f.org, c.f.client), orgId: c.f.org } }),
  ...ownerRecords('client', 'clients', 'clients'),
  ...taxOwner('client'),

  'GET /api/organizations': () => ({ query: { search: 'Harbor' } }),
  'organizations.list': () => ({ body: { search: 'Harbor' } }),
  'POST /api/organizations/check-duplicates': () => ({ body: { businessDba: 'Harbor Cafe' } }),
  'organizations.checkDuplicates': () => ({ body: { businessDba: 'Harbor Cafe' } }),
  'GET /api/organizations/:id': org,
  'organizations.get': org,
  'POST /api/organizations/:id/reveal': (c) => ({ params: { id: c.f.org }, body: { field: 'ein' } }),
  'organizations.reveal': (c) => ({ body: { id: c.f.org, field: 'ein' } }),
  'GET /api/organizations/:id/submissions': org,
  'organizations.submissions': org,
  'POST /api/organizations': () => ({ body: { businessDba: 'New Bakery' } }),
  'organizations.create': () => ({ body: { businessDba: 'New Bakery' } }),
  'PUT /api/organizations/:id': (c) => ({ params: { id: c.f.org }, body: { website: `cafe${++edits}.example.com` } }),
  'organizations.update': (c) => ({ body: { id: c.f.org, data: { website: `cafe${++edits}.example.com` } } }),
  'DELETE /api/organizations/:id': async (c) => id(await fresh(c, c.make.org, c.f.org)),
  'organizations.delete': async (c) => id(await fresh(c, c.make.org, c.f.org)),
  'GET /api/organizations/:id/projects': org,
  'organizations.projects': org,
  ...ownerRecords('organization', 'organizations', 'organizations'),
  ...taxOwner('organization'),
  'GET /api/organizations/:id/clients': org,
  'organizationClients.list': org,
  'GET /api/organizations/:id/client-candidates': (c) => ({ params: { id: c.f.org }, query: { search: 'Lopez' } }),
  'organizationClients.candidates': (c) => ({ body: { id: c.f.org, search: 'Lopez' } }),
  'POST /api/organizations/:id/clients': async (c) => ({ params: { id: c.f.org }, body: { clientId: await fresh(c, c.make.client, c.f.client), positions: ['CFO'] } }),
  'organizationClients.link': async (c) => ({ body: { id: c.f.org, data: { clientId: await fresh(c, c.make.client, c.f.client), positions: ['CFO'] } } }),
  'PUT /api/organizations/:id/clients/:clientId': (c) => ({ params: { id: c.f.org, clientId: c.f.client }, body: { positions: ['Owner'] } }),
  'organizationClients.update': (c) => ({ body: { id: c.f.org, clientId: c.f.client, data: { positions: ['Owner'] } } }),
  'DELETE /api/organizations/:id/clients/:clientId': async (c) => ({ params: { id: c.f.org, clientId: await c.make.linkedClient(c.allowed, c.f.org, c.f.client) } }),
  'organizationClients.unlink': async (c) => ({ body: { id: c.f.org, clientId: await c.make.linkedClient(c.allowed, c.f.org, c.f.client) } }),
  'GET /api/organizations/:id/payrolls': org,
  'payrolls.list': org,
  'GET /api/payrolls/all': () => ({ query: { limit: 20 } }),
  'payrolls.all': () => ({ body: { limit: 20 } }),
  'GET /api/payrolls/schedule': (c) => ({ query: { organizationId: c.f.org, year: 2026 } }),
  'payrolls.schedule': (c) => ({ body: { organizationId: c.f.org, year: 2026 } }),
  'POST /api/organizations/:id/payrolls': (c) => ({ params: { id: c.f.org }, body: { payrollPlatform: 'ADP', payrollFrequency: 'Weekly (52)' } }),
  'payrolls.create': (c) => ({ body: { id: c.f.org, data: { payrollPlatform: 'ADP', payrollFrequency: 'Weekly (52)' } } }),
  'PUT /api/payrolls/:id': (c) => ({ params: { id: c.f.payroll }, body: { payrollPlatform: 'Gusto' } }),
  'PATCH /api/payrolls/:id': (c) => ({ params: { id: c.f.payroll }, body: { payrollPlatform: 'Gusto' } }),
  'payrolls.update': (c) => ({ body: { id: c.f.payroll, data: { payrollPlatform: 'Gusto' } } }),
  'DELETE /api/payrolls/:id': async (c) => id(await fresh(c, () => c.make.payroll(c.f.org), c.f.payroll)),
  'payrolls.delete': async (c) => id(await fresh(c, () => c.make.payroll(c.f.org), c.f.payroll)),
  'GET /api/organizations/:id/group-health-sections': org,
  'groupHealth.list': org,
  'GET /api/group-health-sections/all': () => ({ query: { limit: 20 } }),
  'groupHealth.all': () => ({ body: { limit: 20 } }),
  'GET /api/group-health-sections/:id/plans': (c) => id(c.f.ghSection),
  'groupHealth.plans': (c) => id(c.f.ghSection),
  'POST /api/organizations/:id/group-health-sections': async (c) => ({ params: { id: c.allowed ? await c.make.org() : c.f.org }, body: { sectionType: 'dental' } }),
  'groupHealth.createSection': async (c) => ({ body: { id: c.allowed ? await c.make.org() : c.f.org, data: { sectionType: 'dental' } } }),
  'PATCH /api/group-health-sections/:id': (c) => ({ params: { id: c.f.ghSection }, body: { policyNumber: 'P-1' } }),
  'groupHealth.updateSection': (c) => ({ body: { id: c.f.ghSection, data: { policyNumber: 'P-1' } } }),
  'DELETE /api/group-health-sections/:id': async (c) => id(await fresh(c, async () => c.make.ghSection(await c.make.org()), c.f.ghSection)),
  'groupHealth.deleteSection': async (c) => id(await fresh(c, async () => c.make.ghSection(await c.make.org()), c.f.ghSection)),
  'POST /api/group-health-sections/:id/plans': (c) => ({ params: { id: c.f.ghSection }, body: { planName: 'Silver' } }),
  'groupHealth.createPlan': (c) => ({ body: { id: c.f.ghSection, data: { planName: 'Silver' } } }),
  'PATCH /api/group-health-plans/:id': (c) => ({ params: { id: c.f.ghPlan }, body: { description: 'PPO' } }),
  'groupHealth.updatePlan': (c) => ({ body: { id: c.f.ghPlan, data: { description: 'PPO' } } }),
  'DELETE /api/group-health-plans/:id': async (c) => id(await fresh(c, () => c.make.ghPlan(c.f.ghSection), c.f.ghPlan)),
  'groupHealth.deletePlan': async (c) => id(await fresh(c, () => c.make.ghPlan(c.f.ghSection), c.f.ghPlan)),
  'GET /api/organizations/:id/pc-sections': org,
  'pcSections.list': org,
  'GET /api/pc-sections/all': () => ({ query: { limit: 20 } }),
  'pcSections.all': () => ({ body: { limit: 20 } }),
  'POST /api/organizations/:id/pc-sections': async (c) => ({ params: { id: c.allowed ? await c.make.org() : c.f.org }, body: { sectionType: 'workers_comp' } }),
  'pcSections.create': async (c) => ({ body: { id: c.allowed ? await c.make.org() : c.f.org, data: { sectionType: 'workers_comp' } } }),
  'PATCH /api/pc-sections/:id': (c) => ({ params: { id: c.f.pcSection }, body: { policyNumber: 'P-2' } }),
  'pcSections.update': (c) => ({ body: { id: c.f.pcSection, data: { policyNumber: 'P-2' } } }),
  'DELETE /api/pc-sections/:id': async (c) => id(await fresh(c, async () => c.make.pcSection(await c.make.org()), c.f.pcSection)),
  'pcSections.delete': async (c) => id(await fresh(c, async () => c.make.pcSection(await c.make.org()), c.f.pcSection)),
  'GET /api/organizations/:id/merchant-accounts': org,
  'merchantAccounts.list': org,
  'POST /api/merchant-accounts/:id/reveal': (c) => id(c.f.merchant),
  'merchantAccounts.reveal': (c) => id(c.f.merchant),
  'POST /api/organizations/:id/merchant-accounts': (c) => ({ params: { id: c.f.org }, body: { mid: 'MID-NEW', processor: 'Fiserv' } }),
  'merchantAccounts.create': (c) => ({ body: { id: c.f.org, data: { mid: 'MID-NEW', processor: 'Fiserv' } } }),
  'PATCH /api/merchant-accounts/:id': (c) => ({ params: { id: c.f.merchant }, body: { mid: 'MID-EDIT', processor: 'Fiserv' } }),
  'merchantAccounts.update': (c) => ({ body: { id: c.f.merchant, data: { mid: 'MID-EDIT', processor: 'Fiserv' } } }),
  'GET /api/organizations/:id/soi-events': org,
  'soi.forOrganization': org,
  'GET /api/organizations/:id/business-license-renewals': org,
  'businessLicenses.forOrganization': org,
  'POST /api/soi-calendar/generate': async (c) => ({ body: { organizationId: c.allowed ? await c.make.org() : c.f.org, entityType: 'llc', formationDate: '2020-05-01' } }),
  'soi.generate': async (c) => ({ body: { organizationId: c.allowed ? await c.make.org() : c.f.org, entityType: 'llc', formationDate: '2020-05-01' } }),
  'DELETE /api/soi-calendar/remove': async (c) => ({ body: { organizationId: c.allowed ? await c.make.org() : c.f.org } }),
  'soi.remove': async (c) => ({ body: { organizationId: c.allowed ? await c.make.org() : c.f.org } }),
  'POST /api/business-license-renewals/generate': async (c) => ({ body: { organizationId: c.allowed ? await c.make.org() : c.f.org, registeredDate: '2025-01-10' } }),
  'businessLicenses.generate': async (c) => ({ body: { organizationId: c.allowed ? await c.make.org() : c.f.org, registeredDate: '2025-01-10' } }),
  'POST /api/business-license-renewals/generate-other': async (c) => ({ body: { organizationId: c.allowed ? await c.make.org() : c.f.org, reminderDate: '2026-09-01' } }),
  'businessLicenses.generateOther': async (c) => ({ body: { organizationId: c.allowed ? await c.make.org() : c.f.org, reminderDate: '2026-09-01' } }),
  'DELETE /api/business-license-renewals/remove': async (c) => ({ body: { organizationId: c.allowed ? await c.make.org() : c.f.org } }),
  'businessLicenses.remove': async (c) => ({ body: { organizationId: c.allowed ? await c.make.org() : c.f.org } }),

  'GET /api/referral-sources': () => ({ query: { search: 'Reyes' } }),
  'referralSources.list': () => ({ body: { search: 'Reyes' } }),
  'GET /api/referral-sources/:id': referral,
  'referralSources.get': referral,
  'POST /api/referral-sources/:id/reveal': (c) => ({ params: { id: c.f.referral }, body: { field: 'ssn' } }),
  'referralSources.reveal': (c) => ({ body: { id: c.f.referral, field: 'ssn' } }),
  'GET /api/referral-sources/:id/payment-methods': referral,
  'referralSources.paymentMethods.list': referral,
  'POST /api/referral-sources/:id/payment-methods/:pmId/reveal': (c) => ({ params: { id: c.f.referral, pmId: c.f.payments.referral } }),
  'referralSources.paymentMethods.reveal': (c) => ({ body: { id: c.f.referral, pmId: c.f.payments.referral } }),
  'POST /api/referral-sources': () => ({ body: { firstName: 'Rob', lastName: 'Newman' } }),
  'referralSources.create': () => ({ body: { firstName: 'Rob', lastName: 'Newman' } }),
  'PUT /api/referral-sources/:id': (c) => ({ params: { id: c.f.referral }, body: { phone: '5559876543' } }),
  'referralSources.update': (c) => ({ body: { id: c.f.referral, phone: '5559876543' } }),
  // One commission payment method per partner (DECISIONS 2): a fresh partner for each allowed create.
  'POST /api/referral-sources/:id/payment-methods': async (c) => ({ params: { id: await fresh(c, c.make.referral, c.f.referral) }, body: { ...pm, isPrimary: true } }),
  'referralSources.paymentMethods.create': async (c) => ({ body: { id: await fresh(c, c.make.referral, c.f.referral), method: { ...pm, isPrimary: true } } }),
  'PUT /api/referral-sources/:id/payment-methods/:pmId': (c) => ({ params: { id: c.f.referral, pmId: c.f.payments.referral }, body: pm }),
  'referralSources.paymentMethods.update': (c) => ({ body: { id: c.f.referral, pmId: c.f.payments.referral, method: pm } }),
  'DELETE /api/referral-sources/:id/payment-methods/:pmId': async (c) => {
    const partner = c.allowed ? await c.make.referral() : c.f.referral;
    return { params: { id: partner, pmId: c.allowed ? await c.make.payment(`/api/referral-sources/${partner}`) : c.f.payments.referral } };
  },
  'referralSources.paymentMethods.delete': async (c) => {
    const partner = c.allowed ? await c.make.referral() : c.f.referral;
    return { body: { id: partner, pmId: c.allowed ? await c.make.payment(`/api/referral-sources/${partner}`) : c.f.payments.referral } };
  },
  'PUT /api/referral-sources/:id/payment-methods/:pmId/set-primary': (c) => ({ params: { id: c.f.referral, pmId: c.f.payments.referral } }),
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
  'POST /api/projects/:id/complete': async (c) => id(await fresh(c, () => c.make.project(c.f.adminId, c.f.client), c.f.project)),
  'projects.complete': async (c) => id(await fresh(c, () => c.make.project(c.f.adminId, c.f.client), c.f.project)),
  'POST /api/projects/:id/tasks': (c) => ({ params: { id: c.f.project }, body: { name: 'File return' } }),
  'tasks.create': (c) => ({ body: { id: c.f.project, data: { name: 'File return' } } }),
  'PATCH /api/tasks/:id': (c) => ({ params: { id: c.f.task }, body: { notes: 'Waiting on W-2s' } }),
  'tasks.update': (c) => ({ body: { id: c.f.task, data: { notes: 'Waiting on W-2s' } } }),
  'DELETE /api/tasks/:id': async (c) => id(await fresh(c, () => c.make.task(c.f.project), c.f.task)),
  'tasks.delete': async (c) => id(await fresh(c, () => c.make.task(c.f.project), c.f.task)),
  'DELETE /api/projects/:id': async (c) => id(await fresh(c, () => c.make.project(c.f.adminId, c.f.client), c.f.project)),
  'projects.delete': async (c) => id(await fresh(c, () => c.make.project(c.f.adminId, c.f.client), c.f.project)),
  'POST /api/organizations/:id/projects': (c) => ({ params: { id: c.f.org }, body: { name: 'Year-end close' } }),
  'projects.createForOrganization': (c) => ({ body: { id: c.f.org, data: { name: 'Year-end close' } } }),
  'POST /api/projects/:id/save-as-template': (c) => ({ params: { id: c.f.project }, body: { name: 'Close' } }),
  'projectTemplates.saveFromProject': (c) => ({ body: { id: c.f.project, data: { name: 'Close' } } }),
  'POST /api/projects/:id/apply-template': async (c) => ({ params: { id: c.f.project }, body: { templateId: await c.make.template(c.caller.userId ?? c.f.adminId) } }),
  'projectTemplates.applyToProject': async (c) => ({ body: { id: c.f.project, data: { templateId: await c.make.template(c.caller.userId ?? c.f.adminId) } } }),

  'POST /api/personal-tasks': () => ({ body: { name: 'Call the bank' } }),
  'personalTasks.create': () => ({ body: { name: 'Call the bank' } }),
  'PATCH /api/personal-tasks/:id': async (c) => ({ params: { id: await (c.allowed && c.caller.userId ? c.make.personalTask(c.caller.userId) : c.f.personalTask) }, body: { status: 'completed' } }),
  'personalTasks.update': async (c) => ({ body: { id: await (c.allowed && c.caller.userId ? c.make.personalTask(c.caller.userId) : c.f.personalTask), data: { status: 'completed' } } }),
  'DELETE /api/personal-tasks/:id': async (c) => id(await (c.allowed && c.caller.userId ? c.make.personalTask(c.caller.userId) : c.f.personalTask)),
  'personalTasks.delete': async (c) => id(await (c.allowed && c.caller.userId ? c.make.personalTask(c.caller.userId) : c.f.personalTask)),

  'GET /api/calendars/:kind/events': () => ({ params: { kind: 'payroll' }, query: { start: '2026-03-01', end: '2026-03-31' } }),
  'calendars.events': () => ({ body: { kind: 'insurance', range: { start: '2026-03-01', end: '2026-06-30' } } }),
  'POST /api/calendars/complete': (c) => ({ body: { entityType: 'payroll', entityId: c.f.payroll } }),
  'calendars.complete': (c) => ({ body: { entityType: 'task', entityId: c.f.task } }),
  'POST /api/calendars/renew': (c) => ({ body: { entityType: 'pc', entityId: c.f.pcSection } }),
  'calendars.renew': (c) => ({ body: { entityType: 'group-health', entityId: c.f.ghSection } }),
  'GET /api/sales-tax-filings': () => ({ query: { frequency: 'Monthly', year: 2026 } }),
  'salesTax.list': () => ({ body: { frequency: 'Monthly', year: 2026 } }),
  'salesTax.counts': () => ({ body: { year: 2026 } }),
  'PUT /api/sales-tax-filings/:organizationId/:dueDate': (c) => ({ params: { organizationId: c.f.org, dueDate: c.f.salesTaxDue }, body: { status: 'filed' } }),
  'salesTax.update': (c) => ({ body: { organizationId: c.f.org, dueDate: c.f.salesTaxDue, status: 'filed' } }),
  'GET /api/business-license-renewals': () => ({ query: { year: 2026 } }),
  'businessLicenses.list': () => ({ body: { year: 2026 } }),
  'businessLicenses.counts': () => ({ body: { year: 2026 } }),
  'PUT /api/business-license-renewals/:id': (c) => ({ params: { id: c.f.licenseRenewal }, body: { status: 'completed' } }),
  'businessLicenses.update': (c) => ({ body: { id: c.f.licenseRenewal, status: 'completed' } }),
  'PUT /api/form-1099/:entityType/:entityId/:taxYear': (c) => ({ params: { entityType: 'client', entityId: c.f.client, taxYear: 2025 }, body: { status: 'completed' } }),
  'form1099.update': (c) => ({ body: { entityType: 'client', entityId: c.f.client, taxYear: 2025, status: 'completed' } }),
  'PUT /api/soi-events/:id': async (c) => ({ params: { id: await c.make.soiEvent(c.f.org) }, body: { completed: true } }),
  'soi.setCompleted': async (c) => ({ body: { id: await c.make.soiEvent(c.f.org), completed: true } }),
  'PUT /api/estimated-tax-payments/:id': (c) => ({ params: { id: c.f.estimatedTax }, body: { status: 'completed' } }),
  'estimatedTaxPayments.update': (c) => ({ body: { id: c.f.estimatedTax, status: 'completed' } }),
  'GET /api/form-1099': () => ({ query: { year: 2025 } }),
  'form1099.list': () => ({ body: { year: 2025 } }),
  'form1099.counts': () => ({ body: { year: 2025 } }),
  'GET /api/soi-events/all': () => ({ query: { from: '2026-01-01', to: '2026-12-31' } }),
  'soi.events': () => ({ body: { from: '2026-01-01', to: '2026-12-31' } }),
  'GET /api/estimated-tax-payments': () => ({ query: { year: 2026 } }),
  'GET /api/estimated-taxes/all': () => ({ query: { year: 2026 } }),
  'estimatedTaxPayments.list': () => ({ body: { year: 2026 } }),
  'estimatedTaxPayments.counts': () => ({ body: { year: 2026 } }),
  'GET /api/reports/:report': () => ({ params: { report: 'projects-pending' } }),
  'reports.run': () => ({ body: { report: 'soi-pending' } }),

  'GET /api/public-forms/:formId': () => ({ params: { formId: 'employee-deposit-authorization' } }),
  'POST /api/public-forms/:formId': () => ({ params: { formId: 'employee-deposit-authorization' }, body: employeeAuthorization() }),
  'GET /api/submissions': () => ({ query: { limit: 20 } }),
  'submissions.list': () => ({ body: { limit: 20 } }),
  'GET /api/submissions/:type/:id': (c) => submission('employee-auth', c.f.submission),
  'submissions.get': (c) => submission('employee-auth', c.f.submission),
  'POST /api/submissions/:type/:id/reveal': (c) => submission('employee-auth', c.f.submission, { field: 'accountNumber' }),
  'submissions.reveal': (c) => submission('employee-auth', c.f.submission, { field: 'accountNumber' }),
  'GET /api/submissions/:type/:id/files/:field': (c) => ({ params: { type: 'employee-auth', id: c.f.submission, field: 'voidCheck' } }),
  'POST /api/submissions/:type/:id/link-client': async (c) => submission('employee-auth', await fresh(c, c.make.submission, c.f.submission), { clientId: c.f.client }),
  'submissions.linkClient': async (c) => submission('employee-auth', await fresh(c, c.make.submission, c.f.submission), { clientId: c.f.client }),
  'POST /api/submissions/:type/:id/link-organization': async (c) => submission('employee-auth', await fresh(c, c.make.submission, c.f.submission), { organizationId: c.f.org }),
  'submissions.linkOrganization': async (c) => submission('employee-auth', await fresh(c, c.make.submission, c.f.submission), { organizationId: c.f.org }),
  'POST /api/submissions/:type/:id/unlink (client)': (c) => usedSubmission(c, 'client', 'unlink'),
  'submissions.unlink (client)': (c) => usedSubmission(c, 'client', 'unlink'),
  'POST /api/submissions/:type/:id/unlink (organization)': (c) => usedSubmission(c, 'organization', 'unlink'),
  'submissions.unlink (organization)': (c) => usedSubmission(c, 'organization', 'unlink'),
  'POST /api/submissions/:type/:id/create-profile (client)': (c) => usedSubmission(c, 'client', 'create-profile'),
  'submissions.createProfile (client)': (c) => usedSubmission(c, 'client', 'create-profile'),
  'POST /api/submissions/:type/:id/create-profile (organization)': (c) => usedSubmission(c, 'organization', 'create-profile'),
  'submissions.createProfile (organization)': (c) => usedSubmission(c, 'organization', 'create-profile'),
};

let users = 0;
let edits = 0;
function newUser() {
  return { username: `hire${++users}_${Date.now() % 100000}`, password: 'Passw0rd!x', email: `hire${users}@example.com`, role: 'employee' };
}

function passwordChange(c: PayloadCtx): Payload {
  const next = c.caller.password === c.strongPassword ? 'Passw0rd!2' : c.strongPassword;
  const body = { currentPassword: c.caller.password, newPassword: next };
  if (c.allowed) c.caller.password = next;
  return { body };
}
