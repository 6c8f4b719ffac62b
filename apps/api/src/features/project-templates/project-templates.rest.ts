import {
  GetProjectTemplatesAnswer,
  ApplyTemplate,
  DeleteProjectTemplatesByIdAnswer,
  PostProjectsByIdApplyTemplateAnswer,
  PostProjectsByIdSaveAsTemplateAnswer,
  ProjectIdInput,
  ProjectTemplateUpdate,
  PutProjectTemplatesByIdAnswer,
  SaveAsTemplate,
} from '@app/domain';
import type { Rest } from '../../rest/route';
import * as service from './project-templates.service';

const own = ['self', 'edit'] as const;

export function projectTemplatesRest(rest: Rest): void {
  rest.route({
    method: 'GET',
    url: '/api/project-templates',
    response: GetProjectTemplatesAnswer,
    permission: own,
    handler: (ctx) => service.list(ctx),
  });
  rest.route({
    method: 'PUT',
    url: '/api/project-templates/:id',
    response: PutProjectTemplatesByIdAnswer,
    permission: own,
    params: ProjectIdInput,
    body: ProjectTemplateUpdate,
    handler: (ctx, { params, body }) => service.update(ctx, params.id, body),
  });
  rest.route({
    method: 'DELETE',
    url: '/api/project-templates/:id',
    response: DeleteProjectTemplatesByIdAnswer,
    permission: own,
    params: ProjectIdInput,
    handler: (ctx, { params }) => service.remove(ctx, params),
  });
  rest.route({
    method: 'POST',
    url: '/api/projects/:id/save-as-template',
    response: PostProjectsByIdSaveAsTemplateAnswer,
    permission: ['projects', 'read'],
    params: ProjectIdInput,
    body: SaveAsTemplate,
    status: 201,
    handler: (ctx, { params, body }) => service.saveFromProject(ctx, params.id, body),
  });
  rest.route({
    method: 'POST',
    url: '/api/projects/:id/apply-template',
    response: PostProjectsByIdApplyTemplateAnswer,
    permission: ['projects', 'edit'],
    params: ProjectIdInput,
    body: ApplyTemplate,
    handler: (ctx, { params, body }) => service.applyToProject(ctx, params.id, body),
  });
}
