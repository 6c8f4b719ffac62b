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
 * sent the visitor to sign in (after the second factor too), else to the start view.
 */
export function useCompleteSignIn() {
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  return (user: SessionUser) => {
    toast.clear();
    const me = JSON.stringify(meQueryKey()[0]);
    queryClient.removeQueries({ predicate: (query) => JSON.stringify(query.queryKey[0]) !== me });
    utils.auth.me.setData(undefined, user);
    navigate(returnPath ?? startPath(user), { replace: true });
  };
}
