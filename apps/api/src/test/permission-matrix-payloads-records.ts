import type { FixtureMaker, MatrixFixtures } from './permission-matrix-fixtures';

// Valid requests of the permission matrix's rows (see permission-matrix-payloads.ts): the shared
// shapes, and the rows of clients and organizations with their notes, payment methods and logins.

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

export type Build = (c: PayloadCtx) => Payload | Promise<Payload>;

export const fresh = async (c: PayloadCtx, make: () => Promise<number>, shared: number) =>
  c.allowed ? make() : shared;
export const id = (value: number): Payload => ({ params: { id: value }, body: { id: value } });
export const client = (c: PayloadCtx) => id(c.f.client);
export const org = (c: PayloadCtx) => id(c.f.org);
export const project = (c: PayloadCtx) => id(c.f.project);
export const referral = (c: PayloadCtx) => id(c.f.referral);
export const pm = { type: 'digital', digitalType: 'zelle', digitalEmail: 'new@example.com' };
export const ownerBase = (kind: 'client' | 'organization', c: PayloadCtx) => (kind === 'client' ? c.f.client : c.f.org);

/** Rows of notes, payment methods and logins, alike for clients and organizations. */
function ownerRecords(kind: 'client' | 'organization', rest: string, trpc: string): Record<string, Build> {
  const owner = (c: PayloadCtx) => ownerBase(kind, c);
  const base = (c: PayloadCtx) => `/api/${rest}/${owner(c)}`;
  const note = async (c: PayloadCtx, use: boolean) =>
    use ? fresh(c, () => c.make.note(base(c)), c.f.notes[kind]) : c.f.notes[kind];
  const payment = async (c: PayloadCtx, use: boolean) =>
    use ? fresh(c, () => c.make.payment(base(c)), c.f.payments[kind]) : c.f.payments[kind];
  const login = async (c: PayloadCtx, use: boolean) =>
    use ? fresh(c, () => c.make.login(base(c)), c.f.logins[kind]) : c.f.logins[kind];
  const rows: Record<string, Build> = {
    [`GET /api/${rest}/:id/notes`]: (c) => id(owner(c)),
    [`${trpc}.notes.list`]: (c) => ({ body: { id: owner(c) } }),
    [`POST /api/${rest}/:id/notes`]: (c) => ({
      params: { id: owner(c) },
      body: { title: 'Call', content: 'Left a message' },
    }),
    [`${trpc}.notes.create`]: (c) => ({ body: { id: owner(c), title: 'Call', content: 'Left a message' } }),
    [`PUT /api/${rest}/:id/notes/:noteId`]: async (c) => ({
      params: { id: owner(c), noteId: await note(c, false) },
      body: { title: 'Call', content: 'Edited' },
    }),
    [`${trpc}.notes.update`]: async (c) => ({
      body: { id: owner(c), noteId: await note(c, false), title: 'Call', content: 'Edited' },
    }),
    [`DELETE /api/${rest}/:id/notes/:noteId`]: async (c) => ({ params: { id: owner(c), noteId: await note(c, true) } }),
    [`${trpc}.notes.delete`]: async (c) => ({ body: { id: owner(c), noteId: await note(c, true) } }),
    [`GET /api/${rest}/:id/payment-methods`]: (c) => id(owner(c)),
    [`${trpc}.paymentMethods.list`]: (c) => ({ body: { id: owner(c) } }),
    [`POST /api/${rest}/:id/payment-methods`]: (c) => ({ params: { id: owner(c) }, body: pm }),
    [`${trpc}.paymentMethods.create`]: (c) => ({ body: { id: owner(c), method: pm } }),
    [`PUT /api/${rest}/:id/payment-methods/:pmId`]: async (c) => ({
      params: { id: owner(c), pmId: await payment(c, false) },
      body: pm,
    }),
    [`${trpc}.paymentMethods.update`]: async (c) => ({
      body: { id: owner(c), pmId: await payment(c, false), method: pm },
    }),
    [`DELETE /api/${rest}/:id/payment-methods/:pmId`]: async (c) => ({
      params: { id: owner(c), pmId: await payment(c, true) },
    }),
    [`${trpc}.paymentMethods.delete`]: async (c) => ({ body: { id: owner(c), pmId: await payment(c, true) } }),
    [`PUT /api/${rest}/:id/payment-methods/:pmId/set-primary`]: async (c) => ({
      params: { id: owner(c), pmId: await payment(c, false) },
    }),
    [`${trpc}.paymentMethods.setPrimary`]: async (c) => ({ body: { id: owner(c), pmId: await payment(c, false) } }),
    [`POST /api/${rest}/:id/payment-methods/:pmId/reveal`]: async (c) => ({
      params: { id: owner(c), pmId: await payment(c, false) },
    }),
    [`${trpc}.paymentMethods.reveal`]: async (c) => ({ body: { id: owner(c), pmId: await payment(c, false) } }),
    [`GET /api/${rest}/:id/logins`]: (c) => id(owner(c)),
    [`${trpc}.logins.list`]: (c) => ({ body: { id: owner(c) } }),
    [`POST /api/${rest}/:id/logins`]: (c) => ({
      params: { id: owner(c) },
      body: { platform: 'EDD', username: 'cafe' },
    }),
    [`${trpc}.logins.create`]: (c) => ({ body: { id: owner(c), platform: 'EDD', username: 'cafe' } }),
    [`${trpc}.logins.patch`]: async (c) => ({
      body: { id: owner(c), loginId: await login(c, false), patch: { notes: 'Renewed' } },
    }),
    [`${trpc}.logins.delete`]: async (c) => ({ body: { id: owner(c), loginId: await login(c, true) } }),
    [`${trpc}.logins.reveal`]: async (c) => ({ body: { id: owner(c), loginId: await login(c, false) } }),
    [`PATCH /api/logins/:id (${kind})`]: async (c) => ({
      params: { id: await login(c, false) },
      body: { notes: 'Renewed' },
    }),
    [`DELETE /api/logins/:id (${kind})`]: async (c) => ({ params: { id: await login(c, true) } }),
    [`POST /api/logins/:id/reveal (${kind})`]: async (c) => ({ params: { id: await login(c, false) } }),
  };
  return rows;
}

const taxOwner = (kind: 'client' | 'organization'): Record<string, Build> => {
  // A fresh owner for an allowed caller: the shared one's payments stay as they are.
  const body = async (c: PayloadCtx) => ({
    entityType: kind,
    entityId: c.allowed ? await (kind === 'client' ? c.make.client() : c.make.org()) : ownerBase(kind, c),
  });
  return {
    [`POST /api/estimated-tax-payments/generate (${kind})`]: async (c) => ({ body: await body(c) }),
    [`estimatedTax.generate (${kind})`]: async (c) => ({ body: await body(c) }),
    [`DELETE /api/estimated-tax-payments/remove (${kind})`]: async (c) => ({ body: await body(c) }),
    [`estimatedTax.remove (${kind})`]: async (c) => ({ body: await body(c) }),
  };
};

let edits = 0;

export const RECORD_PAYLOADS: Record<string, Build> = {
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
  'POST /api/clients/:id/spouses': async (c) => ({
    params: { id: c.f.client },
    body: { spouseId: await fresh(c, c.make.client, c.f.spouse), relationshipType: 'Married' },
  }),
  'clients.linkSpouse': async (c) => ({
    body: { id: c.f.client, spouseId: await fresh(c, c.make.client, c.f.spouse), relationshipType: 'Married' },
  }),
  'DELETE /api/clients/:id/spouses/:spouseId': async (c) => ({
    params: { id: c.f.client, spouseId: await c.make.linkedSpouse(c.allowed, c.f.client, c.f.spouse) },
  }),
  'clients.unlinkSpouse': async (c) => ({
    body: { id: c.f.client, spouseId: await c.make.linkedSpouse(c.allowed, c.f.client, c.f.spouse) },
  }),
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
  'DELETE /api/clients/:id/organizations/:orgId': async (c) => ({
    params: { id: await c.make.linkedClient(c.allowed, c.f.org, c.f.client), orgId: c.f.org },
  }),
  'clients.unlinkOrganization': async (c) => ({
    body: { id: await c.make.linkedClient(c.allowed, c.f.org, c.f.client), orgId: c.f.org },
  }),
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
  'POST /api/organizations/:id/clients': async (c) => ({
    params: { id: c.f.org },
    body: { clientId: await fresh(c, c.make.client, c.f.client), positions: ['CFO'] },
  }),
  'organizationClients.link': async (c) => ({
    body: { id: c.f.org, data: { clientId: await fresh(c, c.make.client, c.f.client), positions: ['CFO'] } },
  }),
  'PUT /api/organizations/:id/clients/:clientId': (c) => ({
    params: { id: c.f.org, clientId: c.f.client },
    body: { positions: ['Owner'] },
  }),
  'organizationClients.update': (c) => ({
    body: { id: c.f.org, clientId: c.f.client, data: { positions: ['Owner'] } },
  }),
  'DELETE /api/organizations/:id/clients/:clientId': async (c) => ({
    params: { id: c.f.org, clientId: await c.make.linkedClient(c.allowed, c.f.org, c.f.client) },
  }),
  'organizationClients.unlink': async (c) => ({
    body: { id: c.f.org, clientId: await c.make.linkedClient(c.allowed, c.f.org, c.f.client) },
  }),
  'GET /api/organizations/:id/payrolls': org,
  'payrolls.list': org,
  'GET /api/payrolls/all': () => ({ query: { limit: 20 } }),
  'payrolls.all': () => ({ body: { limit: 20 } }),
  'GET /api/payrolls/schedule': (c) => ({ query: { organizationId: c.f.org, year: 2026 } }),
  'payrolls.schedule': (c) => ({ body: { organizationId: c.f.org, year: 2026 } }),
  'POST /api/organizations/:id/payrolls': (c) => ({
    params: { id: c.f.org },
    body: { payrollPlatform: 'ADP', payrollFrequency: 'Weekly (52)' },
  }),
  'payrolls.create': (c) => ({
    body: { id: c.f.org, data: { payrollPlatform: 'ADP', payrollFrequency: 'Weekly (52)' } },
  }),
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
  'POST /api/organizations/:id/group-health-sections': async (c) => ({
    params: { id: c.allowed ? await c.make.org() : c.f.org },
    body: { sectionType: 'dental' },
  }),
  'groupHealth.createSection': async (c) => ({
    body: { id: c.allowed ? await c.make.org() : c.f.org, data: { sectionType: 'dental' } },
  }),
  'PATCH /api/group-health-sections/:id': (c) => ({ params: { id: c.f.ghSection }, body: { policyNumber: 'P-1' } }),
  'groupHealth.updateSection': (c) => ({ body: { id: c.f.ghSection, data: { policyNumber: 'P-1' } } }),
  'DELETE /api/group-health-sections/:id': async (c) =>
    id(await fresh(c, async () => c.make.ghSection(await c.make.org()), c.f.ghSection)),
  'groupHealth.deleteSection': async (c) =>
    id(await fresh(c, async () => c.make.ghSection(await c.make.org()), c.f.ghSection)),
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
  'POST /api/organizations/:id/pc-sections': async (c) => ({
    params: { id: c.allowed ? await c.make.org() : c.f.org },
    body: { sectionType: 'workers_comp' },
  }),
  'pcSections.create': async (c) => ({
    body: { id: c.allowed ? await c.make.org() : c.f.org, data: { sectionType: 'workers_comp' } },
  }),
  'PATCH /api/pc-sections/:id': (c) => ({ params: { id: c.f.pcSection }, body: { policyNumber: 'P-2' } }),
  'pcSections.update': (c) => ({ body: { id: c.f.pcSection, data: { policyNumber: 'P-2' } } }),
  'DELETE /api/pc-sections/:id': async (c) =>
    id(await fresh(c, async () => c.make.pcSection(await c.make.org()), c.f.pcSection)),
  'pcSections.delete': async (c) => id(await fresh(c, async () => c.make.pcSection(await c.make.org()), c.f.pcSection)),
  'GET /api/organizations/:id/merchant-accounts': org,
  'merchantAccounts.list': org,
  'POST /api/merchant-accounts/:id/reveal': (c) => id(c.f.merchant),
  'merchantAccounts.reveal': (c) => id(c.f.merchant),
  'POST /api/organizations/:id/merchant-accounts': (c) => ({
    params: { id: c.f.org },
    body: { mid: 'MID-NEW', processor: 'Fiserv' },
  }),
  'merchantAccounts.create': (c) => ({ body: { id: c.f.org, data: { mid: 'MID-NEW', processor: 'Fiserv' } } }),
  'PATCH /api/merchant-accounts/:id': (c) => ({
    params: { id: c.f.merchant },
    body: { mid: 'MID-EDIT', processor: 'Fiserv' },
  }),
  'merchantAccounts.update': (c) => ({ body: { id: c.f.merchant, data: { mid: 'MID-EDIT', processor: 'Fiserv' } } }),
  'GET /api/organizations/:id/soi-events': org,
  'soi.forOrganization': org,
  'GET /api/organizations/:id/business-license-renewals': org,
  'businessLicenses.forOrganization': org,
  'POST /api/soi-calendar/generate': async (c) => ({
    body: { organizationId: c.allowed ? await c.make.org() : c.f.org, entityType: 'llc', formationDate: '2020-05-01' },
  }),
  'soi.generate': async (c) => ({
    body: { organizationId: c.allowed ? await c.make.org() : c.f.org, entityType: 'llc', formationDate: '2020-05-01' },
  }),
  'DELETE /api/soi-calendar/remove': async (c) => ({
    body: { organizationId: c.allowed ? await c.make.org() : c.f.org },
  }),
  'soi.remove': async (c) => ({ body: { organizationId: c.allowed ? await c.make.org() : c.f.org } }),
  'POST /api/business-license-renewals/generate': async (c) => ({
    body: { organizationId: c.allowed ? await c.make.org() : c.f.org, registeredDate: '2025-01-10' },
  }),
  'businessLicenses.generate': async (c) => ({
    body: { organizationId: c.allowed ? await c.make.org() : c.f.org, registeredDate: '2025-01-10' },
  }),
  'POST /api/business-license-renewals/generate-other': async (c) => ({
    body: { organizationId: c.allowed ? await c.make.org() : c.f.org, reminderDate: '2026-09-01' },
  }),
  'businessLicenses.generateOther': async (c) => ({
    body: { organizationId: c.allowed ? await c.make.org() : c.f.org, reminderDate: '2026-09-01' },
  }),
  'DELETE /api/business-license-renewals/remove': async (c) => ({
    body: { organizationId: c.allowed ? await c.make.org() : c.f.org },
  }),
  'businessLicenses.remove': async (c) => ({ body: { organizationId: c.allowed ? await c.make.org() : c.f.org } }),
};
