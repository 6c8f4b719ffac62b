import { ownerRecords, taxOwner } from './owner-records';
import { fresh, id, org, type Build } from './payload';

let edits = 0;

/**
 * Organizations, the records they own and their linked clients: valid requests of the rows in
 * ../../security/permission-matrix/organizations.ts.
 */
export const ORGANIZATION_PAYLOADS: Record<string, Build> = {
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
};
