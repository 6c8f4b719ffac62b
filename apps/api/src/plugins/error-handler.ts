import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError, databaseInputError, formatIssues, hasIssues } from '../core/app-error';
import { TOO_DEEP_MESSAGE, jsonTooDeep } from './json-depth';

const FASTIFY_CODES: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'Request body is too large' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'Request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'Request body is empty but says it is JSON' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'Unsupported content type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'Invalid content length' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: 'File too large' },
  FST_FILES_LIMIT: { status: 413, message: 'Only one file may be uploaded' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, message: 'Expected a multipart/form-data upload' },
};

/**
 * One error shape for every route (docs/decisions/3-api.md): `{"message": "..."}` with 400/401/403/404/409/
 * 413/429, never a stack, never 500 for bad input.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    if (error instanceof AppError) return reply.code(error.status).send({ message: error.message });
    if (hasIssues(error)) return reply.code(400).send({ message: formatIssues(error.issues) });
    const fromDatabase = databaseInputError(error);
    if (fromDatabase) {
      request.log.warn({ err: error }, 'database refused the input');
      return reply.code(fromDatabase.status).send({ message: fromDatabase.message });
    }
    const fastifyError = error as FastifyError;
    const known = fastifyError.code ? FASTIFY_CODES[fastifyError.code] : undefined;
    if (known) return reply.code(known.status).send({ message: known.message });
    if (error instanceof SyntaxError || fastifyError.code?.startsWith('FST_ERR_CTP')) {
      return reply
        .code(fastifyError.statusCode && fastifyError.statusCode < 500 ? fastifyError.statusCode : 400)
        .send({ message: 'Malformed request body' });
    }
    const status = fastifyError.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.code(status).send({ message: error.message || 'Bad request' });
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'Internal server error' });
  });
}

/**
 * JSON bodies: an empty body with a JSON content type counts as no body (some clients send the
 * header on every POST); malformed JSON, or JSON nested deeper than MAX_JSON_DEPTH, is a 400.
 */
export function registerJsonParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    if (jsonTooDeep(text)) {
      const error = new Error(TOO_DEEP_MESSAGE) as FastifyError;
      error.statusCode = 400;
      return done(error, undefined);
    }
    try {
      done(null, JSON.parse(text));
    } catch {
      const error = new Error('Request body is not valid JSON') as FastifyError;
      error.statusCode = 400;
      error.code = 'FST_ERR_CTP_INVALID_JSON_BODY';
      done(error, undefined);
    }
  });
}
