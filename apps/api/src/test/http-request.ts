import type { Payload } from './permission-matrix-payloads';
import { ORIGIN } from './helpers';

export interface HttpRequest {
  method: string;
  /** Path and query string. */
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

/**
 * The HTTP request of a REST row of the permission matrix (`POST /api/clients/:id/reveal`) with its
 * valid payload (test/permission-matrix-payloads): what a client outside the process sends.
 */
export function httpRequestOf(name: string, payload: Payload, cookie?: string): HttpRequest {
  const [, method, pattern] = /^(GET|POST|PUT|PATCH|DELETE) (\S+)/.exec(name)!;
  const path = pattern!.replace(/:(\w+)/g, (_, key: string) => {
    const value = payload.params?.[key];
    if (value === undefined) throw new Error(`${name}: no value for :${key}`);
    return encodeURIComponent(String(value));
  });
  const query = payload.query
    ? `?${new URLSearchParams(Object.entries(payload.query).map(([k, v]): [string, string] => [k, String(v)]))}`
    : '';
  const headers: Record<string, string> = cookie ? { cookie } : {};
  if (method !== 'GET') headers.origin = ORIGIN;
  const request: HttpRequest = { method: method!, path: path + query, headers };
  if (payload.multipart) {
    const { field, filename, contentType, content } = payload.multipart;
    const boundary = '----openapi';
    headers['content-type'] = `multipart/form-data; boundary=${boundary}`;
    request.body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
  } else if (payload.body !== undefined && method !== 'GET') {
    headers['content-type'] = 'application/json';
    request.body = JSON.stringify(payload.body);
  }
  return request;
}
