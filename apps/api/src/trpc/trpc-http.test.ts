import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, sessionCookie, startTestApp, type TestApp } from '../test/helpers';

// The query reads trpc-http.ts answers itself against tRPC's own handler, which answers the same
// request when it carries a trpc-accept header: the same status, body and content type, for single
// queries and batches, answers and errors (bad input, no access, no session, mixed batches).
describe('tRPC query reads answered without the Fetch adapter', () => {
  let t: TestApp;
  let admin: string;
  let noAccess: string;
  beforeAll(async () => {
    t = await startTestApp('pglite');
    admin = await sessionCookie(t, await createUser(t, { role: 'admin', flags: 'all' }));
    noAccess = await sessionCookie(t, await createUser(t, { flags: [] }));
  });
  afterAll(() => t?.close());

  const q = (input: unknown) => encodeURIComponent(JSON.stringify(input));
  const reads: Array<[string, string, string | undefined]> = [
    ['one query', `/trpc/search.global?input=${q({ q: 'an' })}`, 'admin'],
    ['one query without input', `/trpc/auth.me`, 'admin'],
    ['a batch', `/trpc/notifications.list,auth.me?batch=1&input=${q({})}`, 'admin'],
    [
      'a batch with inputs',
      `/trpc/clients.list,search.global?batch=1&input=${q({ 0: { limit: 5 }, 1: { q: 'an' } })}`,
      'admin',
    ],
    ['bad input', `/trpc/search.global?input=${q({ q: 7 })}`, 'admin'],
    [
      'bad input beside a good call',
      `/trpc/auth.me,search.global?batch=1&input=${q({ 1: { q: 'x'.repeat(5000) } })}`,
      'admin',
    ],
    ['no access', `/trpc/clients.list?input=${q({})}`, 'noAccess'],
    ['no session', `/trpc/notifications.list`, undefined],
    ['a batch without a session', `/trpc/auth.me,notifications.list?batch=1&input=${q({})}`, undefined],
  ];

  it.each(reads)('answers %s as tRPC does', async (_label, url, who) => {
    const cookie = who === 'admin' ? admin : who === 'noAccess' ? noAccess : undefined;
    const headers = cookie ? { cookie } : {};
    const fast = await t.app.inject({ method: 'GET', url, headers });
    const own = await t.app.inject({ method: 'GET', url, headers: { ...headers, 'trpc-accept': 'application/json' } });
    expect(fast.statusCode).toBe(own.statusCode);
    expect(fast.headers['content-type']).toBe(own.headers['content-type']);
    expect(fast.headers.vary).toBe(own.headers.vary);
    expect(fast.json()).toEqual(own.json());
  });

  it('leaves mutations, unknown paths, broken input and oversized batches to tRPC', async () => {
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: admin } });
    expect((await get('/trpc/auth.logout')).statusCode).toBe(405);
    expect((await get('/trpc/no.such.procedure')).statusCode).toBe(404);
    expect((await get('/trpc/auth.me,no.such?batch=1')).statusCode).toBe(207);
    expect((await get('/trpc/search.global?input=%7Bnot-json')).statusCode).toBe(400);
    const many = Array.from({ length: 200 }, () => 'auth.me').join(',');
    expect((await get(`/trpc/${many}?batch=1`)).statusCode).toBe(400);
  });
});
