import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '@app/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './server';
import { call, createUser, sessionCookie, startTestApp, testConfig, trpcQuery, type TestApp } from '../test/helpers';

describe.each(testDatabaseKinds())('HTTP foundation (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.close());

  it('answers an unknown /api path with a JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/nope/deeper'],
      ['DELETE', '/api/health'],
      ['GET', '/somewhere'],
    ] as const) {
      const res = await call(t.app, method, url);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ message: 'Not found' });
    }
  });

  it('answers malformed JSON with 400 and a too large body with 413, never 500', async () => {
    const headers = { origin: 'http://localhost', 'content-type': 'application/json' };
    const bad = await t.app.inject({ method: 'POST', url: '/api/login', headers, payload: '{"username": ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'Request body is not valid JSON' });
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers,
      payload: JSON.stringify({ username: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toMatch(/too large/);
    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { ...headers, 'content-type': 'text/plain' },
      payload: 'hi',
    });
    expect(wrongType.statusCode).toBe(400);
    const notObject = await t.app.inject({ method: 'POST', url: '/api/login', headers, payload: '"just a string"' });
    expect(notObject.statusCode).toBe(400);
    const empty = await t.app.inject({ method: 'POST', url: '/api/logout', headers, payload: '' });
    expect(empty.statusCode).toBe(200);
    const trpcBad = await t.app.inject({ method: 'POST', url: '/trpc/auth.login', headers, payload: '{"username": ' });
    expect(trpcBad.statusCode).toBe(400);
  });

  it('echoes the request id, or makes one', async () => {
    const given = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'abc-123' } });
    expect(given.headers['x-request-id']).toBe('abc-123');
    const made = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const hostile = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'x'.repeat(500) },
    });
    expect(hostile.headers['x-request-id']).not.toBe('x'.repeat(500));
  });

  it('gives tRPC errors the same message and status, with no stack', async () => {
    const res = await trpcQuery(t.app, 'notifications.list');
    expect(res.statusCode).toBe(401);
    const body = res.json();
    expect(body.error.message).toBe('Not authenticated');
    expect(body.error.data).toEqual({ code: 'UNAUTHORIZED', httpStatus: 401, path: 'notifications.list' });
    expect(JSON.stringify(body)).not.toMatch(/stack|at .*\.ts/);
    expect((await trpcQuery(t.app, 'no.such.procedure')).statusCode).toBe(404);
    // A mutation called as a query, and the other way round.
    expect((await trpcQuery(t.app, 'auth.logout')).statusCode).toBe(405);
  });

  describe('Origin check on mutations', () => {
    const post = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: { 'content-type': 'application/json', ...headers },
        payload: '{}',
      });

    it('accepts our own origin, by Origin or Referer', async () => {
      expect((await post({ origin: 'http://localhost' })).statusCode).toBe(200);
      expect((await post({ origin: 'http://localhost:80' })).statusCode).toBe(200);
      expect((await post({ referer: 'http://localhost/settings?x=1' })).statusCode).toBe(200);
      expect((await post({ host: 'app.example.com:8443', origin: 'https://app.example.com:8443' })).statusCode).toBe(
        200,
      );
    });

    it('refuses another origin, a null or missing one', async () => {
      for (const headers of <Record<string, string>[]>[
        { origin: 'https://evil.example' },
        { origin: 'null' },
        {},
        { referer: 'https://evil.example/localhost' },
        { origin: 'http://localhost.evil.example' },
      ]) {
        const res = await post(headers);
        expect(res.statusCode, JSON.stringify(headers)).toBe(403);
        expect(res.json()).toEqual({ message: 'Cross-origin request refused' });
      }
      const trpc = await t.app.inject({
        method: 'POST',
        url: '/trpc/auth.logout',
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(trpc.statusCode).toBe(403);
    });

    it('leaves GET alone', async () => {
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://evil.example' } }))
          .statusCode,
      ).toBe(200);
    });

    it('accepts the APP_ORIGIN list', async () => {
      const app = await buildServer({ db: t.db, config: testConfig({ appOrigins: ['https://desk.example.com'] }) });
      try {
        const ok = await app.inject({
          method: 'POST',
          url: '/api/logout',
          headers: { origin: 'https://desk.example.com' },
        });
        expect(ok.statusCode).toBe(200);
      } finally {
        await app.close();
      }
    });
  });

  it('users.directory lists every user without flags or secrets, to any signed-in user', async () => {
    const a = await createUser(t, { username: 'zed' });
    await t.db.db
      .updateTable('users')
      .set({ firstName: 'Zed', lastName: 'Zulu', mfaSecret: 'v1:x:y:z:w' })
      .where('id', '=', a.id)
      .execute();
    const b = await createUser(t, { username: 'amy' });
    const res = await call(t.app, 'GET', '/api/users/directory', { cookie: await sessionCookie(t, b) });
    expect(res.statusCode).toBe(200);
    const list = res.json() as Array<Record<string, unknown>>;
    expect(list.find((u) => u.username === 'zed')).toEqual({
      id: a.id,
      username: 'zed',
      firstName: 'Zed',
      lastName: 'Zulu',
      fullName: 'Zed Zulu',
      profilePicture: null,
    });
    expect(Object.keys(list[0]!).sort()).toEqual([
      'firstName',
      'fullName',
      'id',
      'lastName',
      'profilePicture',
      'username',
    ]);
    expect((await call(t.app, 'GET', '/api/users/directory')).statusCode).toBe(401);
  });
});

describe('serving the web app', () => {
  let db: TestDatabase;
  let app: FastifyInstance;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(join(dist, 'assets', 'index-abc12345.js'), 'console.log(1)');
    db = await createTestDatabase('pglite');
    app = await buildServer({ db, config: testConfig({ webDist: dist }) });
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves files, and index.html for client routes', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/index-abc12345.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toMatch(/immutable/);
    for (const url of ['/', '/clients/A0012', '/tax/1099?year=2025']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>app</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('keeps /api, /trpc and /ws out of the fallback', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/unknown' })).json()).toEqual({ message: 'Not found' });
    expect((await app.inject({ method: 'GET', url: '/api' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/trpc/nothing.here' })).statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'POST', url: '/clients', headers: { origin: 'http://localhost' } })).statusCode,
    ).toBe(404);
  });
});
