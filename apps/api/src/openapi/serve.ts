import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../core/service-context';
import { requestCtx } from '../plugins/request-context';
import type { RestRouteInfo } from '../rest/route';
import { openApiDocument, type OpenApiDocument } from './document';
import { API_VERSION } from './version';
import { DOCS_PAGE, DOCS_SCRIPT, SIGN_IN_FIRST_PAGE } from './docs-page';

/** The Swagger UI files the page loads, from the swagger-ui-dist package (never a CDN). */
const SWAGGER_FILES: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

let swaggerDir: string | undefined;
const fileCache = new Map<string, Buffer>();

function swaggerFile(name: string): Buffer {
  swaggerDir ??= dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  let content = fileCache.get(name);
  if (!content) fileCache.set(name, (content = readFileSync(join(swaggerDir, name))));
  return content;
}

/**
 * GET /api/openapi.json (public: it holds no data, and tools fetch it without a session) and the
 * reference page /api/docs for signed-in users: Swagger UI from this origin under the app's
 * Content-Security-Policy (its files and our starter script, no inline script).
 */
export function registerApiDocs(app: FastifyInstance, deps: AppDeps, routes: readonly RestRouteInfo[]): void {
  let document: OpenApiDocument | undefined;
  let documentText: string | undefined;
  app.get('/api/openapi.json', async (_request, reply) => {
    document ??= openApiDocument(routes, API_VERSION);
    documentText ??= JSON.stringify(document);
    return reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache').send(documentText);
  });
  app.get('/api/docs', async (request, reply) => {
    const ctx = await requestCtx(deps, request, reply);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!ctx.user) return reply.code(401).send(SIGN_IN_FIRST_PAGE);
    return reply.send(DOCS_PAGE);
  });
  app.get('/api/docs/start.js', async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(DOCS_SCRIPT),
  );
  app.get<{ Params: { file: string } }>('/api/docs/:file', async (request, reply) => {
    const type = Object.hasOwn(SWAGGER_FILES, request.params.file) ? SWAGGER_FILES[request.params.file] : undefined;
    if (!type) return reply.code(404).send({ message: 'Not found' });
    return reply.type(type).header('cache-control', 'public, max-age=86400').send(swaggerFile(request.params.file));
  });
}
