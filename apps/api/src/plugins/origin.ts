import type { FastifyInstance, FastifyRequest } from 'fastify';

export const CROSS_ORIGIN_MESSAGE = 'Cross-origin request refused';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(value: string | undefined): URL | null {
  if (!value || value === 'null') return null;
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/**
 * True when the request's Origin (or, without one, its Referer) is the app's own origin: the
 * host the request was sent to (a page on another site cannot send our Host header from a
 * browser), or one of APP_ORIGIN.
 */
export function isSameOrigin(request: FastifyRequest, extraOrigins: readonly string[]): boolean {
  return originAllowed(request.headers.origin ?? request.headers.referer, request.host, extraOrigins);
}

/** True when `value` (an Origin or a Referer URL) is on `host` or one of `extraOrigins`. */
export function originAllowed(value: string | undefined, host: string, extraOrigins: readonly string[]): boolean {
  const source = originOf(value);
  if (!source || !['http:', 'https:'].includes(source.protocol)) return false;
  if (extraOrigins.includes(source.origin)) return true;
  return stripDefaultPort(source.host) === stripDefaultPort(host);
}

const stripDefaultPort = (host: string) => host.toLowerCase().replace(/:(80|443)$/, '');

/** docs/decisions/4-security.md: every mutating request (REST non-GET, every tRPC mutation) must come from the app itself. */
export function registerOriginCheck(app: FastifyInstance, extraOrigins: readonly string[]): void {
  // A callback hook, not an async one: no promise per request.
  app.addHook('onRequest', (request, reply, done) => {
    if (SAFE_METHODS.has(request.method) || isSameOrigin(request, extraOrigins)) return done();
    reply.code(403).send({ message: CROSS_ORIGIN_MESSAGE });
  });
}
