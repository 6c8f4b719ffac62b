import {
  DeleteProjectsByIdAnswer,
  GetProjectsAnswer,
  GetProjectsByIdAnswer,
  GetProjectsTaskCountsAnswer,
  OrganizationIdInput,
  OrganizationProjectCreate,
  PatchProjectsByIdAnswer,
  PostOrganizationsByIdProjectsAnswer,
  PostProjectsAnswer,
  PostProjectsByIdCompleteAnswer,
  ProjectCreate,
  ProjectIdInput,
  ProjectListQuery,
  ProjectUpdate,
  TaskCountsQuery,
} from '@app/domain';
import type { Rest } from '../../rest/route';
import * as service from './projects.service';
import { allOf } from '../../security/access';

const read = ['projects', 'read'] as const;
const edit = ['projects', 'edit'] as const;

export function projectsRest(rest: Rest): void {
  // A bare array (docs/decisions/3-api.md); the total and the next page's cursor travel in headers.
  rest.route({
    method: 'GET',
    url: '/api/projects',
    response: { json: GetProjectsAnswer, headers: ['x-total-count', 'x-next-cursor'] },
    permission: read,
    query: ProjectListQuery,
    handler: async (ctx, { query }, { reply }) => {
      const page = await service.listJson(ctx, query);
      reply.header('x-total-count', String(page.total));
      if (page.nextCursor) reply.header('x-next-cursor', page.nextCursor);
      return reply.type('application/json; charset=utf-8').send(page.itemsJson);
    },
  });
  rest.route({
    method: 'GET',
    url: '/api/projects/task-counts',
    response: GetProjectsTaskCountsAnswer,
    permission: read,
    query: TaskCountsQuery,
    handler: (ctx, { query }) => service.taskCounts(ctx, query.ids ?? null),
  });
  rest.route({
    method: 'GET',
    url: '/api/projects/:id',
    response: GetProjectsByIdAnswer,
    permission: read,
    params: ProjectIdInput,
    handler: (ctx, { params }) => service.get(ctx, params),
  });
  rest.route({
    method: 'POST',
    url: '/api/projects',
    response: PostProjectsAnswer,
    permission: edit,
    body: ProjectCreate,
    status: 201,
    handler: (ctx, { body }) => service.create(ctx, body),
  });
  rest.route({
    method: 'PATCH',
    url: '/api/projects/:id',
    response: PatchProjectsByIdAnswer,
    permission: edit,
    params: ProjectIdInput,
    body: ProjectUpdate,
    handler: (ctx, { params, body }) => service.update(ctx, params.id, body),
  });
  rest.route({
    method: 'POST',
    url: '/api/projects/:id/complete',
    response: PostProjectsByIdCompleteAnswer,
    permission: edit,
    params: ProjectIdInput,
    handler: (ctx, { params }) => service.complete(ctx, params),
  });
  rest.route({
    method: 'DELETE',
    url: '/api/projects/:id',
    response: DeleteProjectsByIdAnswer,
    permission: ['projects', 'delete'],
    params: ProjectIdInput,
    handler: (ctx, { params }) => service.remove(ctx, params),
  });
  // A project made from an organization's profile: linked to it, in progress unless told otherwise.
  rest.route({
    method: 'POST',
    url: '/api/organizations/:id/projects',
    response: PostOrganizationsByIdProjectsAnswer,
    permission: allOf(edit, ['organizations', 'read']),
    params: OrganizationIdInput,
    body: OrganizationProjectCreate,
    status: 201,
    handler: (ctx, { params, body }) => service.createForOrganization(ctx, params.id, body),
  });
}
