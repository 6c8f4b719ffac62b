import { writeFileSync } from 'node:fs';
import { OPENAPI_FILE, openApiFileText } from './openapi-file';

// `pnpm openapi`: writes docs/openapi.json, the REST API's OpenAPI document (openapi/document.ts).
writeFileSync(OPENAPI_FILE, openApiFileText());
console.log(`openapi: wrote ${OPENAPI_FILE}`);
