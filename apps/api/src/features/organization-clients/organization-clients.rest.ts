import {
  DeleteOrganizationsByIdClientsByClientIdAnswer,
  GetOrganizationsByIdClientCandidatesAnswer,
  GetOrganizationsByIdClientsAnswer,
  OrganizationClientCandidatesQuery,
  OrganizationClientLink,
  OrganizationClientPath,
  OrganizationClientUpdate,
  OrganizationIdInput,
  PostOrganizationsByIdClientsAnswer,
  PutOrganizationsByIdClientsByClientIdAnswer,
} from '@app/domain';
import type { Rest } from '../../rest/route';
import * as service from './organization-clients.service';
import { allOf } from '../../security/access';

const read = ['organizations', 'read'] as const;
// Linking shows and changes clients' contact roles: reading clients too (docs/decisions/4-security.md).
const edit = allOf(['organizations', 'edit'], ['clients', 'read']);
const pair = OrganizationClientPath;

export function organizationClientsRest(rest: Rest): void {
  rest.route({
    method: 'GET',
    url: '/api/organizations/:id/clients',
    response: GetOrganizationsByIdClientsAnswer,
    permission: allOf(read, ['clients', 'read']),
    params: OrganizationIdInput,
    handler: (ctx, { params }) => service.list(ctx, params.id),
  });
  rest.route({
    method: 'GET',
    url: '/api/organizations/:id/client-candidates',
    response: GetOrganizationsByIdClientCandidatesAnswer,
    permission: allOf(read, ['clients', 'read']),
    params: OrganizationIdInput,
    query: OrganizationClientCandidatesQuery,
    handler: (ctx, { params, query }) => service.candidates(ctx, params.id, query),
  });
  rest.route({
    method: 'POST',
    url: '/api/organizations/:id/clients',
    response: PostOrganizationsByIdClientsAnswer,
    permission: edit,
    params: OrganizationIdInput,
    body: OrganizationClientLink,
    status: 201,
    handler: (ctx, { params, body }) => service.link(ctx, params.id, body),
  });
  rest.route({
    method: 'PUT',
    url: '/api/organizations/:id/clients/:clientId',
    response: PutOrganizationsByIdClientsByClientIdAnswer,
    permission: edit,
    params: pair,
    body: OrganizationClientUpdate,
    handler: (ctx, { params, body }) => service.update(ctx, params.id, params.clientId, body),
  });
  rest.route({
    method: 'DELETE',
    url: '/api/organizations/:id/clients/:clientId',
    response: DeleteOrganizationsByIdClientsByClientIdAnswer,
    permission: edit,
    params: pair,
    handler: (ctx, { params }) => service.unlink(ctx, params.id, params.clientId),
  });
}
