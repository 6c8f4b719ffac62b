import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { declaredRestRoutes } from '../app/rest-registry';
import { openApiDocument, openApiPath, type OpenApiDocument } from '../openapi/document';
import { ERROR_RESPONSES } from '../openapi/errors';

// Answers match the document (issue 26): every answer of a REST route in a test is held against the
// OpenAPI document's description of that route and status; the test app's close() fails on any mismatch.

let compiled: { document: OpenApiDocument; validators: Map<string, ValidateFunction> } | undefined;
const ajv = new Ajv2020({ strict: false, allErrors: false });
addFormats.default(ajv);
const errorCheck = ajv.compile(ERROR_RESPONSES.schemas.Error);

function documentOf() {
  compiled ??= { document: openApiDocument(declaredRestRoutes(), 'test'), validators: new Map() };
  return compiled;
}

interface ResponseObject {
  $ref?: string;
  content?: Record<string, { schema: object }>;
}

function validatorOf(key: string, schema: object): ValidateFunction {
  const { validators } = documentOf();
  let validate = validators.get(key);
  if (!validate) validators.set(key, (validate = ajv.compile(schema)));
  return validate;
}

/** What is wrong with one answer, or null when the document describes it. */
export function answerMismatch(
  method: string,
  url: string,
  status: number,
  contentType: string,
  payload: unknown,
): string | null {
  const operation = documentOf().document.paths[openApiPath(url)]?.[method.toLowerCase()];
  if (!operation) return null; // not a REST route (tRPC, the web app, the websocket)
  const where = `${method} ${url} ${status}`;
  if (status < 300 && contentType.startsWith('application/json')) record(`${method} ${url}`, status, parse(payload));
  const response = operation.responses[String(status)] as ResponseObject | undefined;
  if (!response) return status >= 500 ? null : `${where}: status not in the document`;
  const mediaType = contentType.split(';')[0]!.trim();
  if (response.$ref) {
    if (mediaType !== 'application/json') return `${where}: error answered as ${mediaType}`;
    return errorCheck(parse(payload)) ? null : `${where}: ${ajv.errorsText(errorCheck.errors)}`;
  }
  const content = response.content ?? {};
  if (status === 204 || Object.keys(content).length === 0) return null;
  const listed = Object.keys(content).some(
    (type) => type === mediaType || type === '*/*' || (type.endsWith('/*') && mediaType.startsWith(type.slice(0, -1))),
  );
  if (!listed) return `${where}: media type ${mediaType} not in the document`;
  if (mediaType !== 'application/json') return null;
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return null; // a stream: not read here
  const validate = validatorOf(`${method} ${url} ${status}`, content['application/json']!.schema);
  const body = parse(payload);
  if (validate(body)) return null;
  return `${where}: ${ajv.errorsText(validate.errors)} in ${JSON.stringify(body).slice(0, 300)}`;
}

function parse(payload: unknown): unknown {
  try {
    return JSON.parse(String(payload));
  } catch {
    return undefined;
  }
}

/** OPENAPI_RECORD=<dir>: keep a few answers per route (a developer writing a route's answer schema reads them). */
const recorded = new Map<string, number>();
function record(key: string, status: number, body: unknown): void {
  const dir = process.env.OPENAPI_RECORD;
  if (!dir) return;
  const count = recorded.get(key) ?? 0;
  if (count >= 15) return;
  recorded.set(key, count + 1);
  appendFileSync(join(dir, `answers-${process.pid}.jsonl`), JSON.stringify({ key, status, body }) + '\n');
}

/** Checks every answer of `app` against the document; returns the mismatches seen so far. */
export function checkAnswers(app: FastifyInstance): string[] {
  const mismatches: string[] = [];
  app.addHook('onSend', (request, reply, payload, done) => {
    const url = request.routeOptions.url;
    if (url) {
      const found = answerMismatch(
        request.method,
        url,
        reply.statusCode,
        String(reply.getHeader('content-type') ?? ''),
        payload,
      );
      if (found) {
        mismatches.push(found);
        if (process.env.OPENAPI_MISMATCH_LOG) appendFileSync(process.env.OPENAPI_MISMATCH_LOG, `${found}\n`);
      }
    }
    done(null, payload);
  });
  return mismatches;
}
