import { fileURLToPath } from 'node:url';
import { declaredRestRoutes } from '../app/rest-registry';
import { openApiDocument } from '../openapi/document';
import { API_VERSION } from '../openapi/version';

/** docs/openapi.json: the document as committed (`pnpm openapi` writes it; a test fails when it is stale). */
export const OPENAPI_FILE = fileURLToPath(new URL('../../../../docs/openapi.json', import.meta.url));

/** The file's text: the document of the routes as the code declares them, as the server answers it. */
export function openApiFileText(): string {
  return `${JSON.stringify(openApiDocument(declaredRestRoutes(), API_VERSION), null, 2)}\n`;
}
