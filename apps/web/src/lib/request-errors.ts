import { TRPCClientError } from '@trpc/client';

/** The HTTP status a tRPC error carries, if any. */
export function httpStatusOf(error: unknown): number | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  const data = (error as TRPCClientError<never>).data as { httpStatus?: unknown } | undefined;
  return typeof data?.httpStatus === 'number' ? data.httpStatus : undefined;
}

const FETCH_FAILED = /failed to fetch|networkerror|load failed|fetch failed|network error/i;

/** The request never reached the server (it is down, or the network is). */
export function isConnectionError(error: unknown): boolean {
  return error instanceof Error && httpStatusOf(error) === undefined && FETCH_FAILED.test(error.message);
}

export const connectionMessage = (host = typeof window === 'undefined' ? 'the server' : window.location.host) =>
  `Cannot connect to the server at ${host}. Check your connection and try again.`;

// Input wrappers of the tRPC procedures (`{ id, data }`, `{ id, patch }`): not a field a user knows.
const WRAPPERS = new Set(['data', 'patch', 'input', 'body', 'values']);

/** `patch.platform` -> `Platform`, `ownershipPercentage` -> `Ownership percentage`. */
export function fieldLabel(path: string): string {
  const segments = path.split('.').filter((s) => !WRAPPERS.has(s) && !/^\d+$/.test(s));
  const last = segments.at(-1) ?? path;
  const words = last
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The server's `field: why; field: why` with the fields named as a user reads them. */
export function readableMessage(message: string): string {
  return message
    .split('; ')
    .map((part) => {
      const m = /^([A-Za-z_][\w.]*): ([\s\S]+)$/.exec(part);
      return m ? `${fieldLabel(m[1]!)}: ${m[2]}` : part;
    })
    .join('; ');
}

/**
 * What a failure toast says: the status and the server's message (spec 1 section 8: 'the status
 * code, a colon, a space, then the body text'), or the connection error naming the server.
 */
export function errorMessage(error: unknown, fallback = 'An error occurred'): string {
  if (isConnectionError(error)) return connectionMessage();
  if (!(error instanceof Error) || !error.message) return fallback;
  const status = httpStatusOf(error);
  const text = readableMessage(error.message);
  return status && status >= 400 ? `${status}: ${text}` : text;
}

/** The server refused the read for lack of permission (tRPC FORBIDDEN, HTTP 403): the page shows Access Denied. */
export function isRefusal(error: unknown): boolean {
  return httpStatusOf(error) === 403;
}
