import { testDatabaseKinds } from '@app/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, createUser, sessionCookie, startTestApp, type TestApp } from '../test/helpers';
import { BIG_ID, jsonSchemaOf, malformedVariants, NUL_TEXT, sampleOf } from '../test/samples';

// Issue 10 item 3: no 500 for bad input, anywhere. Every REST route (from the adapter's own list)
// gets ids at 2^31 in its path, NUL bytes in every text, numbers beyond any column's range.

const PARAM = /:(\w+)/g;
const fill = (url: string, value: string) => url.replace(PARAM, value);

describe.each(testDatabaseKinds())('malformed input never answers 500 (%s)', (kind) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    cookie = await sessionCookie(t, await createUser(t, { role: 'admin' }));
  });
  afterAll(() => t?.close());

  it('holds for every route', { timeout: 240_000 }, async () => {
    const routes = t.app.rest.routes.filter(
      (r) => !['/api/logout', '/api/login', '/api/login/mfa', '/api/register'].includes(r.url),
    );
    expect(routes.length).toBeGreaterThan(50);
    const failures: string[] = [];
    let sent = 0;
    const send = async (method: string, url: string, payload?: unknown) => {
      sent++;
      const res = await t.app.inject({
        method: method as 'GET',
        url,
        headers: { cookie, origin: ORIGIN, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
      });
      if (res.statusCode >= 500)
        failures.push(
          `${method} ${url} ${JSON.stringify(payload)?.slice(0, 200)} -> ${res.statusCode} ${res.body.slice(0, 200)}`,
        );
    };
    for (const route of routes) {
      const bodySchema = jsonSchemaOf(route.body);
      const querySchema = jsonSchemaOf(route.query);
      const validBody = sampleOf(bodySchema);
      const query = (sampleOf(querySchema) ?? {}) as Record<string, unknown>;
      const withBody = route.method !== 'GET' && route.method !== 'DELETE';
      // Paths: ids at and beyond int4, NUL, non-numbers.
      for (const param of [String(BIG_ID), '2147483648', '99999999999999999999', '1%00', '-1', '1e3']) {
        await send(route.method, fill(route.url, param), withBody ? validBody : undefined);
      }
      const url = fill(route.url, '1');
      // Query strings: every key malformed.
      for (const key of Object.keys(query)) {
        for (const bad of [NUL_TEXT, String(BIG_ID), '1e29']) {
          await send(route.method, `${url}?${new URLSearchParams({ [key]: bad })}`, withBody ? validBody : undefined);
        }
      }
      if (withBody) {
        for (const body of malformedVariants(validBody, bodySchema)) await send(route.method, url, body);
      }
    }
    // Sign-in paths once each (they are rate-limited per address).
    await send('POST', '/api/login', { username: 'a\u0000b', password: 'x' });
    await send('POST', '/api/login/mfa', { code: NUL_TEXT });
    expect(sent).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
  });
});

// Issue 24: bodies nested thousands of levels deep (a stack overflow in any recursive walk), bodies
// cut short (JSON and multipart) and oversized values, on every route, the sign-in and public paths
// included: 400 or 413, never 500.
describe.each(testDatabaseKinds())('nested, truncated and oversized bodies never answer 500 (%s)', (kind) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    cookie = await sessionCookie(t, await createUser(t, { role: 'admin' }));
  });
  afterAll(() => t?.close());

  const NESTED = '['.repeat(20_000) + ']'.repeat(20_000);
  const NESTED_OBJECT = '{"a":'.repeat(20_000) + '1' + '}'.repeat(20_000);

  it('holds for every route', { timeout: 120_000 }, async () => {
    const failures: string[] = [];
    let sent = 0;
    const send = async (
      method: string,
      url: string,
      payload: string | Buffer | undefined,
      contentType = 'application/json',
      expected?: number,
    ) => {
      sent++;
      const res = await t.app.inject({
        method: method as 'GET',
        url,
        headers: { cookie, origin: ORIGIN, ...(payload === undefined ? {} : { 'content-type': contentType }) },
        ...(payload === undefined ? {} : { payload }),
      });
      const wrong = expected === undefined ? res.statusCode >= 500 : res.statusCode !== expected;
      if (wrong)
        failures.push(
          `${method} ${url} ${String(payload).slice(0, 60)} -> ${res.statusCode} ${res.body.slice(0, 200)}`,
        );
    };
    const routes = t.app.rest.routes.filter((r) => r.url !== '/api/logout');
    for (const route of routes) {
      const url = fill(route.url, '1');
      const withBody = route.method !== 'GET' && route.method !== 'DELETE';
      const oversized = 'x'.repeat(100_000);
      // Ids with spaces are not ids.
      for (const [, name] of route.url.matchAll(PARAM)) {
        // A public form's id is its name (`payment-authorization`), not a number.
        if (!/id$/i.test(name!) || name === 'formId') continue;
        const spaced = route.url.replace(`:${name}`, '%201').replace(PARAM, '1');
        await send(route.method, spaced, undefined, undefined, 400);
      }
      // Every query key oversized.
      const querySchema = jsonSchemaOf(route.query);
      const keys = Object.keys((sampleOf(querySchema) ?? {}) as object);
      if (keys.length)
        await send(route.method, `${url}?${keys.map((k) => `${k}=${oversized.slice(0, 4000)}`).join('&')}`, undefined);
      if (route.upload) {
        const boundary = 'fuzz24';
        const cut = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\nContent-Type: text/csv\r\n\r\nabc`;
        await send(route.method, url, cut, `multipart/form-data; boundary=${boundary}`);
        await send(route.method, url, `--${boundary}\r\nContent-Dispo`, `multipart/form-data; boundary=${boundary}`);
      }
      if (!withBody && route.method !== 'DELETE') continue;
      await send(route.method, url, NESTED, 'application/json', 400);
      await send(route.method, url, NESTED_OBJECT, 'application/json', 400);
      await send(route.method, url, '{"name": "a', 'application/json', 400);
      // Every text field of a valid body at 100,000 characters.
      const bodySchema = jsonSchemaOf(route.body);
      const valid = sampleOf(bodySchema);
      if (valid && typeof valid === 'object' && !Array.isArray(valid)) {
        const big = Object.fromEntries(
          Object.entries(valid).map(([k, v]) => [k, typeof v === 'string' ? oversized : v]),
        );
        await send(route.method, url, JSON.stringify(big));
      }
    }
    // Before any session: the sign-in and public-form paths.
    for (const url of ['/api/login', '/api/register', '/api/public-forms/payment-authorization']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { origin: ORIGIN, 'content-type': 'application/json' },
        payload: NESTED,
      });
      sent++;
      if (res.statusCode !== 400) failures.push(`POST ${url} nested -> ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    // tRPC: nested input in a query's URL and a mutation's body.
    const deep = encodeURIComponent('['.repeat(3000) + ']'.repeat(3000));
    await send('GET', `/trpc/clients.list?input=${deep}`, undefined);
    await send('POST', '/trpc/clients.create', NESTED, 'application/json', 400);
    expect(sent).toBeGreaterThan(300);
    expect(failures).toEqual([]);
  });
});
