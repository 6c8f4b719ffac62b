import {
  DeleteOrganizationsByIdAnswer,
  GetOrganizationsAnswer,
  GetOrganizationsByIdAnswer,
  GetOrganizationsByIdProjectsAnswer,
  GetOrganizationsByIdSubmissionsAnswer,
  OrganizationCreate,
  OrganizationDuplicateCheck,
  OrganizationIdInput,
  OrganizationListQuery,
  OrganizationReveal,
  OrganizationUpdate,
  PostOrganizationsAnswer,
  PostOrganizationsByIdRevealAnswer,
  PostOrganizationsCheckDuplicatesAnswer,
  PutOrganizationsByIdAnswer,
} from '@app/domain';
import { setTotalHeaders } from '../../lists/list-page';
import type { Rest } from '../../rest/route';
import { JsonText } from '../../core/json-text';
import * as service from './organizations.service';
import * as listService from './organizations-list.service';
import { allOf } from '../../security/access';

const read = ['organizations', 'read'] as const;
const edit = ['organizations', 'edit'] as const;
const params = OrganizationIdInput;

export function organizationsRest(rest: Rest): void {
  // A bare array (docs/decisions/3-api.md); the number of matches in x-total-count (x-total-capped: true when counting stopped at 1,000).
  rest.route({
    method: 'GET',
    url: '/api/organizations',
    response: { json: GetOrganizationsAnswer, headers: ['x-total-count', 'x-total-capped'] },
    permission: read,
    query: OrganizationListQuery,
    handler: async (ctx, { query }, { reply }) => {
      const page = await listService.listJson(ctx, query);
      setTotalHeaders(reply, page);
      return new JsonText(page.itemsJson);
    },
  });
  rest.route({
    method: 'POST',
    url: '/api/organizations/check-duplicates',
    response: PostOrganizationsCheckDuplicatesAnswer,
    permission: read,
    body: OrganizationDuplicateCheck,
    handler: (ctx, { body }) => service.checkDuplicates(ctx, body),
  });
  rest.route({
    method: 'POST',
    url: '/api/organizations',
    response: PostOrganizationsAnswer,
    permission: edit,
    body: OrganizationCreate,
    status: 201,
    handler: (ctx, { body }) => service.create(ctx, body),
  });
  rest.route({
    method: 'GET',
    url: '/api/organizations/:id',
    response: GetOrganizationsByIdAnswer,
    permission: read,
    params,
    handler: (ctx, { params }) => service.get(ctx, params.id),
  });
  rest.route({
    method: 'PUT',
    url: '/api/organizations/:id',
    response: PutOrganizationsByIdAnswer,
    permission: edit,
    params,
    body: OrganizationUpdate,
    handler: (ctx, { params, body }) => service.update(ctx, params.id, body),
  });
  rest.route({
    method: 'DELETE',
    url: '/api/organizations/:id',
    response: DeleteOrganizationsByIdAnswer,
    permission: ['organizations', 'delete'],
    params,
    handler: (ctx, { params }) => service.remove(ctx, params.id),
  });
  rest.route({
    method: 'POST',
    url: '/api/organizations/:id/reveal',
    response: PostOrganizationsByIdRevealAnswer,
    permission: read,
    params,
    body: OrganizationReveal,
    handler: (ctx, { params, body }) => service.reveal(ctx, params.id, body),
  });
  rest.route({
    method: 'GET',
    url: '/api/organizations/:id/projects',
    response: GetOrganizationsByIdProjectsAnswer,
    permission: allOf(read, ['projects', 'read']),
    params,
    handler: (ctx, { params }) => service.listProjects(ctx, params.id),
  });
  rest.route({
    method: 'GET',
    url: '/api/organizations/:id/submissions',
    response: GetOrganizationsByIdSubmissionsAnswer,
    permission: read,
    params,
    handler: (ctx, { params }) => service.listSubmissions(ctx, params.id),
  });
}
