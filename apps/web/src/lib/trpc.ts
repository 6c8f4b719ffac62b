import { createTRPCReact, httpBatchLink } from '@trpc/react-query';
import type { AppRouter } from './api-types';

export const trpc = createTRPCReact<AppRouter>();

/**
 * httpBatchLink, not the stream link: a streamed response cannot set the session cookie (login,
 * logout). The absolute URL keeps fetch working outside a browser page (tests).
 */
export function createTrpcClient(origin = window.location.origin) {
  return trpc.createClient({
    links: [
      httpBatchLink({
        url: `${origin}/trpc`,
        fetch: (url, options) => fetch(url, { ...(options as RequestInit), credentials: 'include' }),
      }),
    ],
  });
}
