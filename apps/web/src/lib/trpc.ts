import { MAX_TRPC_BATCH, UNBATCHED_PROCEDURES } from '@app/domain';
import { createTRPCReact, httpBatchLink, httpLink, splitLink } from '@trpc/react-query';
import type { AppRouter } from './api-types';

export const trpc = createTRPCReact<AppRouter>();

/**
 * httpBatchLink, not the stream link: a streamed response cannot set the session cookie (login,
 * logout). The absolute URL keeps fetch working outside a browser page (tests).
 */
export function createTrpcClient(origin = window.location.origin) {
  const url = `${origin}/trpc`;
  const fetchWithCookie = (input: RequestInfo | URL, options?: RequestInit) => fetch(input, { ...options, credentials: 'include' });
  return trpc.createClient({
    links: [
      // The server refuses sign-in and MFA calls in a batch and caps batch size (issue 10).
      splitLink({
        condition: (op) => UNBATCHED_PROCEDURES.has(op.path),
        true: httpLink({ url, fetch: fetchWithCookie }),
        false: httpBatchLink({ url, maxItems: MAX_TRPC_BATCH, fetch: fetchWithCookie }),
      }),
    ],
  });
}
