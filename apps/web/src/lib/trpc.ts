import { createTRPCReact, httpBatchLink, httpBatchStreamLink, splitLink } from '@trpc/react-query';
import type { AppRouter } from './api-types';

export const trpc = createTRPCReact<AppRouter>();

/**
 * Reads go through the streaming batch link: each answer of a batch reaches its screen as soon
 * as it is ready, so a page header does not wait for the slowest section. Writes use the plain
 * batch link, because a streamed response cannot set the session cookie (login, logout). The
 * absolute URL keeps fetch working outside a browser page (tests).
 */
export function createTrpcClient(origin = window.location.origin) {
  const url = `${origin}/trpc`;
  const fetchWithCookies = (input: RequestInfo | URL, options?: RequestInit) => fetch(input, { ...options, credentials: 'include' });
  return trpc.createClient({
    links: [
      splitLink({
        condition: (op) => op.type === 'query',
        true: httpBatchStreamLink({ url, fetch: fetchWithCookies }),
        false: httpBatchLink({ url, fetch: fetchWithCookies }),
      }),
    ],
  });
}
