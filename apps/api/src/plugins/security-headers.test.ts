import { testDatabaseKinds } from '@app/db';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../core/config';
import { buildServer } from '../app/server';
import { startTestApp, testConfig, type TestApp } from '../test/helpers';
import { CONTENT_SECURITY_POLICY, serializeRequest } from './security-headers';

// Issue 10 item 7: a CSP the built app passes, HSTS behind TRUST_PROXY, request logs without query strings.

describe.each(testDatabaseKinds())('security headers (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.close());

  it('sends the CSP on every answer and no HSTS without a trusted proxy', async () => {
    for (const url of ['/api/health', '/api/user', '/trpc/auth.me', '/nowhere']) {
      const res = await t.app.inject({ url, headers: { 'x-forwarded-proto': 'https' } });
      expect(res.headers['content-security-policy'], url).toBe(CONTENT_SECURITY_POLICY);
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self'");
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
  });

  it('sends HSTS over HTTPS behind TRUST_PROXY only', async () => {
    const app = await buildServer({ db: t.db, config: testConfig({ trustProxy: true }), now: t.clock.now });
    try {
      const https = await app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
      expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const http = await app.inject({ url: '/api/health' });
      expect(http.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});

describe('request logs', () => {
  it('never carry the query string (tRPC inputs, search terms)', () => {
    const logged = serializeRequest({
      method: 'GET',
      url: '/trpc/search.global?input=%7B%22term%22%3A%22123-45-6789%22%7D',
      ip: '10.0.0.1',
    } as never);
    expect(logged).toEqual({ method: 'GET', url: '/trpc/search.global', remoteAddress: '10.0.0.1' });
    expect(JSON.stringify(logged)).not.toContain('6789');
  });
});

describe('the built web app', () => {
  const index = join(REPO_ROOT, 'apps/web/dist/index.html');
  it.skipIf(!existsSync(index))('has no inline script, so the CSP lets it run', () => {
    const html = readFileSync(index, 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc="\//);
      expect(body!.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+="/);
  });
});
