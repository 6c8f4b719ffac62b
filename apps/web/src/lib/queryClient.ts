import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { httpStatusOf } from './errors';

/** The tRPC query key prefix of `auth.me`. */
export const ME_QUERY_KEY = [['auth', 'me']] as const;

/**
 * Spec 1 section 1: no retries, no refetch on window focus, data never goes stale on its own;
 * screens refresh lists themselves after writes. A 401 anywhere means the session has ended:
 * the current user becomes null and the protected routes send the visitor to /auth.
 */
export function createQueryClient(): QueryClient {
  const onError = (error: unknown) => {
    if (httpStatusOf(error) === 401) client.setQueriesData({ queryKey: ME_QUERY_KEY }, null);
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
  return client;
}
