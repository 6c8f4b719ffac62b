import type { Database } from '@app/db';
import type { SessionUser } from '@app/domain';
import type { Kysely } from 'kysely';
import type { AppConfig } from './config';
import type { EventPublisher } from './events';
import type { KeyRing } from './crypto';

export interface Logger {
  info(obj: unknown, msg?: string): void;
  warn(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
}

/** What every service may use: built once per server. */
export interface AppDeps {
  db: Kysely<Database>;
  /** Embedded PGlite serves one statement or transaction at a time for the whole process. */
  dbKind?: 'pglite' | 'postgres';
  keyRing: KeyRing;
  config: AppConfig;
  now: () => Date;
  bus?: EventPublisher;
  /** Web Push to the user's subscribed browsers; returns at once (delivery runs in the background). */
  push?: (
    userId: number,
    message: { notificationId: number; title: string; body: string; url?: string | null },
  ) => void;
  log: Logger;
}

/** Where the caller stands: no session, password given but second factor pending, signed in but
 *  obliged to enrol MFA first, or fully signed in. */
export type AuthState = 'anonymous' | 'mfa_pending' | 'mfa_enrolment' | 'signed_in';

export interface SessionInfo {
  id: string;
  userId: number;
  expiresAt: Date;
  mfaVerified: boolean;
  createdAt: Date;
}

/**
 * The context a service call runs in. `db` is a transaction inside `inTransaction`; side effects
 * meant for after the commit (bus events) go through `afterCommit`.
 */
export interface Ctx extends AppDeps {
  /** The fully signed-in user (or the enrolment-limited one); null otherwise. */
  user: SessionUser | null;
  authState: AuthState;
  session: SessionInfo | null;
  requestId?: string;
  ip?: string;
  inTransaction?: boolean;
  afterCommit(fn: () => unknown): Promise<void>;
}

/** A Ctx with a signed-in user, as permission-checked procedures see it. */
export type UserCtx = Ctx & { user: SessionUser };

/** A context with no request behind it: the seed, jobs, scripts, tests. */
export function systemCtx(deps: AppDeps, user: SessionUser | null = null): Ctx {
  return {
    ...deps,
    user,
    authState: user ? 'signed_in' : 'anonymous',
    session: null,
    afterCommit: (fn) => runAfterCommit(deps.log, fn),
  };
}

async function runAfterCommit(log: Logger, fn: () => unknown): Promise<void> {
  try {
    await fn();
  } catch (error) {
    log.error({ err: error }, 'after-commit action failed');
  }
}

/** Runs `fn` in one transaction (joining the caller's when there is one); after-commit actions run once it committed. */
export async function inTransaction<T>(ctx: Ctx, fn: (tx: Ctx) => Promise<T>): Promise<T> {
  if (ctx.inTransaction) return fn(ctx);
  const pending: Array<() => unknown> = [];
  const result = await ctx.db.transaction().execute((trx) =>
    fn({
      ...ctx,
      db: trx,
      inTransaction: true,
      afterCommit: async (action) => {
        pending.push(action);
      },
    }),
  );
  for (const action of pending) await runAfterCommit(ctx.log, action);
  return result;
}
