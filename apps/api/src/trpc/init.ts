import type { Action, Area } from '@app/domain';
import { initTRPC, TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import { AppError, databaseInputError, formatIssues, hasIssues, type AppErrorStatus } from '../core/app-error';
import { assertAccess, type AccessRule, type AreaAction, type Permission } from '../security/access';
import type { TrpcContext } from './trpc-context';

/** Every procedure carries its permission (enforced by trpc/permissions.test.ts). */
export interface ProcedureMeta extends AccessRule {}

const CODES: Record<AppErrorStatus, TRPC_ERROR_CODE_KEY> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'TOO_MANY_REQUESTS',
  503: 'SERVICE_UNAVAILABLE',
};

const t = initTRPC
  .context<TrpcContext>()
  .meta<ProcedureMeta>()
  .create({
    isDev: false,
    errorFormatter({ shape, error }) {
      let message = shape.message;
      if (error.code === 'BAD_REQUEST' && hasIssues(error.cause)) message = formatIssues(error.cause.issues);
      else if (error.code === 'INTERNAL_SERVER_ERROR') message = 'Internal server error';
      return {
        message,
        code: shape.code,
        data: { code: shape.data.code, httpStatus: shape.data.httpStatus, path: shape.data.path ?? null },
      };
    },
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/** Services throw AppError; tRPC answers it with the same status and message as REST. */
const mapErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok) {
    const cause = result.error.cause instanceof AppError ? result.error.cause : databaseInputError(result.error.cause);
    if (cause) throw new TRPCError({ code: CODES[cause.status], message: cause.message, cause });
  }
  return result;
});

/** Runs before input parsing, so a refusal (401/403) never depends on the input. */
const access = t.middleware(async ({ ctx, meta, next }) => {
  if (!meta?.permission)
    throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'Procedure without permission' });
  assertAccess(ctx, meta);
  return next();
});

const withUser = t.middleware(async ({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Not authenticated' });
  return next({ ctx: { ...ctx, user: ctx.user } });
});

const base = t.procedure.use(mapErrors);

/** Anyone may call it (sign-in, auth.me). */
export const publicProcedure = base.meta({ permission: 'public' }).use(access);

export interface ProcedureOptions {
  /** Also allowed while the user must still enrol MFA. */
  duringEnrolment?: boolean;
}

/**
 * A procedure for signed-in users: `procedure('signedIn')` for any of them, or
 * `procedure('clients', 'read')` for those whom `can(user, 'clients', 'read')` allows.
 */
export function procedure(access: 'signedIn', options?: ProcedureOptions): typeof signedInBuilder;
export function procedure(area: Area, action: Action, options?: ProcedureOptions): typeof signedInBuilder;
/** Several permissions: `procedure(allOf(...))` or `procedure(anyOf(...))` (security/access.ts). */
export function procedure(
  rule: { allOf: readonly AreaAction[] } | { anyOf: readonly AreaAction[] },
  options?: ProcedureOptions,
): typeof signedInBuilder;
export function procedure(
  first: Area | 'signedIn' | { allOf: readonly AreaAction[] } | { anyOf: readonly AreaAction[] },
  second?: Action | ProcedureOptions,
  third?: ProcedureOptions,
) {
  const single = typeof first === 'string' && first !== 'signedIn';
  const permission: Permission = single ? [first as Area, second as Action] : (first as Permission);
  const options = (single ? third : second) as ProcedureOptions | undefined;
  return signedInBuilder.meta({ permission, duringEnrolment: options?.duringEnrolment ?? false });
}

// The meta given here is replaced by procedure()'s; the access middleware reads the final meta at call time.
const signedInBuilder = base.meta({ permission: 'signedIn' }).use(access).use(withUser);
