// Shared by the area benches (projects, tax and reports): a fresh database of each kind filled by
// the bench's generators, the API started from source in its own process on it (so the load
// generator does not share its event loop), and autocannon calls against it.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { migrateToLatest, openDatabase, type Database } from '@app/db';
import autocannon from 'autocannon';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { insertUser } from '../features/users/users.repo';
import { hashPassword } from '../security/password';

export type BenchKind = 'pglite' | 'postgres';
export const BENCH_ADMIN = { username: 'bench-admin', password: 'Bench-pass1!' };
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 32);
const DURATION = Number(process.env.BENCH_SECONDS || 10);
const WARMUP = 2;
const IDLE_SECONDS = 3;

/** The kinds to run: pglite always, postgres with BENCH_DATABASE_URL (BENCH_KINDS narrows it). */
export function benchKinds(): BenchKind[] {
  const wanted = (process.env.BENCH_KINDS || 'pglite,postgres').split(',');
  return (['pglite', 'postgres'] as const).filter(
    (k) => wanted.includes(k) && (k === 'pglite' || Boolean(process.env.BENCH_DATABASE_URL)),
  );
}

export interface BenchDatabase {
  kind: BenchKind;
  /** The server's environment for this database (DATA_DIR or DATABASE_URL). */
  env: Record<string, string>;
  drop(): Promise<void>;
}

async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A fresh database (a temporary PGlite folder, or a new database on BENCH_DATABASE_URL's server),
 * migrated, with the bench's admin, then filled by `fill` and analyzed; closed again before the server opens it.
 */
export async function prepareDatabase(
  kind: BenchKind,
  fill: (db: Kysely<Database>, adminId: number) => Promise<void>,
): Promise<BenchDatabase> {
  let env: Record<string, string>;
  let drop: () => Promise<void>;
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'bench-area-'));
    env = { DATA_DIR: dataDir };
    drop = async () => rmSync(dataDir, { recursive: true, force: true });
  } else {
    const adminUrl = process.env.BENCH_DATABASE_URL!;
    const name = `bench_area_${Date.now().toString(36)}_${randomBytes(2).toString('hex')}`;
    await adminQuery(adminUrl, `create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    env = { DATABASE_URL: url.toString() };
    drop = () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  }
  const handle = await openDatabase(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR! });
  try {
    await migrateToLatest(handle.db);
    const admin = await insertUser(handle.db, {
      username: BENCH_ADMIN.username,
      passwordHash: await hashPassword(BENCH_ADMIN.password),
      role: 'admin',
    });
    await fill(handle.db, admin.id);
  } finally {
    await handle.close();
  }
  return { kind, env, drop };
}

export interface BenchServer {
  baseUrl: string;
  cookie: string;
  /** The server process (its memory is read from /proc). */
  pid: number;
  stop(): Promise<void>;
}

const BUILT_SERVER = join(import.meta.dirname, '../../dist/main.js');
/** As `pnpm start` runs the server (package.json; docs/decisions/6-scale.md, "The server's heap"). */
const SERVER_NODE_FLAGS = ['--initial-old-space-size=256'];

/**
 * Starts the API on the prepared database and signs the bench's admin in: from source (tsx), or
 * with `built` the bundle `pnpm build` made (dist/main.js) when there is one, as `pnpm start` runs it.
 */
/** A port nothing listens on now (the system picks it): a fixed range met other servers on shared machines. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export async function startServer(
  database: BenchDatabase,
  { built = false, env: extra = {} }: { built?: boolean; env?: Record<string, string> } = {},
): Promise<BenchServer> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...database.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    LOG_LEVEL: 'warn',
    WEB_DIST: '/nonexistent',
    ...extra,
  };
  if (!database.env.DATABASE_URL) delete env.DATABASE_URL;
  delete env.SEED_DEMO;
  const entry = built && existsSync(BUILT_SERVER) ? [BUILT_SERVER] : ['--import', 'tsx', 'src/app/main.ts'];
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...entry], {
    cwd: join(import.meta.dirname, '../..'),
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, child);
  const login = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify(BENCH_ADMIN),
  });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  await remindersSettled(baseUrl, cookie);
  return {
    baseUrl,
    cookie,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * The server runs the daily reminders once at start (over every due project and deadline, one
 * notification at a time): measured calls wait until the admin's notifications stop growing, as on
 * a server that has been up a while.
 */
async function remindersSettled(baseUrl: string, cookie: string): Promise<void> {
  const started = Date.now();
  let last = -1;
  let stable = 0;
  while (stable < 3 && Date.now() - started < 600_000) {
    const body = await (await fetch(`${baseUrl}/api/notifications`, { headers: { cookie } })).text();
    stable = body.length === last ? stable + 1 : 0;
    last = body.length;
    await new Promise((r) => setTimeout(r, 2000));
  }
  console.log(`  start-up reminders settled after ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

async function waitForHealth(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('server did not start');
    if (
      await fetch(`${baseUrl}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 250));
  }
}

export interface Scenario {
  name: string;
  path: string;
  /** p99 target in ms (none: reported only). */
  target?: number;
}

export interface Measurement {
  kind: BenchKind;
  name: string;
  rps: number;
  /** Requests answered under load (none: the target is missed whatever the p99 says). */
  requests: number;
  p50: number;
  p99: number;
  idleP99: number;
  errors: number;
  bytes: number;
  target?: number;
}

export function load(url: string, cookie: string, connections: number, duration: number) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    autocannon({ url, connections, duration, headers: { cookie } }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** Each scenario: a warm-up, CONNECTIONS connections for BENCH_SECONDS, then one connection (idle). */
export async function measure(kind: BenchKind, server: BenchServer, scenarios: Scenario[]): Promise<Measurement[]> {
  const rows: Measurement[] = [];
  // BENCH_ONLY=<regexp>: only the scenarios whose name matches (a short before/after run).
  const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null;
  for (const s of scenarios.filter((scenario) => !only || only.test(scenario.name))) {
    const url = server.baseUrl + s.path;
    const probe = await fetch(url, { headers: { cookie: server.cookie } });
    const body = await probe.arrayBuffer();
    if (!probe.ok)
      throw new Error(`${s.name}: ${url} answered ${probe.status} ${Buffer.from(body).toString().slice(0, 300)}`);
    await load(url, server.cookie, CONNECTIONS, WARMUP);
    await fetch(url, { headers: { cookie: server.cookie } }).then((r) => r.arrayBuffer());
    const loaded = await load(url, server.cookie, CONNECTIONS, DURATION);
    // The server still works through the requests in flight when autocannon stopped: one more call
    // waits behind them, so the idle run (and the next scenario) starts on an idle server.
    await fetch(url, { headers: { cookie: server.cookie } }).then((r) => r.arrayBuffer());
    const idle = await load(url, server.cookie, 1, IDLE_SECONDS);
    const row: Measurement = {
      kind,
      name: s.name,
      rps: Math.round(loaded.requests.average),
      requests: loaded.requests.total,
      p50: loaded.latency.p50,
      p99: loaded.latency.p99,
      idleP99: idle.latency.p99,
      errors: loaded.errors + loaded.non2xx + idle.errors + idle.non2xx,
      bytes: body.byteLength,
      target: s.target,
    };
    rows.push(row);
    console.log(
      `  ${kind} ${s.name}: ${row.rps} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, idle p99 ${row.idleP99} ms, ${(row.bytes / 1024).toFixed(0)} KB`,
    );
  }
  return rows;
}

/** The table and a met / MISSED line per target; the exit code is 1 when a target is missed. */
export function report(title: string, rows: Measurement[], loadBefore: number[]): void {
  console.log(
    `\n${title}: ${CONNECTIONS} connections for ${DURATION} s after a ${WARMUP} s warm-up, then 1 connection for ${IDLE_SECONDS} s (idle)`,
  );
  console.log(
    `load average before ${loadBefore.map((l) => l.toFixed(1)).join(' ')}, after ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.table(
    rows.map((r) => ({
      database: r.kind,
      call: r.name,
      'req/s': r.rps,
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      'idle p99 ms': r.idleP99,
      KB: +(r.bytes / 1024).toFixed(1),
      errors: r.errors,
    })),
  );
  let missed = 0;
  console.log('Targets');
  for (const r of rows.filter((row) => row.target !== undefined)) {
    const met = r.requests > 0 && r.p99 < r.target! && r.errors === 0;
    if (!met) missed++;
    console.log(
      `  ${met ? 'met   ' : 'MISSED'} ${r.kind.padEnd(8)} ${r.name}: p99 ${r.p99} ms < ${r.target} ms${r.errors ? ` (${r.errors} errors)` : ''}`,
    );
  }
  process.exitCode = missed ? 1 : 0;
}
