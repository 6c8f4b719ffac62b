import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The built web app loads only its own files: no inline script, no eval, nothing from elsewhere.
 * Styles allow inline attributes (Mantine sets CSS variables in `style`); images allow `data:`
 * and `blob:` (the MFA QR code, profile pictures, signatures). `'self'` covers the same-origin
 * websocket in current browsers; ws:/wss: are listed for older ones.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self' ws: wss:",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** One year, sub-domains included (sent only over HTTPS behind a trusted proxy). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

const STATIC_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
  'x-frame-options': 'DENY',
};

/** Headers on every answer: request id, no sniffing, no framing, the CSP; HSTS behind TRUST_PROXY over HTTPS. */
export function registerSecurityHeaders(app: FastifyInstance, opts: { trustProxy: boolean }): void {
  // A callback hook, not an async one: no promise per request.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.headers(STATIC_HEADERS);
    // A stored file sets a stricter policy of its own (rest/stored-file.ts).
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    reply.header('x-request-id', request.id);
    if (opts.trustProxy && request.protocol === 'https')
      reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    done(null, payload);
  });
}

const SECRET_PATH = /^(\/calendar\/)[^/]*$/;

/**
 * A request's path as logs may write it: without the query string (tRPC queries carry their input
 * there, and a search term can be SSN digits), and without a secret carried in the path (a
 * calendar feed's URL is its credential).
 */
export function loggedPath(url: string | undefined): string {
  const path = (url ?? '').split('?')[0]!;
  return path.replace(SECRET_PATH, '$1[redacted]');
}

/** How a request is logged: its loggable path, never its headers (cookies). */
export function serializeRequest(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: loggedPath(request.url),
    remoteAddress: request.ip,
  };
}
