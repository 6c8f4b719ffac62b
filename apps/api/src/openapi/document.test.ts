import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { declaredRestRoutes } from '../app/rest-registry';
import { OPENAPI_FILE, openApiFileText } from '../scripts/openapi-file';
import { openApiDocument, openApiPath } from './document';

// Issue 26: the document describes every REST route the code declares, with the answer each declares.

const routes = declaredRestRoutes();
const document = openApiDocument(routes, 'test');

describe('the OpenAPI document', () => {
  it('has a response schema for every REST route', () => {
    expect(routes.filter((r) => !r.answer).map((r) => `${r.method} ${r.url}`)).toEqual([]);
    // A 2xx answer that is not empty says what it holds: JSON described by a schema, or files of given types.
    const silent = routes.filter((r) => r.status !== 204 && !r.answer?.json && !r.answer?.files?.length);
    expect(silent.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('holds every route of the REST registry, and nothing else', () => {
    const inDocument = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(inDocument.sort()).toEqual(routes.map((r) => `${r.method} ${openApiPath(r.url)}`).sort());
  });

  it('names every path parameter of a path in its parameters', () => {
    for (const [path, operations] of Object.entries(document.paths)) {
      const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      for (const [method, operation] of Object.entries(operations)) {
        const inPath = ((operation.parameters ?? []) as Array<{ in: string; name: string }>)
          .filter((p) => p.in === 'path')
          .map((p) => p.name)
          .sort();
        expect(inPath, `${method} ${path}`).toEqual(names);
      }
    }
  });

  it('is the committed docs/openapi.json (run `pnpm openapi` after changing a route)', () => {
    expect(
      readFileSync(OPENAPI_FILE, 'utf8') === openApiFileText(),
      'docs/openapi.json is stale: run pnpm openapi',
    ).toBe(true);
  });

  it('passes Redocly’s lint: 0 errors, 0 warnings (redocly.yaml explains the rules it turns off)', () => {
    const repo = new URL('../../../../', import.meta.url).pathname;
    const lint = spawnSync(
      new URL('../../node_modules/.bin/redocly', import.meta.url).pathname,
      ['lint', 'docs/openapi.json', '--config', 'redocly.yaml', '--format', 'json'],
      { cwd: repo, encoding: 'utf8' },
    );
    const report = JSON.parse(lint.stdout.slice(lint.stdout.indexOf('{'))) as { totals: Record<string, number> };
    expect(report.totals, lint.stderr).toMatchObject({ errors: 0, warnings: 0 });
    expect(lint.status).toBe(0);
  });

  it('gives list answers their paging headers and CSV downloads their media type', () => {
    const clients = document.paths['/api/clients']!.get!.responses['200'] as { headers: object };
    expect(Object.keys(clients.headers)).toEqual(expect.arrayContaining(['X-Total-Count']));
    const projects = document.paths['/api/projects']!.get!.responses['200'] as { headers: object };
    expect(Object.keys(projects.headers)).toEqual(expect.arrayContaining(['X-Total-Count', 'X-Next-Cursor']));
    const audit = document.paths['/api/audit-log']!.get!.responses['200'] as { content: object };
    expect(Object.keys(audit.content)).toEqual(['application/json', 'text/csv']);
  });
});
