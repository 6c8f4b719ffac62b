import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppDeps, UserCtx } from '../core/service-context';
import { NUL_MESSAGE, hasNul } from '@app/domain';
import { badRequest, formatIssues } from '../core/app-error';
import { JsonText } from '../core/json-text';
import { requestCtx, type RequestCtx } from '../plugins/request-context';
import { assertAccess, type AccessRule, type Permission } from '../security/access';
import { answerOf, type RestAnswer, type RestResponse } from './answer';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Schema = z.ZodType;
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface UploadForm {
  file: string;
  /** The form may carry other fields (text parts), or be sent as a JSON object instead. */
  otherFields?: boolean;
  alsoJson?: boolean;
}

export interface RestInput<P, Q, B> {
  params: P;
  query: Q;
  body: B;
}

/** The context a handler gets: a signed-in user unless the route is public. */
type HandlerCtx<Perm extends Permission> = Perm extends 'public' ? RequestCtx : RequestCtx & UserCtx;

export interface RestRouteDef<
  Perm extends Permission,
  P extends Schema | undefined,
  Q extends Schema | undefined,
  B extends Schema | undefined,
> {
  method: Method;
  url: string;
  permission: Perm;
  duringEnrolment?: boolean;
  params?: P;
  query?: Q;
  body?: B;
  /**
   * The fields of a DELETE that takes them as a JSON body or, without one, as the query string
   * (handed to the handler as `body`).
   */
  bodyOrQuery?: Schema;
  /** Per-address limit (`@fastify/rate-limit`): at most `max` requests per `timeWindow` ms, then 429. */
  rateLimit?: { max: number; timeWindow: number };
  /** Overrides the server's JSON body limit (bytes) for this route. */
  bodyLimit?: number;
  /** A multipart upload (`readUpload`): served from the context that parses multipart bodies (plugins/limits.ts). */
  upload?: boolean;
  /** For the document: the upload's file field (`file` unless said), and whether a JSON body is taken instead. */
  uploadForm?: UploadForm;
  /** Success status: 200 by default, 201 for creates, 204 for an empty answer. */
  status?: 200 | 201 | 204;
  /** What the route answers on success (the OpenAPI document and the tests' answer check hold it). */
  response: RestResponse;
  /** A sentence for the OpenAPI document when the path alone does not say it. */
  summary?: string;
  handler: (
    ctx: HandlerCtx<Perm>,
    input: RestInput<Out<P>, Out<Q>, Out<B>>,
    http: { request: FastifyRequest; reply: FastifyReply },
  ) => Promise<unknown> | unknown;
}

export interface RestRouteInfo extends AccessRule {
  method: Method;
  url: string;
  /** The input schemas (tests generate valid and malformed requests from them). */
  params?: Schema;
  query?: Schema;
  body?: Schema;
  bodyOrQuery?: Schema;
  /** A multipart upload route (the fuzz test sends it cut-off forms). */
  upload?: boolean;
  uploadForm?: UploadForm;
  status: 200 | 201 | 204;
  /** Absent only where a route was declared without `response` (a test fails on it). */
  answer?: RestAnswer;
  summary?: string;
  rateLimit?: { max: number; timeWindow: number };
  bodyLimit?: number;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * The REST adapter: each documented /api path in a few lines. It checks the permission first
 * (401/403 never depend on the input), validates params, query and body with zod (400 with
 * `field: why`) and calls the same service function as the tRPC procedure.
 */
export class Rest {
  readonly routes: RestRouteInfo[] = [];
  /** The Fastify context of upload routes (set by registerLimits). */
  uploads: FastifyInstance | null = null;

  constructor(
    readonly app: FastifyInstance,
    readonly deps: AppDeps,
  ) {}

  route<
    Perm extends Permission,
    P extends Schema | undefined = undefined,
    Q extends Schema | undefined = undefined,
    B extends Schema | undefined = undefined,
  >(def: RestRouteDef<Perm, P, Q, B>): void {
    const rule: AccessRule = { permission: def.permission, duringEnrolment: def.duringEnrolment ?? false };
    this.routes.push({
      method: def.method,
      url: def.url,
      ...rule,
      params: def.params,
      query: def.query,
      body: def.body,
      ...(def.bodyOrQuery ? { bodyOrQuery: def.bodyOrQuery } : {}),
      ...(def.upload ? { upload: true, ...(def.uploadForm ? { uploadForm: def.uploadForm } : {}) } : {}),
      status: def.status ?? 200,
      ...(def.response ? { answer: answerOf(def.response) } : {}),
      ...(def.summary ? { summary: def.summary } : {}),
      ...(def.rateLimit ? { rateLimit: def.rateLimit } : {}),
      ...(def.bodyLimit ? { bodyLimit: def.bodyLimit } : {}),
    });
    const target = def.upload ? this.uploads : this.app;
    if (!target) throw new Error(`${def.url}: upload routes need registerLimits first`);
    // A public handler that takes no context (the health check) gets none: no session lookup, no object.
    const needsCtx = def.permission !== 'public' || def.handler.length > 0;
    target.route({
      method: def.method,
      url: def.url,
      ...(def.rateLimit ? { config: { rateLimit: def.rateLimit } } : {}),
      ...(def.bodyLimit ? { bodyLimit: def.bodyLimit } : {}),
      handler: async (request, reply) => {
        const ctx = needsCtx ? await requestCtx(this.deps, request, reply) : (null as unknown as RequestCtx);
        if (needsCtx) assertAccess(ctx, rule);
        const at = nulPath(request.params) ?? nulPath(request.query) ?? nulPath(request.body);
        if (at !== null) throw badRequest(at ? `${at}: ${NUL_MESSAGE}` : NUL_MESSAGE);
        const input = {
          params: parse(def.params, request.params),
          query: parse(def.query, request.query),
          body: def.bodyOrQuery ? parse(def.bodyOrQuery, bodyOrQuery(request)) : parse(def.body, request.body ?? {}),
        } as RestInput<Out<P>, Out<Q>, Out<B>>;
        const result = await def.handler(ctx as HandlerCtx<Perm>, input, { request, reply });
        if (reply.sent) return reply;
        const status = def.status ?? 200;
        if (status === 204) return reply.code(204).send();
        if (result instanceof JsonText) return reply.code(status).type(JSON_TYPE).send(result.body());
        return reply.code(status).send(result === undefined ? { ok: true } : result);
      },
    });
  }
}

/** A DELETE's fields: its JSON body, or the query string when it has none. */
export function bodyOrQuery(request: { body?: unknown; query?: unknown }): unknown {
  const body = request.body;
  return body && typeof body === 'object' && Object.keys(body).length > 0 ? body : (request.query ?? {});
}

/**
 * Where a NUL character sits in a parsed request part (`a.b.0`), '' at the top, null when nowhere.
 * A loop over a stack, not recursion: a body's depth is bounded by the JSON parser, a query's by
 * its parser, and no nesting must overflow the call stack.
 */
function nulPath(value: unknown): string | null {
  const stack: Array<[unknown, string]> = [[value, '']];
  while (stack.length > 0) {
    const [node, path] = stack.pop()!;
    if (typeof node === 'string') {
      if (hasNul(node)) return path;
      continue;
    }
    if (typeof node !== 'object' || node === null) continue;
    const keys = Object.keys(node);
    // Pushed last to first: the first field is looked at first, as a reader would.
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i]!;
      const at = path ? `${path}.${key}` : key;
      if (hasNul(key)) return at;
      stack.push([(node as Record<string, unknown>)[key], at]);
    }
  }
  return null;
}

function parse(schema: Schema | undefined, value: unknown): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(formatIssues(result.error.issues));
  return result.data;
}
