import { z } from 'zod';
import {
  ClientCreate,
  ClientDuplicateCheck,
  ClientIdParams,
  ClientListInput,
  ClientOrganizationParams,
  ClientSpouseParams,
  ClientUpdate,
  DeleteClientsByIdAnswer,
  DeleteClientsByIdOrganizationsByOrgIdAnswer,
  DeleteClientsByIdSpousesBySpouseIdAnswer,
  DeletedListQuery,
  GetClientsAnswer,
  GetClientsByIdAnswer,
  GetClientsByIdOrganizationsAnswer,
  GetClientsByIdProjectsAnswer,
  GetClientsByIdSpouseCandidatesAnswer,
  GetClientsByIdSpousesAnswer,
  GetClientsByIdSubmissionsAnswer,
  GetClientsDeletedAnswer,
  PostClientsAnswer,
  PostClientsByIdPurgeAnswer,
  PostClientsByIdRevealAnswer,
  PostClientsByIdSpousesAnswer,
  PostClientsCheckDuplicatesAnswer,
  PutClientsByIdAnswer,
  RevealSsnInput,
  SpouseCandidatesQuery,
  SpouseLinkCreate,
} from '@app/domain';
import { setTotalHeaders } from '../../lists/list-page';
import { JsonText } from '../../core/json-text';
import type { Rest } from '../../rest/route';
import * as service from './clients.service';
import * as spouses from './spouses.service';
import { allOf } from '../../security/access';

const read = ['clients', 'read'] as const;
const edit = ['clients', 'edit'] as const;
// A client's projects are projects and its organizations organizations (docs/decisions/4-security.md): both flags.
const withProjects = allOf(read, ['projects', 'read']);
const withOrganizations = allOf(read, ['organizations', 'read']);

export function clientsRest(rest: Rest): void {
  // A bare array (docs/decisions/3-api.md); the number of matches in x-total-count (x-total-capped: true when it reached the 1,000 cap).
  rest.route({
    method: 'GET',
    url: '/api/clients',
    response: { json: GetClientsAnswer, headers: ['x-total-count', 'x-total-capped'] },
    permission: read,
    query: ClientListInput,
    handler: async (ctx, { query }, { reply }) => {
      const page = await service.listJson(ctx, query);
      setTotalHeaders(reply, page);
      return new JsonText(page.itemsJson);
    },
  });
  rest.route({
    method: 'POST',
    url: '/api/clients/check-duplicates',
    response: PostClientsCheckDuplicatesAnswer,
    permission: read,
    body: ClientDuplicateCheck,
    handler: (ctx, { body }) => service.checkDuplicates(ctx, body),
  });
  rest.route({
    method: 'POST',
    url: '/api/clients',
    response: PostClientsAnswer,
    permission: edit,
    status: 201,
    body: ClientCreate,
    handler: (ctx, { body }) => service.create(ctx, body),
  });
  rest.route({
    method: 'GET',
    url: '/api/clients/deleted',
    response: GetClientsDeletedAnswer,
    permission: ['clients', 'admin'],
    query: DeletedListQuery,
    handler: (ctx, { query }) => service.listDeleted(ctx, query),
  });
  rest.route({
    method: 'GET',
    url: '/api/clients/:id',
    response: GetClientsByIdAnswer,
    permission: read,
    params: ClientIdParams,
    handler: (ctx, { params }) => service.get(ctx, params),
  });
  rest.route({
    method: 'PUT',
    url: '/api/clients/:id',
    response: PutClientsByIdAnswer,
    permission: edit,
    params: ClientIdParams,
    body: ClientUpdate,
    handler: (ctx, { params, body }) => service.update(ctx, { ...body, id: params.id }),
  });
  rest.route({
    method: 'DELETE',
    url: '/api/clients/:id',
    response: DeleteClientsByIdAnswer,
    permission: ['clients', 'delete'],
    params: ClientIdParams,
    handler: (ctx, { params }) => service.remove(ctx, params),
  });
  rest.route({
    method: 'POST',
    url: '/api/clients/:id/purge',
    response: PostClientsByIdPurgeAnswer,
    permission: ['clients', 'admin'],
    params: ClientIdParams,
    handler: (ctx, { params }) => service.purge(ctx, params),
  });
  rest.route({
    method: 'POST',
    url: '/api/clients/:id/reveal',
    response: PostClientsByIdRevealAnswer,
    permission: read,
    params: ClientIdParams,
    body: RevealSsnInput,
    handler: (ctx, { params, body }) => service.reveal(ctx, { id: params.id, field: body.field }),
  });
  rest.route({
    method: 'GET',
    url: '/api/clients/:id/projects',
    response: GetClientsByIdProjectsAnswer,
    permission: withProjects,
    params: ClientIdParams,
    handler: (ctx, { params }) => service.projects(ctx, params),
  });
  rest.route({
    method: 'GET',
    url: '/api/clients/:id/organizations',
    response: GetClientsByIdOrganizationsAnswer,
    permission: withOrganizations,
    params: ClientIdParams,
    handler: (ctx, { params }) => service.organizations(ctx, params),
  });
  rest.route({
    method: 'DELETE',
    url: '/api/clients/:id/organizations/:orgId',
    response: DeleteClientsByIdOrganizationsByOrgIdAnswer,
    permission: allOf(edit, ['organizations', 'read']),
    params: ClientOrganizationParams,
    handler: (ctx, { params }) => service.unlinkOrganization(ctx, { id: params.id, organizationId: params.orgId }),
  });
  rest.route({
    method: 'GET',
    url: '/api/clients/:id/submissions',
    response: GetClientsByIdSubmissionsAnswer,
    permission: read,
    params: ClientIdParams,
    handler: (ctx, { params }) => service.submissions(ctx, params),
  });
  rest.route({
    method: 'POST',
    url: '/api/clients/:id/send-portal-invite',
    summary: 'Send the client portal invitation (not available yet: answers 409)',
    response: z.never(),
    permission: edit,
    params: ClientIdParams,
    handler: (ctx, { params }) => service.sendPortalInvite(ctx, params),
  });

  rest.route({
    method: 'GET',
    url: '/api/clients/:id/spouses',
    response: GetClientsByIdSpousesAnswer,
    permission: read,
    params: ClientIdParams,
    handler: (ctx, { params }) => spouses.list(ctx, params),
  });
  rest.route({
    method: 'GET',
    url: '/api/clients/:id/spouse-candidates',
    response: GetClientsByIdSpouseCandidatesAnswer,
    permission: read,
    params: ClientIdParams,
    query: SpouseCandidatesQuery,
    handler: (ctx, { params, query }) => spouses.candidates(ctx, { ...query, id: params.id }),
  });
  rest.route({
    method: 'POST',
    url: '/api/clients/:id/spouses',
    response: PostClientsByIdSpousesAnswer,
    permission: edit,
    status: 201,
    params: ClientIdParams,
    body: SpouseLinkCreate,
    handler: (ctx, { params, body }) => spouses.link(ctx, { ...body, id: params.id }),
  });
  rest.route({
    method: 'DELETE',
    url: '/api/clients/:id/spouses/:spouseId',
    response: DeleteClientsByIdSpousesBySpouseIdAnswer,
    permission: edit,
    params: ClientSpouseParams,
    handler: (ctx, { params }) => spouses.unlink(ctx, params),
  });
}
