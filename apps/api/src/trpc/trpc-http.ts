import type { AnyRouter } from '@trpc/server';
import { fastifyRequestHandler, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import {
  getErrorShape,
  getHTTPStatusCode,
  getTRPCErrorFromUnknown,
  transformTRPCResponse,
  type AnyProcedure,
} from '@trpc/server/unstable-core-do-not-import';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

// tRPC over HTTP at /trpc/<path>. A plain query read (GET, one procedure or a batch of them) is
// answered here: its procedures are called as tRPC's own handler calls them and the answer is
// written with tRPC's own error shape and status rules, without the Fetch Request, Headers,
// AbortController and Response tRPC's Fastify adapter makes for every call (about 1 ms of CPU per
// global search, half of its time in this process). Everything else (mutations, an unknown path,
// input that is not JSON, a batch over the limit, a streaming client's trpc-accept, which the web's
// httpBatchStreamLink sends) goes to tRPC's handler, which answers it as before. trpc-http.test.ts
// holds the two to the same answers.

export interface TrpcHttpOptions<TRouter extends AnyRouter> {
  /** Fastify's register option: the routes' prefix. */
  prefix: string;
  trpcOptions: FastifyTRPCPluginOptions<TRouter>['trpcOptions'] & { maxBatchSize: number };
}

interface Call {
  path: string;
  procedure: AnyProcedure;
  input: unknown;
}

/** A GET's query calls, and whether they came as a batch (answered as an array). */
interface Reads {
  calls: Call[];
  batch: boolean;
}

/** The registered plugin; the same content type parsers as tRPC's own Fastify plugin. */
export function trpcHttp<TRouter extends AnyRouter>(
  fastify: FastifyInstance,
  opts: TrpcHttpOptions<TRouter>,
  done: (err?: Error) => void,
): void {
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, parsed) => parsed(null, body));
  fastify.removeContentTypeParser('multipart/form-data');
  fastify.addContentTypeParser('multipart/form-data', {}, (_req, body, parsed) => parsed(null, body));
  const { trpcOptions } = opts;
  // (the prefix is Fastify's register option, applied to the route)
  fastify.all('/:path', async (req, reply) => {
    const path = (req.params as { path: string }).path;
    const reads = req.method === 'GET' ? queryReads(trpcOptions.router, req, path, trpcOptions.maxBatchSize) : null;
    const ctx = reads ? await contextOf(trpcOptions, req, reply) : null;
    if (reads && ctx) return answerQueries(trpcOptions, req, reply, reads, ctx.value);
    await fastifyRequestHandler({ ...trpcOptions, req, res: reply, path } as never);
    return reply;
  });
  done();
}

/** The calls of a GET that reads only queries, or null when tRPC's own handler should answer it. */
function queryReads(router: AnyRouter, req: FastifyRequest, path: string, maxBatchSize: number): Reads | null {
  if (req.headers['trpc-accept'] !== undefined || req.headers.accept?.includes('application/jsonl')) return null;
  const query = req.query as Record<string, unknown>;
  const batch = query.batch === '1';
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  const paths = batch ? decoded.split(',') : [decoded];
  if (paths.length > maxBatchSize) return null;
  let inputs: unknown;
  if (typeof query.input === 'string' && query.input !== '') {
    try {
      inputs = JSON.parse(query.input);
    } catch {
      return null;
    }
  } else if (query.input !== undefined) return null;
  if (batch && inputs !== undefined && (typeof inputs !== 'object' || inputs === null)) return null;
  const calls: Call[] = [];
  for (const [index, name] of paths.entries()) {
    const procedure = (router._def.procedures as Record<string, AnyProcedure | undefined>)[name];
    if (!procedure || procedure._def.type !== 'query') return null;
    const input = batch ? (inputs as Record<string, unknown> | undefined)?.[index] : inputs;
    calls.push({ path: name, procedure, input });
  }
  return { calls, batch };
}

/** The request's context, or null when making it failed (tRPC's handler then answers the error its way). */
async function contextOf<TRouter extends AnyRouter>(
  opts: TrpcHttpOptions<TRouter>['trpcOptions'],
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<{ value: unknown } | null> {
  try {
    return { value: await (opts.createContext as (o: unknown) => Promise<unknown>)({ req, res: reply }) };
  } catch {
    return null;
  }
}

async function answerQueries<TRouter extends AnyRouter>(
  opts: TrpcHttpOptions<TRouter>['trpcOptions'],
  req: FastifyRequest,
  reply: FastifyReply,
  { calls, batch }: Reads,
  ctx: unknown,
): Promise<FastifyReply> {
  const config = opts.router._def._config;
  const answers = await Promise.all(
    calls.map(async (call, batchIndex) => {
      try {
        const data = await call.procedure({
          ctx,
          path: call.path,
          type: 'query',
          getRawInput: async () => call.input,
          signal: undefined,
          batchIndex,
        });
        return { result: { data } };
      } catch (cause) {
        const error = getTRPCErrorFromUnknown(cause);
        opts.onError?.({ error, path: call.path, input: call.input, ctx, type: 'query', req } as never);
        return { error: getErrorShape({ config, ctx, error, input: call.input, path: call.path, type: 'query' }) };
      }
    }),
  );
  const body = batch ? answers : answers[0]!;
  return (
    reply
      .code(getHTTPStatusCode(body as never))
      .header('vary', 'trpc-accept, accept')
      .header('content-type', 'application/json')
      // (bytes: Fastify adds a charset to a string's content type, tRPC's answers carry none)
      .send(Buffer.from(JSON.stringify(transformTRPCResponse(config, body as never))))
  );
}
