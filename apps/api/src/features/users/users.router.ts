import { procedure, router } from '../../trpc/init';
import * as service from './users.service';

export const usersRouter = router({
  directory: procedure('userDirectory', 'read').query(({ ctx }) => service.directory(ctx)),
  mySettings: procedure('self', 'read').query(({ ctx }) => service.mySettings(ctx)),
});
