import { can, type Action, type Area } from '@app/domain';
import { useCurrentUser } from './useCurrentUser';

/** Whether the signed-in user may do `action` in `area` (the server's rule, mirrored to hide what it would refuse). */
export function useCan(area: Area, action: Action = 'read'): boolean {
  const { data: user } = useCurrentUser();
  return can(user, area, action);
}
