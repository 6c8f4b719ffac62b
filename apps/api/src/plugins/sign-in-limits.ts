import { MAX_TRPC_BATCH, UNBATCHED_PROCEDURES } from '@app/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { trpcProcedures } from './request-context';

export { MAX_TRPC_BATCH };

/**
 * Per address on the sign-in, second-factor and registration paths (REST and tRPC share one count):
 * the default of SIGN_IN_RATE_LIMIT, calls a minute. Behind TRUST_PROXY the address is the client's,
 * from X-Forwarded-For (Fastify's request.ip), so an office behind one address is counted per
 * person's machine as the proxy sees it.
 */
export const SIGN_IN_RATE_LIMIT = { max: 30, timeWindow: 60_000 } as const;

/**
 * For public, unauthenticated forms (public form submissions): pass it as a REST route's
 * `rateLimit` option so every public path is limited alike.
 */
export const PUBLIC_PATH_RATE_LIMIT = { max: 10, timeWindow: 60_000 } as const;

const SIGN_IN_REST_PATHS: ReadonlySet<string> = new Set(['/api/login', '/api/login/mfa', '/api/register']);
/**
 * The calls an anonymous or half-signed-in visitor makes: limited per address. The MFA management
 * calls of a signed-in user (enrol, disable, regenerate) are not batched either, but their codes are
 * already limited per session (the fifth wrong code ends it), so an office behind one address is
 * not locked out of Settings by its colleagues' sign-ins.
 */
const SIGN_IN_PROCEDURES: ReadonlySet<string> = new Set(['auth.login', 'auth.loginMfa', 'auth.register']);

function pathOf(request: FastifyRequest): string {
  const url = request.url;
  const query = url.indexOf('?');
  return query < 0 ? url : url.slice(0, query);
}

function isSignInCall(path: string): boolean {
  if (SIGN_IN_REST_PATHS.has(path.endsWith('/') ? path.replace(/\/+$/, '') : path)) return true;
  return path.startsWith('/trpc/') && trpcProcedures(path).some((p) => SIGN_IN_PROCEDURES.has(p));
}

function isUnbatchedCall(path: string): boolean {
  return path.startsWith('/trpc/') && trpcProcedures(path).some((p) => UNBATCHED_PROCEDURES.has(p));
}

/**
 * Sign-in limits that batching cannot get round (issue 10): a tRPC batch carrying a sign-in or MFA
 * procedure answers 400 (the batch size of everything else is capped by tRPC's maxBatchSize), and
 * sign-in calls are rate-limited per address by @fastify/rate-limit (registered in limits.ts).
 */
export function registerSignInLimits(app: FastifyInstance, perMinute: number = SIGN_IN_RATE_LIMIT.max): void {
  const limit = app.rateLimit({ max: perMinute, timeWindow: SIGN_IN_RATE_LIMIT.timeWindow });
  // A callback hook, not an async one: every other path goes on without a promise.
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
    const path = pathOf(request);
    if (isUnbatchedCall(path) && trpcProcedures(path).length > 1) {
      reply.code(400).send({ message: 'Sign-in and two-factor calls cannot be batched: send each on its own' });
      return;
    }
    if (!isSignInCall(path)) return done();
    limit.call(app, request, reply).then(
      () => {
        if (!reply.sent) done();
      },
      (error: Error) => done(error),
    );
  });
}
