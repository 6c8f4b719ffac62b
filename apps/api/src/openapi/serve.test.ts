import { testDatabaseKinds } from '@app/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../plugins/security-headers';
import { call, createUser, sessionCookie, startTestApp, type TestApp } from '../test/helpers';
import { openApiDocument } from './document';
import { API_VERSION } from './version';

// The document at /api/openapi.json and the reference page at /api/docs (issue 26).
describe.each(testDatabaseKinds())('the API reference (%s)', (kind) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    cookie = await sessionCookie(t, await createUser(t));
  });
  afterAll(() => t?.close());

  it('answers the document of the routes the server registered, without a session', async () => {
    const res = await call(t.app, 'GET', '/api/openapi.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual(JSON.parse(JSON.stringify(openApiDocument(t.app.rest.routes, API_VERSION))));
  });

  it('shows the page to signed-in users only, under the app’s CSP with no inline script', async () => {
    const anonymous = await call(t.app, 'GET', '/api/docs');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).toContain('sign in');
    const res = await call(t.app, 'GET', '/api/docs', { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    const scripts = [...res.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.map((m) => m[2]!.trim())).toEqual(['', '']);
    expect(scripts.map((m) => /src="([^"]+)"/.exec(m[1]!)?.[1])).toEqual([
      '/api/docs/swagger-ui-bundle.js',
      '/api/docs/start.js',
    ]);
    expect(res.body).toContain('createTRPCClient&lt;AppRouter&gt;');
  });

  it('serves Swagger UI’s files from this origin, and nothing else from the package', async () => {
    const bundle = await call(t.app, 'GET', '/api/docs/swagger-ui-bundle.js');
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['content-type']).toMatch(/^text\/javascript/);
    expect(bundle.body).toContain('SwaggerUIBundle');
    const css = await call(t.app, 'GET', '/api/docs/swagger-ui.css');
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    const start = await call(t.app, 'GET', '/api/docs/start.js');
    expect(start.body).toContain("url: '/api/openapi.json'");
    for (const file of ['package.json', 'index.html', '..%2Fpackage.json', 'swagger-initializer.js'])
      expect((await call(t.app, 'GET', `/api/docs/${file}`)).statusCode).toBe(404);
  });
});
