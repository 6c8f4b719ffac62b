import { AllTasksQuery, ProjectIdInput, TaskCreate, TaskIdInput, TaskUpdate } from '@app/domain';
import { procedure, router } from '../../trpc/init';
import * as service from './tasks.service';

// Project tasks are part of the project: read with canAccessProjects, changed with canEditProjects.
const read = () => procedure('projects', 'read');
const edit = () => procedure('projects', 'edit');

export const tasksRouter = router({
  listForProject: read()
    .input(ProjectIdInput)
    .query(({ ctx, input }) => service.listForProject(ctx, input)),
  listAll: read()
    .input(AllTasksQuery)
    .query(({ ctx, input }) => service.listAll(ctx, input)),
  create: edit()
    .input(ProjectIdInput.extend({ data: TaskCreate }))
    .mutation(({ ctx, input }) => service.create(ctx, input.id, input.data)),
  update: edit()
    .input(TaskIdInput.extend({ data: TaskUpdate }))
    .mutation(({ ctx, input }) => service.update(ctx, input.id, input.data)),
  delete: edit()
    .input(TaskIdInput)
    .mutation(({ ctx, input }) => service.remove(ctx, input)),
});
