import { PersonalTaskCreate, PersonalTaskUpdate, TaskIdInput } from '@app/domain';
import { procedure, router } from '../../trpc/init';
import * as service from './personal-tasks.service';

// The to-do list needs canAccessTasks (docs/decisions/4-security.md) and shows only the caller's own to-dos.
const todo = () => procedure('tasks', 'edit');

export const personalTasksRouter = router({
  list: procedure('tasks', 'read').query(({ ctx }) => service.list(ctx)),
  create: todo()
    .input(PersonalTaskCreate)
    .mutation(({ ctx, input }) => service.create(ctx, input)),
  update: todo()
    .input(TaskIdInput.extend({ data: PersonalTaskUpdate }))
    .mutation(({ ctx, input }) => service.update(ctx, input.id, input.data)),
  delete: todo()
    .input(TaskIdInput)
    .mutation(({ ctx, input }) => service.remove(ctx, input)),
});
