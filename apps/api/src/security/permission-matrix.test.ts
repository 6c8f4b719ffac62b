import { testDatabaseKinds } from '@app/db';
import { USER_FLAGS, type UserFlag } from '@app/domain';
import type { AnyProcedure } from '@trpc/server';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureMaker, nextAddress, type FixtureMaker, type MatrixFixtures } from '../test/permission-matrix-fixtures';
import { PAYLOADS, type CallerState, type Payload } from '../test/permission-matrix-payloads';
import { ORIGIN, STRONG_PASSWORD, createUser, sessionCookie, startTestApp, type TestApp } from '../test/helpers';
import { appRouter } from '../app/trpc-router';
import { PERMISSION_MATRIX, mayCall, type Caller, type MatrixRow, type Who } from './permission-matrix';

// Issue 10: every route and procedure against the hand-written matrix of docs/decisions/4-security.md, as an admin,
// an employee with each flag alone, the flag combinations the matrix names, an employee without
// flags and a visitor, each with a valid request (so the services' own checks run too).

const procedures = appRouter._def.procedures as unknown as Record<string, AnyProcedure>;
const listOf = (side: MatrixRow[0]) => (side === null ? [] : typeof side === 'string' ? [side] : [...side]);
const baseName = (name: string) => name.replace(/ \(\w+\)$/, '');

/** Answers an allowed caller may get from a valid request that the service turns down for a business reason. */
const BUSINESS_ANSWERS: Record<string, number[]> = {
  'POST /api/login/mfa': [400, 401], // no sign-in waits for a second factor
  'auth.loginMfa': [400, 401],
  'mfa.confirmEnrolment': [400], // a made-up code
  'mfa.disable': [400, 409],
  'mfa.regenerateRecoveryCodes': [400, 409],
  'POST /api/push-subscriptions': [400], // the push service's host must resolve to public addresses: no DNS on a test machine
  'POST /api/clients/:id/send-portal-invite': [409], // "Client portal invitations are not available yet"
  'clients.sendPortalInvite': [409],
};
/** Calls that may end the caller's session: the caller gets a new one afterwards. */
const ENDS_SESSION = new Set([
  'POST /api/login',
  'auth.login',
  'POST /api/logout',
  'auth.logout',
  'POST /api/profile/password',
  'users.changePassword',
]);
/** A login by its own id: a caller who may not read its owner gets 404, as for a missing id. */
const HIDDEN_WHEN_REFUSED = new Set([
  'PATCH /api/logins/:id (client)',
  'DELETE /api/logins/:id (client)',
  'POST /api/logins/:id/reveal (client)',
  'PATCH /api/logins/:id (organization)',
  'DELETE /api/logins/:id (organization)',
  'POST /api/logins/:id/reveal (organization)',
]);

/** The flag sets that satisfy `who` (one per way), for the callers' combinations. */
function waysOf(who: Who): UserFlag[][] {
  if (typeof who === 'string') return (USER_FLAGS as readonly string[]).includes(who) ? [[who as UserFlag]] : [];
  if ('anyOf' in who) return who.anyOf.flatMap(waysOf);
  return who.allOf.reduce<UserFlag[][]>(
    (acc, part) => acc.flatMap((a) => waysOf(part).map((w) => [...new Set([...a, ...w])])),
    [[]],
  );
}

interface CallerSpec extends CallerState {
  label: string;
  caller: Caller;
  cookie?: string;
  /** An employee with several flags (one way the matrix names to be let in). */
  combination?: boolean;
}

function callerSpecs(): CallerSpec[] {
  const combos = new Map<string, UserFlag[]>();
  for (const [, , who] of PERMISSION_MATRIX)
    for (const way of waysOf(who)) if (way.length > 1) combos.set([...way].sort().join('+'), way);
  const employee = (flags: UserFlag[]): CallerSpec => ({
    label: flags.length ? flags.join('+') : 'no flag',
    caller: new Set(flags),
    userId: null,
    password: STRONG_PASSWORD,
  });
  return [
    { label: 'visitor', caller: 'anonymous', userId: null, password: STRONG_PASSWORD },
    { label: 'admin', caller: 'admin', userId: null, password: STRONG_PASSWORD },
    employee([]),
    ...USER_FLAGS.map((f) => employee([f])),
    ...[...combos.values()].map((flags) => ({ ...employee(flags), combination: true })),
  ];
}

/** Every `METHOD /path` Fastify serves under /api and /calendar (REST adapter or not), from its route tree. */
function servedRoutes(app: FastifyInstance): string[] {
  const out: string[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    stack.length = depth;
    const path = (stack[depth - 1] ?? '') + m[2]!;
    stack[depth] = path;
    if (!/^\/(api|calendar)\//.test(path)) continue;
    for (const method of (m[3] ?? '').split(', ')) if (method && method !== 'HEAD') out.push(`${method} ${path}`);
  }
  return out;
}

async function send(
  app: FastifyInstance,
  name: string,
  payload: Payload,
  cookie: string | undefined,
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = cookie ? { cookie } : {};
  const remoteAddress = nextAddress();
  const rest = /^(GET|POST|PUT|PATCH|DELETE) (\S+)/.exec(name);
  if (!rest) {
    const path = baseName(name);
    const type = procedures[path]!._def.type;
    const input = payload.body === undefined ? '' : JSON.stringify(payload.body);
    if (type === 'query')
      return app.inject({
        method: 'GET',
        url: `/trpc/${path}${input ? `?input=${encodeURIComponent(input)}` : ''}`,
        headers,
        remoteAddress,
      });
    return app.inject({
      method: 'POST',
      url: `/trpc/${path}`,
      headers: { ...headers, origin: ORIGIN, 'content-type': 'application/json' },
      payload: input,
      remoteAddress,
    });
  }
  const [, method, pattern] = rest;
  const url = pattern!.replace(/:(\w+)/g, (_, key: string) => {
    const value = payload.params?.[key];
    if (value === undefined) throw new Error(`${name}: no value for :${key}`);
    return encodeURIComponent(String(value));
  });
  const query = payload.query
    ? `?${new URLSearchParams(Object.entries(payload.query).map(([k, v]) => [k, String(v)] as [string, string]))}`
    : '';
  if (method !== 'GET') headers.origin = ORIGIN;
  if (payload.multipart) {
    const { field, filename, contentType, content } = payload.multipart;
    const boundary = '----matrix';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return app.inject({
      method: method as 'POST',
      url: url + query,
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
      remoteAddress,
    });
  }
  const json =
    payload.body === undefined
      ? {}
      : { payload: JSON.stringify(payload.body), headers: { ...headers, 'content-type': 'application/json' } };
  return app.inject({ method: method as 'GET', url: url + query, headers, remoteAddress, ...json });
}

describe.each(testDatabaseKinds())('permission matrix of docs/decisions/4-security.md (%s)', (kind) => {
  let t: TestApp;
  let f: MatrixFixtures;
  let make: FixtureMaker;
  const callers = callerSpecs();
  const loginUser = `matrix_login_${kind}`;

  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const c of callers) {
      if (c.caller === 'anonymous') continue;
      const user =
        c.caller === 'admin' ? await createUser(t, { role: 'admin' }) : await createUser(t, { flags: [...c.caller] });
      c.userId = user.id;
      c.cookie = await sessionCookie(t, user);
    }
    await createUser(t, { username: loginUser });
    const admin = callers[1]!;
    const maker = fixtureMaker(t, () => admin.cookie!);
    make = maker.make;
    f = await maker.all(admin.userId!);
  }, 60_000);
  afterAll(() => t?.close());

  /**
   * Who calls a row: visitor, admin, no flag and each flag alone, plus the combinations the row
   * names as its ways in (each flag alone already shows the refusals). A row open to everyone (signed
   * in or not), or closed to all, does not depend on flags: visitor, admin and no flag.
   */
  function callersFor(who: Who): CallerSpec[] {
    if (who === 'public' || who === 'signed in' || who === 'nobody')
      return callers.filter((c) => c.caller === 'anonymous' || c.caller === 'admin' || c.label === 'no flag');
    const ways = new Set(waysOf(who).map((w) => [...w].sort().join('+')));
    return callers.filter(
      (c) => !c.combination || (c.caller instanceof Set && ways.has([...c.caller].sort().join('+'))),
    );
  }

  async function refreshSession(c: CallerSpec) {
    if (c.userId === null) return;
    const user = await t.db.db.selectFrom('users').selectAll().where('id', '=', c.userId).executeTakeFirstOrThrow();
    c.cookie = await sessionCookie(t, user as never);
  }

  it('has a row for every route and procedure the server serves, and none for anything else', () => {
    const served = new Set([
      ...servedRoutes(t.app),
      ...t.app.rest.routes.map((r) => `${r.method} ${r.url}`),
      ...Object.keys(procedures),
    ]);
    const rows = new Set(PERMISSION_MATRIX.flatMap(([rest, trpc]) => [...listOf(rest), ...listOf(trpc)]).map(baseName));
    expect(
      [...served].filter((n) => !rows.has(n)),
      'served without a row in security/permission-matrix.ts',
    ).toEqual([]);
    expect(
      [...rows].filter((n) => !served.has(n)),
      'rows the server does not serve',
    ).toEqual([]);
  });

  it.each(PERMISSION_MATRIX.map((row) => [[...listOf(row[0]), ...listOf(row[1])].join(' | '), row] as const))(
    '%s',
    { timeout: 60_000 },
    async (_label, [rest, trpc, who]) => {
      const failures: string[] = [];
      for (const name of [...listOf(rest), ...listOf(trpc)]) {
        // Refused callers first: the allowed ones may use the shared records up.
        const ordered = callersFor(who).sort((a, b) => Number(mayCall(who, a.caller)) - Number(mayCall(who, b.caller)));
        for (const c of ordered) {
          const allowed = mayCall(who, c.caller);
          const payload = await (PAYLOADS[name] ?? (() => ({})))({
            f,
            make,
            allowed,
            caller: c,
            loginUser,
            strongPassword: STRONG_PASSWORD,
          });
          const res = await send(t.app, name, payload, c.cookie);
          if (ENDS_SESSION.has(name)) await refreshSession(c);
          const status = res.statusCode;
          const answer = `${status} ${res.body.slice(0, 200)}`;
          if (allowed) {
            if (status >= 400 && !(BUSINESS_ANSWERS[name] ?? []).includes(status))
              failures.push(`${name} as ${c.label} (allowed): ${answer}`);
          } else if (c.caller === 'anonymous' && who !== 'nobody') {
            if (status !== 401) failures.push(`${name} as visitor (expected 401): ${answer}`);
          } else if (status !== 403 && !(status === 404 && HIDDEN_WHEN_REFUSED.has(name))) {
            failures.push(`${name} as ${c.label} (expected 403): ${answer}`);
          }
        }
      }
      expect(failures).toEqual([]);
    },
  );
});
