import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testDatabaseKinds } from '@app/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_MATRIX } from '../security/permission-matrix';
import {
  ORIGIN,
  STRONG_PASSWORD,
  createUser,
  sessionCookie,
  startTestApp,
  testConfig,
  type TestApp,
} from '../test/helpers';
import { httpRequestOf } from '../test/http-request';
import { fixtureMaker, type FixtureMaker, type MatrixFixtures } from '../test/permission-matrix-fixtures';
import { PAYLOADS } from '../test/permission-matrix-payloads';
import { OPENAPI_FILE } from '../scripts/openapi-file';

// Issue 26: clients nobody here wrote hold the served document against a running server: Stoplight
// Prism's validation proxy in front of it while every REST route is called through it, Redocly's
// linter, and openapi-typescript's types compiled into a small client that lists clients. The tRPC
// example runs against the same server.

const API_DIR = new URL('../../', import.meta.url).pathname;
const REPO = new URL('../../../../', import.meta.url).pathname;
const bin = (name: string) => join(API_DIR, 'node_modules/.bin', name);
const TSC = join(REPO, 'node_modules/.bin/tsc');

/** Runs a command without blocking this process (the server under test answers from it). */
function run(
  command: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<{ status: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: API_DIR, env: { ...process.env, ...env } });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('close', (status) => resolve({ status, out }));
  });
}

/** Starts Prism's validation proxy and resolves once it listens. */
function startPrism(
  documentUrl: string,
  upstream: string,
  port: number,
): Promise<{ child: ChildProcess; log: () => string }> {
  const child = spawn(
    bin('prism'),
    ['proxy', documentUrl, upstream, '--port', String(port), '--host', '127.0.0.1', '--errors', 'false'],
    {
      cwd: API_DIR,
    },
  );
  let log = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      if (/Prism is listening/.test(log)) resolve({ child, log: () => log });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`prism exited ${code}: ${log}`)));
  });
}

/** Calls after which the caller needs a new session. */
const SESSION_ENDERS = new Set(['POST /api/logout', 'POST /api/profile/password']);

describe.each(testDatabaseKinds())('the OpenAPI document against clients nobody here wrote (%s)', (kind) => {
  let t: TestApp;
  let base: string;
  let f: MatrixFixtures;
  let make: FixtureMaker;
  let adminId: number;
  let adminCookie: string;
  const username = `openapi_admin_${kind}`;

  beforeAll(async () => {
    // Calls from outside the process come from 127.0.0.1 through the proxy: the test Origin is allowed.
    t = await startTestApp(kind, { config: testConfig({ appOrigins: [ORIGIN] }) });
    const admin = await createUser(t, { username, role: 'admin', password: STRONG_PASSWORD });
    adminId = admin.id;
    adminCookie = await sessionCookie(t, admin);
    const maker = fixtureMaker(t, () => adminCookie);
    make = maker.make;
    f = await maker.all(adminId);
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  }, 120_000);
  afterAll(() => t?.close());

  it('serves the committed document at /api/openapi.json', async () => {
    const served = await (await fetch(`${base}/api/openapi.json`)).json();
    expect(served).toEqual(JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')));
  });

  it('runs the tRPC example: signs in and lists clients', async () => {
    const { status, out } = await run(bin('tsx'), ['examples/trpc-client.ts'], {
      API_URL: base,
      API_USERNAME: username,
      API_PASSWORD: STRONG_PASSWORD,
    });
    expect(out).toMatch(/signed in as openapi_admin/);
    expect(out).toMatch(/\d+ client\(s\)/);
    expect(status).toBe(0);
  });

  it('openapi-typescript types the served document; the typed REST client compiles and lists clients', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'openapi-client-'));
    try {
      const generated = await run(bin('openapi-typescript'), [
        `${base}/api/openapi.json`,
        '-o',
        join(dir, 'openapi-types.d.ts'),
      ]);
      expect(generated.status, generated.out).toBe(0);
      // The committed types (typechecked with the package) are the served document's.
      expect(readFileSync(join(dir, 'openapi-types.d.ts'), 'utf8')).toBe(
        readFileSync(join(API_DIR, 'examples/openapi-types.d.ts'), 'utf8'),
      );
      copyFileSync(join(API_DIR, 'examples/rest-client.ts'), join(dir, 'rest-client.ts'));
      writeFileSync(join(dir, 'package.json'), '{ "type": "module" }\n');
      const compiled = await run(TSC, [
        '--noEmit',
        '--strict',
        '--target',
        'es2022',
        '--module',
        'esnext',
        '--moduleResolution',
        'bundler',
        '--types',
        'node',
        '--typeRoots',
        join(API_DIR, 'node_modules/@types'),
        join(dir, 'rest-client.ts'),
      ]);
      expect(compiled.out).toBe('');
      expect(compiled.status).toBe(0);
      const { status, out } = await run(bin('tsx'), [join(dir, 'rest-client.ts')], {
        API_URL: base,
        API_USERNAME: username,
        API_PASSWORD: STRONG_PASSWORD,
      });
      expect(out).toMatch(/signed in as openapi_admin/);
      expect(out).toMatch(new RegExp(`${await clientCount()} client\\(s\\)`));
      expect(status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('passes Prism’s validation proxy: every REST route called through it, 0 request or response violations', async () => {
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const prism = await startPrism(`${base}/api/openapi.json`, base, port);
    const violations: string[] = [];
    const answered = new Map<number, number>();
    try {
      let cookie = adminCookie;
      // Every row of the REST registry (the push routes of realtime/ are not REST areas: not in the document).
      const declared = new Map(t.app.rest.routes.map((r) => [`${r.method} ${r.url}`, r]));
      const names = PERMISSION_MATRIX.flatMap(([rest]) =>
        rest === null ? [] : typeof rest === 'string' ? [rest] : [...rest],
      ).filter((name) => declared.has(name.split(' (')[0]!));
      expect(new Set(names.map((name) => name.split(' (')[0]!)).size).toBe(declared.size);
      for (const name of names) {
        const payload = await (PAYLOADS[name] ?? (() => ({})))({
          f,
          make,
          allowed: true,
          caller: { userId: adminId, password: STRONG_PASSWORD },
          loginUser: username,
          strongPassword: STRONG_PASSWORD,
        });
        const route = declared.get(name.split(' (')[0]!)!;
        // The matrix's payloads give tRPC inputs as `body` too: sent only where the route takes a body.
        const takesBody = Boolean(route.body || route.bodyOrQuery || route.upload);
        const request = httpRequestOf(name, takesBody ? payload : { ...payload, body: undefined }, cookie);
        const res = await fetch(`http://127.0.0.1:${port}${request.path}`, {
          method: request.method,
          headers: request.headers,
          body: request.body,
        });
        await res.arrayBuffer();
        answered.set(res.status, (answered.get(res.status) ?? 0) + 1);
        const found = res.headers.get('sl-violations');
        if (found) violations.push(`${name} ${res.status}: ${found}`);
        if (SESSION_ENDERS.has(name.split(' (')[0]!)) cookie = adminCookie = await sessionCookie(t, await adminRow());
      }
    } finally {
      prism.child.kill();
    }
    const logged = prism
      .log()
      .split('\n')
      .filter((line) => /violation/i.test(line));
    expect(violations).toEqual([]);
    expect(logged).toEqual([]);
    // The calls reached the server and most succeeded (a few valid requests meet business refusals).
    expect([...answered].filter(([status]) => status < 300).reduce((sum, [, n]) => sum + n, 0)).toBeGreaterThan(150);
  });

  async function adminRow() {
    return t.db.db.selectFrom('users').selectAll().where('id', '=', adminId).executeTakeFirstOrThrow() as never;
  }

  async function clientCount(): Promise<string> {
    const res = await fetch(`${base}/api/clients?limit=1`, { headers: { cookie: adminCookie } });
    return res.headers.get('x-total-count')!;
  }
});
