import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

/** Uploads (docs/decisions/4-security.md): one file per request; each route checks its own type and size below this cap. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/**
 * Shared request limits, registered once: per-address rate limiting, off by default and switched
 * on per route with `config: { rateLimit: { max, timeWindow } }` (the REST adapter's `rateLimit`
 * option does this), and multipart uploads (`await request.file()`) in a context of their own that
 * holds only the REST routes marked `upload` (profile picture, import, public forms): the plugin's two hooks (a close listener and a clean-up
 * of saved files, for every request) cost more than a health check's handler.
 */
export async function registerLimits(app: FastifyInstance, rest: { uploads: FastifyInstance | null }): Promise<void> {
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests, please try again in ${Math.ceil(context.ttl / 1000)} seconds`,
    }),
  });
  await app.register(async (uploads) => {
    await uploads.register(fastifyMultipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 50 } });
    rest.uploads = uploads;
  });
}
