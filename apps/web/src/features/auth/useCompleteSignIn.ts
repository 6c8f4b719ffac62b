import { toast } from '@app/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import type { SessionUser } from '../../lib/api-types';
import { ME_QUERY_KEY } from '../../lib/queryClient';
import { trpc } from '../../lib/trpc';
import { startPath } from './start-view';

/** Stores the new user, drops anything cached for a previous one and goes to the start view. */
export function useCompleteSignIn() {
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  return (user: SessionUser) => {
    toast.clear();
    queryClient.removeQueries({ predicate: (query) => JSON.stringify(query.queryKey[0]) !== JSON.stringify(ME_QUERY_KEY[0]) });
    utils.auth.me.setData(undefined, user);
    navigate(from && from !== '/auth' ? from : startPath(user), { replace: true });
  };
}
