import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheControlFor, IMMUTABLE, registerWebApp, REVALIDATE } from './static';

const js = `console.log(${JSON.stringify('x'.repeat(4000))});`;

describe('web app serving', () => {
  let app: FastifyInstance;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>x</title>');
    const asset = join(dist, 'assets', 'index-Bx3k9Qa1.js');
    writeFileSync(asset, js);
    writeFileSync(`${asset}.br`, brotliCompressSync(js));
    writeFileSync(`${asset}.gz`, gzipSync(js));
    app = Fastify();
    const fallback = await registerWebApp(app, dist);
    app.setNotFoundHandler((request, reply) => fallback!(request, reply));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends the brotli copy of a hashed asset, cached for good', async () => {
    const res = await app.inject({
      url: '/assets/index-Bx3k9Qa1.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(js.length / 10);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gz = await app.inject({ url: '/assets/index-Bx3k9Qa1.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ url: '/assets/index-Bx3k9Qa1.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(js);
  });

  it('makes the browser check index.html every time, for / and for app routes', async () => {
    for (const url of ['/', '/index.html', '/clients/A0012']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe(REVALIDATE);
      expect(res.body).toContain('<title>x</title>');
    }
  });

  it('tells hashed assets from the rest', () => {
    expect(cacheControlFor('/d/assets/react-CM3o_1x2.js.br')).toBe(IMMUTABLE);
    expect(cacheControlFor('/d/assets/index-Dk2L_a9z.css.gz')).toBe(IMMUTABLE);
    expect(cacheControlFor('/d/index.html')).toBe(REVALIDATE);
    expect(cacheControlFor('/d/sw.js')).toBe(REVALIDATE);
  });
});
