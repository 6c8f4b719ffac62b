import type { RestRouteInfo } from '../rest/route';
import { ERROR_RESPONSES, errorStatusesOf, LIST_HEADERS, SECURITY_SCHEMES } from './errors';
import { jsonSchemaOf, parametersOf, type JsonSchema } from './json-schema';

// The OpenAPI 3.1 document of the REST adapter, built from the routes as registered (rest/route.ts):
// the same zod schemas that validate a request describe it, and each route's `response` its answers.

export type OpenApiDocument = {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: Array<{ url: string; description: string }>;
  security: Array<Record<string, string[]>>;
  tags: Array<{ name: string; description: string }>;
  paths: Record<string, Record<string, Operation>>;
  components: Record<string, unknown>;
};

export interface Operation {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  security?: Array<Record<string, string[]>>;
  parameters?: unknown[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
}

const DESCRIPTION = `The documented REST paths of Practice Desk; the web app itself uses the typed tRPC procedures
at /trpc (docs/api.md shows both doors).

Sign in with POST /api/login ({username, password}); the answer sets the httpOnly \`session\`
cookie, which every other call sends back. When the account uses a second factor, the login answers
{"mfaRequired": true} and POST /api/login/mfa ({code}) completes it.

Every mutating request (POST, PUT, PATCH, DELETE) must carry an \`Origin\` (or \`Referer\`) header of
the app's own origin (or one of APP_ORIGIN), else 403 "Cross-origin request refused".

Errors are JSON {"message": "..."}: 400 names the field and why (\`field: why\`), 401 no session,
403 not allowed (or a foreign Origin), 404 not found (also a record the caller may not see),
409 conflict, 413 too large, 415 not JSON or multipart as expected, 429 too many attempts.

Lists answer a bare JSON array; paged lists carry X-Total-Count (and X-Total-Capped: true when
counting stopped at 1,000) and, where they page by cursor, X-Next-Cursor.`;

/** `/api/clients/:id` as OpenAPI writes it: `/api/clients/{id}`. */
export function openApiPath(url: string): string {
  return url.replace(/:(\w+)/g, '{$1}');
}

/** The tag of a path: its first segment after /api (`/api/referral-sources/...` → `referral-sources`). */
export function tagOf(url: string): string {
  const parts = url.split('/').filter(Boolean);
  return parts[0] === 'api' ? (parts[1] ?? 'api') : parts[0]!;
}

function operationIdOf(route: RestRouteInfo): string {
  const words = route.url
    .split('/')
    .filter((part) => part && part !== 'api')
    .map((part) => (part.startsWith(':') ? `by-${part.slice(1)}` : part))
    .join('-')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return [route.method.toLowerCase(), ...words.map((w) => w[0]!.toUpperCase() + w.slice(1))].join('');
}

function permissionText(route: RestRouteInfo): string {
  const p = route.permission;
  if (p === 'public') return 'Public: no session needed.';
  if (p === 'signedIn') return 'Any signed-in user.';
  const pair = (a: readonly string[]) => `${a[0]}:${a[1]}`;
  if ('allOf' in p) return `Needs all of ${p.allOf.map(pair).join(', ')}.`;
  if ('anyOf' in p) return `Needs one of ${p.anyOf.map(pair).join(', ')}.`;
  return `Needs ${pair(p)}.`;
}

/** A file answer's schema: text, any JSON document (an export), or bytes. */
function fileSchemaOf(mediaType: string): JsonSchema {
  if (mediaType === 'application/json') return {};
  return mediaType.startsWith('text/') ? { type: 'string' } : { type: 'string', format: 'binary' };
}

function successResponses(route: RestRouteInfo): Record<string, unknown> {
  const answer = route.answer ?? {};
  if (route.status === 204) return { '204': { description: 'Done; no content.' } };
  const content: Record<string, { schema: JsonSchema }> = {};
  if (answer.json) content['application/json'] = { schema: jsonSchemaOf(answer.json, 'output') };
  for (const type of answer.files ?? []) {
    content[type] = { schema: fileSchemaOf(type) };
  }
  const headers = Object.fromEntries((answer.headers ?? []).map((h) => [LIST_HEADERS[h].name, LIST_HEADERS[h].header]));
  const ok: Record<string, unknown> = {
    description: answer.files?.length && !answer.json ? 'The file.' : 'Success.',
    ...(Object.keys(headers).length ? { headers } : {}),
    ...(Object.keys(content).length ? { content } : {}),
  };
  return { [String(route.status)]: ok };
}

/** A multipart upload's body: its file field (required unless the form has other fields), or a JSON object. */
function uploadBodyOf(route: RestRouteInfo): unknown {
  const form = route.uploadForm ?? { file: 'file' };
  const multipart = {
    type: 'object',
    properties: { [form.file]: { type: 'string', format: 'binary' } },
    ...(form.otherFields ? { additionalProperties: { type: 'string' } } : { required: [form.file] }),
  };
  return {
    required: true,
    content: {
      'multipart/form-data': { schema: multipart },
      ...(form.alsoJson ? { 'application/json': { schema: { type: 'object' } } } : {}),
    },
  };
}

function operationOf(route: RestRouteInfo): Operation {
  const parameters = [
    ...parametersOf(route.params, 'path'),
    ...parametersOf(route.query, 'query'),
    // A DELETE's fields as a JSON body or, without one, in the query string: none is required there.
    ...parametersOf(route.bodyOrQuery, 'query').map((p) => ({ ...(p as object), required: false })),
  ];
  const body = route.body ?? route.bodyOrQuery;
  const requestBody = route.upload
    ? uploadBodyOf(route)
    : body
      ? {
          required: !route.bodyOrQuery && !['GET', 'DELETE'].includes(route.method),
          content: { 'application/json': { schema: jsonSchemaOf(body, 'input') } },
        }
      : undefined;
  const responses = successResponses(route);
  for (const status of errorStatusesOf(route))
    responses[String(status)] = { $ref: `#/components/responses/E${status}` };
  return {
    operationId: operationIdOf(route),
    summary: route.summary ?? `${route.method} ${openApiPath(route.url)}`,
    description:
      permissionText(route) + (route.rateLimit ? ` At most ${route.rateLimit.max} calls a minute per address.` : ''),
    tags: [tagOf(route.url)],
    ...(route.permission === 'public' ? { security: [] } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses,
  };
}

/** The whole document of the routes, in registration order (the registry's order is the areas' order). */
export function openApiDocument(routes: readonly RestRouteInfo[], version: string): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes) {
    const path = openApiPath(route.url);
    (paths[path] ??= {})[route.method.toLowerCase()] = operationOf(route);
  }
  const tags = [...new Set(routes.map((r) => tagOf(r.url)))].map((name) => ({
    name,
    description: name === 'calendar' ? 'Calendar feeds (iCalendar), outside /api.' : `The ${name} paths.`,
  }));
  return {
    openapi: '3.1.0',
    info: { title: 'Practice Desk REST API', version, description: DESCRIPTION },
    servers: [{ url: '/', description: 'The server that serves this document' }],
    security: [{ sessionCookie: [] }],
    tags,
    paths,
    components: { securitySchemes: SECURITY_SCHEMES, ...ERROR_RESPONSES },
  };
}
