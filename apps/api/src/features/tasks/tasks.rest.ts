import {
  AllTasksQuery,
  DeleteTasksByIdAnswer,
  GetProjectsAllTasksAnswer,
  GetProjectsByIdTasksAnswer,
  PatchTasksByIdAnswer,
  PostProjectsByIdTasksAnswer,
  ProjectIdInput,
  TaskCreate,
  TaskIdInput,
  TaskUpdate,
} from '@app/domain';
import type { Rest } from '../../rest/route';
import * as service from './tasks.service';

const read = ['projects', 'read'] as const;
const edit = ['projects', 'edit'] as const;

export function tasksRest(rest: Rest): void {
  rest.route({
    method: 'GET',
    url: '/api/projects/all-tasks',
    response: GetProjectsAllTasksAnswer,
    permission: read,
    query: AllTasksQuery,
    handler: (ctx, { query }) => service.listAll(ctx, query),
  });
  rest.route({
    method: 'GET',
    url: '/api/projects/:id/tasks',
    response: GetProjectsByIdTasksAnswer,
    permission: read,
    params: ProjectIdInput,
    handler: (ctx, { params }) => service.listForProject(ctx, params),
  });
  rest.route({
    method: 'POST',
    url: '/api/projects/:id/tasks',
    response: PostProjectsByIdTasksAnswer,
    permission: edit,
    params: ProjectIdInput,
    body: TaskCreate,
    status: 201,
    handler: (ctx, { params, body }) => service.create(ctx, params.id, body),
  });
  rest.route({
    method: 'PATCH',
    url: '/api/tasks/:id',
    response: PatchTasksByIdAnswer,
    permission: edit,
    params: TaskIdInput,
    body: TaskUpdate,
    handler: (ctx, { params, body }) => service.update(ctx, params.id, body),
  });
  rest.route({
    method: 'DELETE',
    url: '/api/tasks/:id',
    response: DeleteTasksByIdAnswer,
    permission: edit,
    params: TaskIdInput,
    handler: (ctx, { params }) => service.remove(ctx, params),
  });
}
