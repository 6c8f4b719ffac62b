import {
  DeletePersonalTasksByIdAnswer,
  GetPersonalTasksAnswer,
  PatchPersonalTasksByIdAnswer,
  PersonalTaskCreate,
  PersonalTaskUpdate,
  PostPersonalTasksAnswer,
  TaskIdInput,
} from '@app/domain';
import type { Rest } from '../../rest/route';
import * as service from './personal-tasks.service';

const todo = ['tasks', 'edit'] as const;

export function personalTasksRest(rest: Rest): void {
  rest.route({
    method: 'GET',
    url: '/api/personal-tasks',
    response: GetPersonalTasksAnswer,
    permission: ['tasks', 'read'],
    handler: (ctx) => service.list(ctx),
  });
  rest.route({
    method: 'POST',
    url: '/api/personal-tasks',
    response: PostPersonalTasksAnswer,
    permission: todo,
    body: PersonalTaskCreate,
    status: 201,
    handler: (ctx, { body }) => service.create(ctx, body),
  });
  rest.route({
    method: 'PATCH',
    url: '/api/personal-tasks/:id',
    response: PatchPersonalTasksByIdAnswer,
    permission: todo,
    params: TaskIdInput,
    body: PersonalTaskUpdate,
    handler: (ctx, { params, body }) => service.update(ctx, params.id, body),
  });
  rest.route({
    method: 'DELETE',
    url: '/api/personal-tasks/:id',
    response: DeletePersonalTasksByIdAnswer,
    permission: todo,
    params: TaskIdInput,
    handler: (ctx, { params }) => service.remove(ctx, params),
  });
}
