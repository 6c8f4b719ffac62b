import Fastify from 'fastify';
import type { AppDeps } from '../core/service-context';
import { Rest, type RestRouteInfo } from '../rest/route';
import { REST_AREAS } from './rest-areas';

/**
 * Every REST route as the areas declare it, without a server or a database (handlers never run):
 * what `pnpm openapi` writes the document from. A running server's list is `app.rest.routes`.
 */
export function declaredRestRoutes(): RestRouteInfo[] {
  const app = Fastify();
  const rest = new Rest(app, null as unknown as AppDeps);
  rest.uploads = app;
  for (const register of REST_AREAS) register(rest);
  return rest.routes;
}
