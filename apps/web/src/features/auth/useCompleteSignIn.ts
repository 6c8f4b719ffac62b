import { toast } from '@app/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { SessionUser } from '../../lib/api-types';
import { meQueryKey } from '../../lib/queryClient';
import { trpc } from '../../lib/trpc';
import { startPath } from './start-view';
import { useReturnPath } from './useReturnPath';

/**
 * Stores the new user, drops anything cached for a previous one and goes back to the page that
 * sent the visitor to sign in (after the second factor too), else to the user's default view.
 */
export function useCompleteSignIn() {
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  return async (user: SessionUser) => {
    toast.clear();
    const me = JSON.stringify(meQueryKey()[0]);
    queryClient.removeQueries({ predicate: (query) => JSON.stringify(query.queryKey[0]) !== me });
    // The default view lives in the user's settings, not in the session answer.
    const path = returnPath ?? startPath(await utils.userSettings.get.fetch().catch(() => null));
    utils.auth.me.setData(undefined, user);
    navigate(path, { replace: true });
  };
}
