import { UserSettingsUpdate } from '@app/domain';
import { procedure, router } from '../../trpc/init';
import * as service from './user-settings.service';

export const userSettingsRouter = router({
  get: procedure('self', 'read').query(({ ctx }) => service.get(ctx)),
  update: procedure('self', 'edit')
    .input(UserSettingsUpdate)
    .mutation(({ ctx, input }) => service.update(ctx, input)),
  sessions: procedure('self', 'read').query(({ ctx }) => service.sessions(ctx)),
  signOutOthers: procedure('self', 'edit').mutation(({ ctx }) => service.signOutOthers(ctx)),
});
