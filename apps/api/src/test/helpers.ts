import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from '@app/db';
import { USER_FLAGS, type UserFlag } from '@app/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { loadConfig, type AppConfig } from '../core/config';
import { systemCtx, type Ctx } from '../core/service-context';
import { createSession } from '../sessions/session.service';
import { insertUser, sessionTimeoutOf, type UserRow } from '../features/users/users.repo';
import { toSessionUser } from '../sessions/session-user';
import { generateKey } from '../core/crypto';
import { hashPassword } from '../security/password';
import { buildServer, type BuildServerOptions } from '../app/server';
import { checkAnswers } from './answer-check';

export const ORIGIN = 'http://localhost';
export const STRONG_PASSWORD = 'Passw0rd!';

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent-web-dist' }),
    encryptionKey: generateKey(),
    // Backups taken by tests (the fuzz test posts to /api/backups too) stay out of the repository.
    backupDir: join(tmpdir(), `practice-desk-test-backups-${process.pid}`),
    ...overrides,
  };
}

/** A clock the test moves. */
export function testClock(start = new Date('2026-03-02T17:00:00.000Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
    set(date: Date) {
      current = date.getTime();
    },
  };
}
export type TestClock = ReturnType<typeof testClock>;

export interface TestApp {
  app: FastifyInstance;
  db: TestDatabase;
  clock: TestClock;
  /** A service context with no user (for direct service calls). */
  ctx: Ctx;
  close(): Promise<void>;
}

export async function startTestApp(
  kind: DatabaseKind,
  options: Partial<Omit<BuildServerOptions, 'db'>> = {},
): Promise<TestApp> {
  const db = await createTestDatabase(kind);
  const clock = testClock();
  const app = await buildServer({ db, config: testConfig(), now: clock.now, ...options });
  // Every REST answer is held against the OpenAPI document (test/answer-check.ts).
  const mismatches = checkAnswers(app);
  await app.ready();
  return {
    app,
    db,
    clock,
    ctx: systemCtx(app.deps),
    async close() {
      await app.close();
      await db.close();
      if (mismatches.length > 0 && !process.env.OPENAPI_RECORD)
        throw new Error(`REST answers that the OpenAPI document does not describe:\n${mismatches.join('\n')}`);
    },
  };
}

let cachedHash: Promise<string> | undefined;
/** The argon2 hash of STRONG_PASSWORD, computed once per file. */
export function strongPasswordHash(): Promise<string> {
  cachedHash ??= hashPassword(STRONG_PASSWORD);
  return cachedHash;
}

let counter = 0;
export async function createUser(
  t: TestApp,
  opts: { username?: string; role?: 'admin' | 'employee'; flags?: UserFlag[] | 'all'; password?: string } = {},
): Promise<UserRow> {
  const flags = opts.flags === 'all' ? [...USER_FLAGS] : (opts.flags ?? []);
  return insertUser(t.db.db, {
    username: opts.username ?? `user${++counter}_${Math.random().toString(36).slice(2, 7)}`,
    passwordHash: opts.password ? await hashPassword(opts.password) : await strongPasswordHash(),
    role: opts.role ?? 'employee',
    flags: Object.fromEntries(flags.map((f) => [f, true])),
  });
}

/** A signed-in session cookie without going through the (slow) password check. */
export async function sessionCookie(t: TestApp, user: UserRow): Promise<string> {
  const { token } = await createSession(t.db.db, user.id, {
    now: t.clock.now(),
    mfaVerified: true,
    timeoutMinutes: await sessionTimeoutOf(t.db.db, user.id),
  });
  return `session=${token}`;
}

export function userCtx(t: TestApp, user: UserRow) {
  return { ...systemCtx(t.app.deps, toSessionUser(user)), user: toSessionUser(user) };
}

export function cookieFrom(res: LightMyRequestResponse): string | undefined {
  const header = res.headers['set-cookie'];
  const all = Array.isArray(header) ? header : header ? [header] : [];
  const session = all.find((c) => c.startsWith('session='));
  return session?.split(';')[0];
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** An HTTP call as the browser makes it: JSON body, our Origin on mutations, the cookie if any. */
export function call(
  app: FastifyInstance,
  method: Method,
  url: string,
  opts: { cookie?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...(method === 'GET' ? {} : { origin: ORIGIN }), ...opts.headers };
  if (opts.cookie) headers.cookie = opts.cookie;
  return app.inject({ method, url, headers, ...(opts.body === undefined ? {} : { payload: opts.body as object }) });
}

export function trpcQuery(app: FastifyInstance, path: string, input?: unknown, cookie?: string) {
  const qs = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  return app.inject({ method: 'GET', url: `/trpc/${path}${qs}`, headers: cookie ? { cookie } : {} });
}

export function trpcMutation(app: FastifyInstance, path: string, input?: unknown, cookie?: string) {
  return app.inject({
    method: 'POST',
    url: `/trpc/${path}`,
    headers: { origin: ORIGIN, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    payload: input === undefined ? '' : JSON.stringify(input),
  });
}

/** The data of a tRPC answer, or its error. */
export function trpcData<T = unknown>(res: LightMyRequestResponse): T {
  const body = res.json() as { result?: { data: T }; error?: unknown };
  if (!body.result) throw new Error(`tRPC error ${res.statusCode}: ${res.body}`);
  return body.result.data;
}

export function trpcError(res: LightMyRequestResponse): {
  message: string;
  data: { httpStatus: number; code: string };
} {
  return (res.json() as { error: { message: string; data: { httpStatus: number; code: string } } }).error;
}
