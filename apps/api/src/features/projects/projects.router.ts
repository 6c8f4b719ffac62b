import {
  OrganizationIdInput,
  OrganizationProjectCreate,
  ProjectCreate,
  ProjectIdInput,
  ProjectListQuery,
  ProjectUpdate,
  TaskCountsQuery,
} from '@app/domain';
import { z } from 'zod';
import { procedure, router } from '../../trpc/init';
import * as service from './projects.service';
import { allOf } from '../../security/access';

const read = () => procedure('projects', 'read');
const edit = () => procedure('projects', 'edit');

export const projectsRouter = router({
  list: read()
    .input(ProjectListQuery)
    .query(({ ctx, input }) => service.list(ctx, input)),
  get: read()
    .input(ProjectIdInput)
    .query(({ ctx, input }) => service.get(ctx, input)),
  taskCounts: read()
    .input(TaskCountsQuery)
    .query(({ ctx, input }) => service.taskCounts(ctx, input.ids ?? null)),
  create: edit()
    .input(ProjectCreate)
    .mutation(({ ctx, input }) => service.create(ctx, input)),
  createForOrganization: procedure(allOf(['projects', 'edit'], ['organizations', 'read']))
    .input(OrganizationIdInput.extend({ data: OrganizationProjectCreate }))
    .mutation(({ ctx, input }) => service.createForOrganization(ctx, input.id, input.data)),
  update: edit()
    .input(ProjectIdInput.extend({ data: ProjectUpdate }))
    .mutation(({ ctx, input }) => service.update(ctx, input.id, input.data)),
  complete: edit()
    .input(ProjectIdInput)
    .mutation(({ ctx, input }) => service.complete(ctx, input)),
  delete: procedure('projects', 'delete')
    .input(ProjectIdInput)
    .mutation(({ ctx, input }) => service.remove(ctx, input)),
  linkedTo: read()
    .input(
      z.union([z.object({ clientId: ProjectIdInput.shape.id }), z.object({ organizationId: ProjectIdInput.shape.id })]),
    )
    .query(({ ctx, input }) => service.linkedProjects(ctx, input)),
});
