import { PasswordChange, ProfileUpdate, UserIdInput, WorkforceUserCreate, WorkforceUserUpdate } from '@app/domain';
import { z } from 'zod';
import { procedure, router } from '../../trpc/init';
import { changeOwnPassword } from './password.service';
import { updateProfile } from './profile.service';
import * as service from './users.service';

const ListInput = z.object({ search: z.string().trim().max(100).optional() }).default({});

export const usersRouter = router({
  directory: procedure('userDirectory', 'read').query(({ ctx }) => service.directory(ctx)),
  mySettings: procedure('self', 'read').query(({ ctx }) => service.mySettings(ctx)),
  list: procedure('workforce', 'admin')
    .input(ListInput)
    .query(({ ctx, input }) => service.list(ctx, input)),
  create: procedure('workforce', 'admin')
    .input(WorkforceUserCreate)
    .mutation(({ ctx, input }) => service.create(ctx, input)),
  update: procedure('workforce', 'admin')
    .input(z.intersection(UserIdInput, WorkforceUserUpdate))
    .mutation(({ ctx, input }) => service.update(ctx, input)),
  remove: procedure('workforce', 'admin')
    .input(UserIdInput)
    .mutation(({ ctx, input }) => service.remove(ctx, input)),
  updateProfile: procedure('self', 'edit')
    .input(ProfileUpdate)
    .mutation(({ ctx, input }) => updateProfile(ctx, input)),
  changePassword: procedure('self', 'edit')
    .input(PasswordChange)
    .mutation(({ ctx, input }) => changeOwnPassword(ctx, input)),
});
