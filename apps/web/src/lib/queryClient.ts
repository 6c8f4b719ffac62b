import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { httpStatusOf } from './request-errors';
import { trpc } from './trpc';

/** The cache key of `auth.me`, from tRPC (never written by hand). */
export const meQueryKey = () => getQueryKey(trpc.auth.me);

/** Reads that failed on the way (no answer) or on the server (5xx) are tried this many more times. */
export const TRANSIENT_RETRIES = 2;

/**
 * A refusal or a bad request (any 4xx: 401, 403, 404, 409, ...) is an answer, never retried, so its
 * screen shows at once; a network error or a 5xx may pass, so a read tries again (with React
 * Query's backoff). Writes are never repeated behind the user's back.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = httpStatusOf(error);
  const transient = status === undefined || status >= 500;
  return transient && failureCount < TRANSIENT_RETRIES;
}

/**
 * Spec 1 section 1: no refetch on window focus, data never goes stale on its own; screens refresh
 * what a write changed through tRPC's `utils` invalidation. A 401 anywhere means the session has
 * ended: the current user becomes null and the protected routes send the visitor to /auth.
 */
export function createQueryClient(): QueryClient {
  const onError = (error: unknown) => {
    if (httpStatusOf(error) === 401) client.setQueriesData({ queryKey: meQueryKey() }, null);
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
  return client;
}
