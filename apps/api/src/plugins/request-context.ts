// For its augmentation of FastifyRequest/FastifyReply (cookies, setCookie), also seen by the web's typecheck.
import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps, AuthState, Ctx } from '../core/service-context';
import { SESSION_COOKIE, readCookie, validateSessionToken } from '../sessions/session.service';

/** Writes and clears the session cookie of this response (the HTTP side of sign-in and sign-out). */
export interface SessionCookieWriter {
  set(token: string, expiresAt: Date): void;
  clear(): void;
}

export type RequestCtx = Ctx & { sessionCookie: SessionCookieWriter };

// Kept on the request itself: a WeakMap keyed by every request made each garbage collection walk its ephemerons.
const CTX = Symbol('requestCtx');
type WithCtx = FastifyRequest & { [CTX]?: Promise<RequestCtx> };

/** The service context of one HTTP request: resolved once, whether tRPC or REST asks. */
export function requestCtx(deps: AppDeps, request: FastifyRequest, reply: FastifyReply): Promise<RequestCtx> {
  const holder = request as WithCtx;
  return (holder[CTX] ??= buildRequestCtx(deps, request, reply));
}

async function buildRequestCtx(deps: AppDeps, request: FastifyRequest, reply: FastifyReply): Promise<RequestCtx> {
  // Read here, not by a cookie hook on every request (health checks and static files need none).
  const token = readCookie(request.headers.cookie, SESSION_COOKIE);
  // No cookie: no lookup. A cookie: one indexed query (session, user, settings and the MFA setting).
  const found = token
    ? await validateSessionToken(deps.db, token, deps.now(), { slide: !isBackgroundRequest(request) })
    : null;
  // One spread of a base that already holds every key set here: V8 clones its shape and overwrites
  // the values. A key the base lacks gives each clone a shape of its own (about 10 µs a request).
  const base = baseOf(deps);
  const sessionCookie = new SessionCookie(request, reply);
  const ctx = ({ user, session, authState }: Pick<RequestCtx, 'user' | 'session' | 'authState'>): RequestCtx => ({
    ...base,
    user,
    session,
    authState,
    requestId: String(request.id),
    ip: request.ip,
    sessionCookie,
  });
  if (!found) {
    if (token) sessionCookie.clear();
    return ctx({ user: null, session: null, authState: 'anonymous' });
  }
  if (found.refreshed) sessionCookie.set(token!, found.session.expiresAt);
  if (!found.session.mfaVerified) return ctx({ user: null, session: found.session, authState: 'mfa_pending' });
  const authState: AuthState = found.sessionUser.mfaEnrolmentRequired ? 'mfa_enrolment' : 'signed_in';
  return ctx({ user: found.sessionUser, session: found.session, authState });
}

const bases = new WeakMap<AppDeps, RequestCtx>();

/**
 * What every request's context shares, built once per server (no closures per request), with a
 * placeholder for each key a request or a transaction (core/service-context.ts inTransaction) sets.
 */
function baseOf(deps: AppDeps): RequestCtx {
  let base = bases.get(deps);
  if (!base) {
    base = {
      ...deps,
      user: null,
      session: null,
      authState: 'anonymous',
      requestId: undefined,
      ip: undefined,
      inTransaction: false,
      sessionCookie: NO_COOKIE,
      afterCommit: async (fn: () => unknown) => {
        try {
          await fn();
        } catch (error) {
          deps.log.error({ err: error }, 'after-commit action failed');
        }
      },
    };
    bases.set(deps, base);
  }
  return base;
}

const NO_COOKIE: SessionCookieWriter = {
  set() {},
  clear() {},
};

class SessionCookie implements SessionCookieWriter {
  constructor(
    private readonly request: FastifyRequest,
    private readonly reply: FastifyReply,
  ) {}

  set(token: string, expiresAt: Date): void {
    void this.reply.setCookie(SESSION_COOKIE, token, { ...this.options(), expires: expiresAt });
  }

  clear(): void {
    void this.reply.clearCookie(SESSION_COOKIE, this.options());
  }

  private options() {
    return { httpOnly: true, sameSite: 'lax' as const, path: '/', secure: this.request.protocol === 'https' };
  }
}

/** Procedures the web app polls on its own (the bell): they never count as the user's activity. */
export const BACKGROUND_PROCEDURES: ReadonlySet<string> = new Set(['notifications.counts', 'notifications.list']);

/**
 * A request the user did not make (docs/decisions/4-security.md's idle timeout): marked `X-Background: 1`, or a tRPC
 * call of polled procedures only. It does not slide the session.
 */
export function isBackgroundRequest(request: FastifyRequest): boolean {
  if (request.headers['x-background'] === '1') return true;
  const url = request.url;
  if (!url.startsWith('/trpc/')) return false;
  const query = url.indexOf('?');
  const path = query < 0 ? url : url.slice(0, query);
  return trpcProcedures(path).every((p) => BACKGROUND_PROCEDURES.has(p));
}

/** The procedures a `/trpc/a,b,c` path calls (one for an unbatched call). */
export function trpcProcedures(path: string): string[] {
  const list = path.slice(path.indexOf('/trpc/') + '/trpc/'.length);
  let decoded = list;
  try {
    decoded = decodeURIComponent(list);
  } catch {
    // Left encoded: it names no procedure then.
  }
  return decoded.split(',');
}

/** Forget the cached context (after sign-in or sign-out changed it mid-request). */
export function resetRequestCtx(request: FastifyRequest): void {
  (request as WithCtx)[CTX] = undefined;
}
