import {
  OTHER_USER_EDIT_MESSAGE,
  userEditScope,
  type SessionUser,
  type UserPut,
  type WorkforceUser,
} from '@app/domain';
import type { UserCtx } from '../../core/service-context';
import { forbidden } from '../../core/app-error';
import { updateOwnAccount } from './own-account.service';
import * as service from './users.service';

/** PUT /api/users/{id}: Workforce's edit for administrators, otherwise the user's own account only. */
export async function putUser(ctx: UserCtx, id: number, body: UserPut): Promise<WorkforceUser | SessionUser> {
  const scope = userEditScope(ctx.user, id);
  if (scope === 'workforce') {
    const { currentPassword: _, ...update } = body;
    return service.update(ctx, { ...update, id });
  }
  if (scope === 'own-account') return updateOwnAccount(ctx, body);
  throw forbidden(OTHER_USER_EDIT_MESSAGE);
}
