import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const API_PREFIXES = ['/api', '/trpc', '/ws'];

export function isApiPath(url: string): boolean {
  const path = url.split('?')[0]!;
  return API_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`));
}

/** Serves the built web app; returns the SPA fallback (index.html) or null when there is no build. */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<((request: FastifyRequest, reply: FastifyReply) => unknown) | null> {
  if (!existsSync(join(webDist, 'index.html'))) return null;
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    wildcard: true,
    index: 'index.html',
    setHeaders(reply, path) {
      // Vite's hashed assets never change; index.html must be checked every time.
      if (/[\\/]assets[\\/]/.test(path) && /[-.][\w-]{6,}\.(js|css|woff2?|png|svg|jpg|webp)$/.test(path)) {
        reply.header('cache-control', 'public, max-age=31536000, immutable');
      } else {
        reply.header('cache-control', 'no-cache');
      }
    },
  });
  return (request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html');
}
