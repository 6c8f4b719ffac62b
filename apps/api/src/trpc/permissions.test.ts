import { testDatabaseKinds } from '@app/db';
import { USER_FLAGS, type UserFlag } from '@app/domain';
import type { AnyProcedure } from '@trpc/server';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../features/users/users.repo';
import { REST_AREAS } from '../app/rest-areas';
import type { Rest, RestRouteInfo } from '../rest/route';
import { PERMISSION_MESSAGE_PREFIX, holds, type AccessRule, type Permission } from '../security/access';
import { ORIGIN, createUser, sessionCookie, startTestApp, type TestApp } from '../test/helpers';
import { appRouter } from '../app/trpc-router';

// The permission table: generated from the router's procedures and the REST adapter's routes, so
// every procedure and route an area adds is covered without touching this file.

interface Entry {
  kind: 'trpc' | 'rest';
  name: string;
  method: string;
  url: string;
  rule: AccessRule;
}

const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, AnyProcedure>).map(
  ([path, proc]) => ({
    path,
    type: proc._def.type,
    meta: proc._def.meta as AccessRule | undefined,
  }),
);

function recordRestRoutes(): RestRouteInfo[] {
  const routes: RestRouteInfo[] = [];
  const recorder = {
    routes,
    // Areas may hook the server's life cycle (timers stopped on close): nothing to do here.
    app: { addHook: () => undefined, log: { warn: () => undefined, error: () => undefined, info: () => undefined } },
    route(def: RestRouteInfo) {
      routes.push({
        method: def.method,
        url: def.url,
        permission: def.permission,
        duringEnrolment: def.duringEnrolment ?? false,
        status: def.status ?? 200,
      });
    },
  };
  for (const register of REST_AREAS) register(recorder as unknown as Rest);
  return routes;
}
const restRoutes = recordRestRoutes();

const isPair = (p: unknown) =>
  Array.isArray(p) && p.length === 2 && typeof p[0] === 'string' && ['read', 'edit', 'delete', 'admin'].includes(p[1]);
const isValidPermission = (p: unknown): p is Permission =>
  p === 'public' ||
  p === 'signedIn' ||
  isPair(p) ||
  (typeof p === 'object' &&
    p !== null &&
    ['allOf', 'anyOf'].some(
      (k) =>
        Array.isArray((p as Record<string, unknown>)[k]) && ((p as Record<string, unknown[]>)[k] ?? []).every(isPair),
    ));

describe('every procedure and route declares its permission', () => {
  it('has procedures and routes to check', () => {
    expect(procedures.length).toBeGreaterThan(10);
    expect(restRoutes.length).toBeGreaterThan(10);
  });
  it.each(procedures.map((p) => [p.path, p] as const))('tRPC %s', (_path, p) => {
    expect(isValidPermission(p.meta?.permission), `${p.path} lacks a permission`).toBe(true);
  });
  it.each(restRoutes.map((r) => [`${r.method} ${r.url}`, r] as const))('REST %s', (_name, r) => {
    expect(isValidPermission(r.permission)).toBe(true);
  });
});

const entries: Entry[] = [
  ...procedures.map((p) => ({
    kind: 'trpc' as const,
    name: `tRPC ${p.path}`,
    method: p.type === 'query' ? 'GET' : 'POST',
    url: `/trpc/${p.path}`,
    rule: p.meta!,
  })),
  ...restRoutes.map((r) => ({
    kind: 'rest' as const,
    name: `REST ${r.method} ${r.url}`,
    method: r.method,
    url: r.url.replace(/:[A-Za-z]+/g, '999999'),
    rule: { permission: r.permission, duringEnrolment: r.duringEnrolment },
  })),
];

type Employee = Partial<Record<UserFlag, boolean>> & { role: 'employee' };
const employee = (flags: readonly UserFlag[]): Employee => ({
  role: 'employee',
  ...Object.fromEntries(flags.map((f) => [f, true])),
});

/** The smallest set of flags that lets an employee do it; null when only an admin may. */
function neededFlags(permission: Exclude<Permission, 'public' | 'signedIn'>): UserFlag[] | null {
  const may = (flags: UserFlag[]) => holds(employee(flags), permission);
  if (may([])) return [];
  for (const a of USER_FLAGS) if (may([a])) return [a];
  for (const a of USER_FLAGS) for (const b of USER_FLAGS) if (a < b && may([a, b])) return [a, b];
  for (const a of USER_FLAGS)
    for (const b of USER_FLAGS) for (const c of USER_FLAGS) if (a < b && b < c && may([a, b, c])) return [a, b, c];
  return null;
}

interface Case {
  who: string;
  flags: UserFlag[] | 'admin' | 'anonymous';
  allowed: boolean;
}

/** Who is tried for a permission, and whether each may. */
function casesFor(permission: Permission): Case[] {
  if (permission === 'public') {
    return [
      { who: 'anonymous', flags: 'anonymous', allowed: true },
      { who: 'admin', flags: 'admin', allowed: true },
      { who: 'employee without flags', flags: [], allowed: true },
    ];
  }
  const cases: Case[] = [
    { who: 'anonymous', flags: 'anonymous', allowed: false },
    { who: 'admin', flags: 'admin', allowed: true },
  ];
  if (permission === 'signedIn') return [...cases, { who: 'employee without flags', flags: [], allowed: true }];
  const needed = neededFlags(permission);
  if (needed === null) {
    cases.push({ who: 'employee with every flag', flags: [...USER_FLAGS], allowed: false });
  } else if (needed.length === 0) {
    cases.push({ who: 'employee without flags', flags: [], allowed: true });
  } else {
    cases.push({ who: `employee with ${needed.join('+')}`, flags: needed, allowed: true });
    for (const missing of needed) {
      const flags = USER_FLAGS.filter((f) => f !== missing);
      cases.push({
        who: `employee with every flag but ${missing}`,
        flags,
        allowed: holds(employee(flags), permission),
      });
    }
    cases.push({ who: 'employee without flags', flags: [], allowed: false });
  }
  return cases;
}

const table = entries.map((e) => ({ entry: e, cases: casesFor(e.rule.permission) }));

function messageOf(res: LightMyRequestResponse): string {
  try {
    const body = res.json() as { message?: string; error?: { message?: string } };
    return body.message ?? body.error?.message ?? '';
  } catch {
    return '';
  }
}

describe.each(testDatabaseKinds())('permission table (%s)', (kind) => {
  let t: TestApp;
  const users = new Map<string, UserRow>();
  beforeAll(async () => {
    t = await startTestApp(kind);
    // A first user, so that register answers its business 403 rather than creating an admin.
    await createUser(t, { role: 'admin' });
  });
  afterAll(() => t?.close());

  const cookies = new Map<string, string>();
  async function cookieFor(flags: Case['flags'], fresh: boolean): Promise<string | undefined> {
    if (flags === 'anonymous') return undefined;
    const key = flags === 'admin' ? 'admin' : [...flags].sort().join(',');
    let user = users.get(key);
    if (!user) {
      user = flags === 'admin' ? await createUser(t, { role: 'admin' }) : await createUser(t, { flags });
      users.set(key, user);
    }
    // Public calls (login, logout) may end the session they run in: they get a fresh one.
    if (fresh || !cookies.has(key)) cookies.set(key, await sessionCookie(t, user));
    return cookies.get(key);
  }

  it('covers the REST routes the server registered', () => {
    const registered = t.app.rest.routes.map((r) => `${r.method} ${r.url}`).sort();
    expect(registered).toEqual(restRoutes.map((r) => `${r.method} ${r.url}`).sort());
  });

  // One test per procedure or route, trying each kind of user in turn.
  it.each(table.map((row) => [row.entry.name, row] as const))('%s', async (_name, { entry, cases }) => {
    for (const c of cases) {
      const cookie = await cookieFor(c.flags, entry.rule.permission === 'public');
      const headers: Record<string, string> = {};
      if (cookie) headers.cookie = cookie;
      if (entry.method !== 'GET') {
        headers.origin = ORIGIN;
        headers['content-type'] = 'application/json';
      }
      // No input at all: a refusal must come before input validation.
      const res = await t.app.inject({
        method: entry.method as 'GET',
        url: entry.url,
        headers,
        ...(entry.method === 'GET' ? {} : { payload: '{}' }),
      });
      const message = messageOf(res);
      const label = `${entry.name} as ${c.who}: ${res.statusCode} ${res.body.slice(0, 300)}`;
      expect(res.statusCode, label).toBeLessThan(500);
      if (c.allowed) {
        expect(res.statusCode, label).not.toBe(401);
        if (res.statusCode === 403) expect(message, label).not.toMatch(new RegExp(`^${PERMISSION_MESSAGE_PREFIX}`));
      } else if (c.flags === 'anonymous') {
        expect(res.statusCode, label).toBe(401);
        expect(message, label).toBe('Not authenticated');
      } else {
        expect(res.statusCode, label).toBe(403);
        expect(message, label).toMatch(new RegExp(`^${PERMISSION_MESSAGE_PREFIX}`));
      }
    }
  });
});
