import type { ListHeader } from '../rest/answer';
import type { RestRouteInfo } from '../rest/route';

// The error answers of the REST adapter (docs/decisions/3-api.md): one JSON shape, the statuses a route
// can answer read from what it declares, and the session cookie every non-public route needs.

const ERROR_SCHEMA = {
  type: 'object',
  properties: { message: { type: 'string', description: 'What went wrong; for 400, `field: why`.' } },
  required: ['message'],
};

const ERROR_TEXT: Record<number, string> = {
  400: 'Invalid input: the message names the field and why (`field: why`, several joined by "; ").',
  401: 'No session, or it expired: sign in with POST /api/login.',
  403: 'Not allowed for this user, or a mutation without the app’s own Origin (or Referer).',
  404: 'Not found, or a record the caller may not see.',
  409: 'Conflict with the stored data (a duplicate, a rule of the record’s state).',
  413: 'The body or the uploaded file is too large.',
  415: 'The body is not of the expected type (JSON, or multipart/form-data for uploads).',
  429: 'Too many attempts: sign-in limits per username and per address.',
};

export const ERROR_RESPONSES = {
  schemas: { Error: ERROR_SCHEMA },
  responses: Object.fromEntries(
    Object.entries(ERROR_TEXT).map(([status, description]) => [
      `E${status}`,
      { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
    ]),
  ),
};

export const SECURITY_SCHEMES = {
  sessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: 'session',
    description:
      'Set by POST /api/login (httpOnly, SameSite=Lax; Secure behind HTTPS). Mutations must also carry an Origin or Referer of the app’s own origin.',
  },
};

const SIGN_IN_PATHS = new Set(['/api/login', '/api/login/mfa', '/api/register']);
const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The error statuses a route can answer, from what it declares. */
export function errorStatusesOf(route: RestRouteInfo): number[] {
  const mutation = MUTATIONS.has(route.method);
  // Any request can be malformed (a NUL character anywhere, a body that is not JSON): 400 everywhere.
  const statuses = new Set<number>([400]);
  if (route.permission !== 'public') statuses.add(401).add(403);
  if (mutation) statuses.add(403).add(409);
  if (route.params || route.permission !== 'public') statuses.add(404);
  // A mutation's body, declared or not, is parsed: too large or of a type the server does not read.
  if (mutation || route.body || route.upload) statuses.add(413).add(415);
  if (SIGN_IN_PATHS.has(route.url)) statuses.add(401);
  if (route.rateLimit || SIGN_IN_PATHS.has(route.url)) statuses.add(429);
  return [...statuses].sort();
}

export const LIST_HEADERS: Record<ListHeader, { name: string; header: unknown }> = {
  'x-total-count': {
    name: 'X-Total-Count',
    header: {
      description: 'The number of matches (exact unless X-Total-Capped).',
      schema: { type: 'integer', minimum: 0 },
    },
  },
  'x-total-capped': {
    name: 'X-Total-Capped',
    header: { description: 'Present when counting stopped at the cap.', schema: { type: 'string', const: 'true' } },
  },
  'x-next-cursor': {
    name: 'X-Next-Cursor',
    header: {
      description: 'Present when more rows follow: send it back as `?cursor=` for the next page.',
      schema: { type: 'string' },
    },
  },
};
