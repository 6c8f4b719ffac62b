import { MAX_TRPC_BATCH, UNBATCHED_PROCEDURES } from '@app/domain';
import { createTRPCReact, httpBatchLink, httpBatchStreamLink, httpLink, splitLink } from '@trpc/react-query';
import type { AppRouter } from './api-types';

export const trpc = createTRPCReact<AppRouter>();

/**
 * Sign-in and MFA calls go alone (the server refuses them in a batch). Other reads go through the
 * streaming batch link: each answer of a batch reaches its screen as soon as it is ready, so a page
 * header does not wait for the slowest section. Writes use the plain batch link, because a streamed
 * response cannot set the session cookie. Batches stay under the server's cap. The absolute URL
 * keeps fetch working outside a browser page (tests).
 */
export function createTrpcClient(origin = window.location.origin) {
  const url = `${origin}/trpc`;
  const fetchWithCookies = (input: RequestInfo | URL, options?: RequestInit) =>
    fetch(input, { ...options, credentials: 'include' });
  return trpc.createClient({
    links: [
      splitLink({
        condition: (op) => UNBATCHED_PROCEDURES.has(op.path),
        true: httpLink({ url, fetch: fetchWithCookies }),
        false: splitLink({
          condition: (op) => op.type === 'query',
          true: httpBatchStreamLink({ url, maxItems: MAX_TRPC_BATCH, fetch: fetchWithCookies }),
          false: httpBatchLink({ url, maxItems: MAX_TRPC_BATCH, fetch: fetchWithCookies }),
        }),
      }),
    ],
  });
}
