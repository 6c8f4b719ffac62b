import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const API_PREFIXES = ['/api', '/trpc', '/ws'];

export function isApiPath(url: string): boolean {
  const path = url.split('?')[0]!;
  return API_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`));
}

/** Vite's content-hashed output (`assets/index-Bx3k9Qa1.js`), whatever encoding of it is sent. */
const HASHED_ASSET = /[\\/]assets[\\/][^\\/]+[-.][\w-]{6,}\.(js|css|woff2?|png|svg|jpg|webp)(\.br|\.gz)?$/;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** Hashed assets never change under their name; everything else (index.html first) is checked each time. */
export function cacheControlFor(path: string): string {
  return HASHED_ASSET.test(path) ? IMMUTABLE : REVALIDATE;
}

/**
 * Serves the built web app; returns the SPA fallback (index.html) or null when there is no build.
 * The build writes brotli and gzip copies beside each text file (vite.config.ts), sent here to
 * browsers that accept them (`preCompressed`): no compression work per request.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string,
): Promise<((request: FastifyRequest, reply: FastifyReply) => unknown) | null> {
  if (!existsSync(join(webDist, 'index.html'))) return null;
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    wildcard: true,
    index: 'index.html',
    preCompressed: true,
    setHeaders(reply, path) {
      reply.header('cache-control', cacheControlFor(path));
    },
  });
  return (request, reply) => reply.header('cache-control', REVALIDATE).sendFile('index.html');
}
