import { testDatabaseKinds } from '@app/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, createUser, sessionCookie, startTestApp, type TestApp } from '../test/helpers';
import { jsonSchemaOf, sampleOf } from '../test/samples';

// Issue 24 item 1: no single request of a signed-in user delays another user's request by more
// than a second. Every REST route gets its largest accepted shape of abuse (every text of its body
// and every query value near the 1 MB body limit, a 50,000-digit id) while another user's client
// search runs beside it; the search's time is the measure.

const PARAM = /:(\w+)/g;
const LIMIT_MS = 1_000;
const HUGE_TEXT = 'x'.repeat(200_000);

describe.each(testDatabaseKinds())('an oversized request does not hold up another user (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  let colleague: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await sessionCookie(t, await createUser(t, { role: 'admin' }));
    colleague = await sessionCookie(t, await createUser(t, { flags: ['canAccessClients'] }));
  });
  afterAll(() => t?.close());

  const colleagueSearch = async () => {
    const started = performance.now();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/clients?search=smith&limit=5',
      headers: { cookie: colleague, origin: ORIGIN },
    });
    expect(res.statusCode).toBe(200);
    return performance.now() - started;
  };

  const oversizedVariants = (route: { method: string; url: string; body?: unknown; query?: unknown }) => {
    const variants: { url: string; payload?: string }[] = [];
    const url = route.url.replace(PARAM, '1');
    if (PARAM.test(route.url)) variants.push({ url: route.url.replace(PARAM, '9'.repeat(50_000)) });
    PARAM.lastIndex = 0;
    const keys = Object.keys((sampleOf(jsonSchemaOf(route.query as never)) ?? {}) as object);
    if (keys.length) variants.push({ url: `${url}?${keys.map((k) => `${k}=${HUGE_TEXT}`).join('&')}` });
    const body = sampleOf(jsonSchemaOf(route.body as never));
    const texts =
      body && typeof body === 'object' && !Array.isArray(body)
        ? Object.keys(body).filter((k) => typeof (body as Record<string, unknown>)[k] === 'string')
        : [];
    if (texts.length) {
      const each = Math.floor(900_000 / texts.length);
      const big = Object.fromEntries(
        Object.entries(body as object).map(([k, v]) => [k, typeof v === 'string' ? 'x'.repeat(each) : v]),
      );
      variants.push({ url, payload: JSON.stringify(big) });
      variants.push({ url, payload: JSON.stringify(Object.fromEntries(texts.map((k) => [k, HUGE_TEXT]))) });
    }
    return variants;
  };

  it('holds for every route', { timeout: 240_000 }, async () => {
    const baseline = await colleagueSearch();
    const routes = t.app.rest.routes.filter((r) => !['/api/logout', '/api/login'].includes(r.url));
    const slow: string[] = [];
    let worst = 0;
    let sent = 0;
    for (const route of routes) {
      for (const variant of oversizedVariants(route)) {
        const oversized = t.app.inject({
          method: route.method as 'GET',
          url: variant.url,
          headers: {
            cookie: admin,
            origin: ORIGIN,
            ...(variant.payload ? { 'content-type': 'application/json' } : {}),
          },
          ...(variant.payload ? { payload: variant.payload } : {}),
        });
        sent++;
        const waited = await colleagueSearch();
        const answer = await oversized;
        worst = Math.max(worst, waited);
        if (waited > LIMIT_MS) slow.push(`${route.method} ${route.url}: the search waited ${Math.round(waited)} ms`);
        expect(answer.statusCode, `${route.method} ${route.url}`).toBeLessThan(500);
      }
    }
    console.log(
      `${sent} oversized requests; the colleague's search took ${Math.round(baseline)} ms alone, at worst ${Math.round(worst)} ms beside them`,
    );
    expect(sent).toBeGreaterThan(150);
    expect(baseline).toBeLessThan(LIMIT_MS);
    expect(slow).toEqual([]);
    expect(worst).toBeLessThan(LIMIT_MS);
  });
});
