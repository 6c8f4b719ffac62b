import { http, HttpResponse } from 'msw';

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

// Handlers read their own input shape; `any` keeps their signatures short.
export type ProcedureHandler = (input: any) => unknown;
export type ProcedureHandlers = Record<string, ProcedureHandler>;

/**
 * One msw handler speaking tRPC's batch protocol (httpBatchLink): the path lists the procedures,
 * the input is `{"0": ..., "1": ...}` in the query string (GET) or the body (POST), and the answer
 * is an array of `{result: {data}}` or `{error: {message, data: {httpStatus}}}`.
 */
export function trpcHandler(handlers: ProcedureHandlers, calls: Array<{ path: string; input: unknown }> = []) {
  return http.all('*/trpc/:paths', async ({ request, params }) => {
    const paths = String(params.paths).split(',');
    const url = new URL(request.url);
    const raw = request.method === 'GET' ? url.searchParams.get('input') : await request.text();
    const inputs = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>;
    const results = await Promise.all(
      paths.map(async (path, i) => {
        const input = inputs[String(i)];
        calls.push({ path, input });
        const handler = handlers[path];
        try {
          if (!handler) throw new TrpcTestError(404, `No procedure ${path}`);
          return { result: { data: (await handler(input)) ?? null } };
        } catch (error) {
          const status = error instanceof TrpcTestError ? error.httpStatus : 500;
          const message = error instanceof Error ? error.message : 'error';
          return { error: { message, code: -32000, data: { code: CODES[status] ?? 'ERROR', httpStatus: status, path } } };
        }
      }),
    );
    const statuses = new Set(results.map((r) => r.error?.data.httpStatus ?? 200));
    return HttpResponse.json(results, { status: statuses.size === 1 ? [...statuses][0] : 207 });
  });
}
