import type {
  AnyProcedure,
  inferProcedureInput,
  inferTransformedProcedureOutput,
  RouterRecord,
} from '@trpc/server/unstable-core-do-not-import';
import { jsonlStreamProducer } from '@trpc/server/unstable-core-do-not-import';
import { http, HttpResponse } from 'msw';
import type { AppRouter } from '../lib/api-types';

export class TrpcTestError extends Error {
  constructor(
    public httpStatus: number,
    message: string,
  ) {
    super(message);
  }
}

const CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  429: 'TOO_MANY_REQUESTS',
  500: 'INTERNAL_SERVER_ERROR',
};

/** Every procedure of the API as `[dotted path, procedure]`. */
type ProcedureEntries<R, Prefix extends string = ''> = {
  [K in keyof R & string]: R[K] extends AnyProcedure
    ? [`${Prefix}${K}`, R[K]]
    : R[K] extends RouterRecord
      ? ProcedureEntries<R[K], `${Prefix}${K}.`>
      : never;
}[keyof R & string];
type Entries = ProcedureEntries<AppRouter['_def']['record']>;

/** The procedures' dotted paths (`clients.notes.list`). */
export type ProcedurePath = Entries[0];
export type ProcedureInput<P extends ProcedurePath> = inferProcedureInput<Extract<Entries, [P, unknown]>[1]>;
export type ProcedureOutput<P extends ProcedurePath> = inferTransformedProcedureOutput<
  AppRouter,
  Extract<Entries, [P, unknown]>[1]
>;

/**
 * An input as the server parses it; fields its schema takes as `unknown` or as `number | string`
 * (ids, coerced to numbers by the schema) read as `any`.
 */
type Loose<T> = unknown extends T
  ? any
  : [T] extends [string | number]
    ? string extends T
      ? number extends T
        ? any
        : T
      : T
    : T extends readonly unknown[]
      ? T
      : T extends object
        ? { [K in keyof T]: Loose<T[K]> }
        : T;

/**
 * Fake answers typed from the API's router (a type import of `@app/api` only): a fixture that no
 * longer matches a procedure's input or output fails the web's typecheck.
 */
export type ProcedureHandlers = {
  [E in Entries as E[0]]?: (
    input: Loose<inferProcedureInput<E[1]>>,
  ) => inferTransformedProcedureOutput<AppRouter, E[1]> | Promise<inferTransformedProcedureOutput<AppRouter, E[1]>>;
};

type Answer =
  | { result: { data: unknown } }
  | { error: { message: string; code: number; data: { code: string; httpStatus: number; path: string } } };

/**
 * One msw handler speaking tRPC's protocol, batched or not (`?batch=1`): the path lists the procedures, the input is
 * `{"0": ..., "1": ...}` in the query string (GET) or the body (POST). Reads come through the
 * streaming link (`trpc-accept: application/jsonl`) and get a JSON-lines answer like the real
 * server's; writes get an array of `{result: {data}}` or `{error: {message, data: {httpStatus}}}`.
 */
export function trpcHandler(handlers: ProcedureHandlers, calls: Array<{ path: string; input: unknown }> = []) {
  const table = handlers as Record<string, ((input: unknown) => unknown) | undefined>;
  return http.all('*/trpc/:paths', async ({ request, params }) => {
    const paths = String(params.paths).split(',');
    const url = new URL(request.url);
    const raw = request.method === 'GET' ? url.searchParams.get('input') : await request.text();
    // httpLink (sign-in and MFA go alone): one procedure, its input as is, one answer object.
    const batched = url.searchParams.get('batch') === '1';
    const parsed: unknown = raw ? JSON.parse(raw) : undefined;
    const inputs = (batched ? (parsed ?? {}) : { 0: parsed }) as Record<string, unknown>;
    const answers = paths.map(async (path, i): Promise<Answer> => {
      const input = inputs[String(i)];
      calls.push({ path, input });
      const handler = table[path];
      try {
        if (!handler) throw new TrpcTestError(404, `No procedure ${path}`);
        return { result: { data: (await handler(input)) ?? null } };
      } catch (error) {
        const status = error instanceof TrpcTestError ? error.httpStatus : 500;
        const message = error instanceof Error ? error.message : 'error';
        return { error: { message, code: -32000, data: { code: CODES[status] ?? 'ERROR', httpStatus: status, path } } };
      }
    });
    if (request.headers.get('trpc-accept') === 'application/jsonl') {
      const stream = jsonlStreamProducer({ data: answers, maxDepth: Infinity });
      return new HttpResponse(stream, { headers: { 'content-type': 'application/json' } });
    }
    const results = await Promise.all(answers);
    if (!batched) {
      const only = results[0]!;
      return HttpResponse.json(only, { status: 'error' in only ? only.error.data.httpStatus : 200 });
    }
    const statuses = new Set(results.map((r) => ('error' in r ? r.error.data.httpStatus : 200)));
    return HttpResponse.json(results, { status: statuses.size === 1 ? [...statuses][0] : 207 });
  });
}
