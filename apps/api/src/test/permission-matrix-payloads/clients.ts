import { ownerRecords, taxOwner } from './owner-records';
import { client, fresh, id, type Build } from './payload';

let edits = 0;

/**
 * Clients and the records they own: valid requests of the rows in
 * ../../security/permission-matrix/clients.ts.
 */
export const CLIENT_PAYLOADS: Record<string, Build> = {
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
};
