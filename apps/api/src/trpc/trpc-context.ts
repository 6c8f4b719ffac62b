import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import type { AppDeps } from '../core/service-context';
import { requestCtx, type RequestCtx } from '../plugins/request-context';

export type TrpcContext = RequestCtx;

/** tRPC's createContext: the same request context the REST adapter uses. */
export function createContextFactory(deps: AppDeps) {
  return ({ req, res }: CreateFastifyContextOptions): Promise<TrpcContext> => requestCtx(deps, req, res);
}
