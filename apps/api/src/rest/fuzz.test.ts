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
