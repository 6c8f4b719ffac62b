import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

const ADMIN = { username: 'admin', password: 'Admin123!' };
const PORT = 3917;
const BARE_PORT = 3918;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 32);
const DURATION = Number(process.env.BENCH_SECONDS || 10);
const WARMUP = 2;
const IDLE_SECONDS = 3;
const CLOCK_TICK_MS = 10; // /proc/<pid>/stat counts CPU time in 1/100 s
// BENCH_CORE=1: only the bare route, health and /api/user (no data sets prepared), for quick comparisons.
const CORE_ONLY = process.env.BENCH_CORE === '1';

/**
 * Starts the built server on a fresh database of the given kind and loads each call with
 * autocannon: 32 connections for 10 s after a 2 s warm-up (req/s, p50, p99, the server process's
 * CPU per request), then one connection for 3 s (the idle answer time). A bare Fastify route served
 * by the same process (bare-fastify.mjs) is measured first; each call's req/s is also given as a
 * ratio to it, which keeps the figures comparable on a machine shared with other work.
 */
export async function runApiScenarios({ root, kind, postgresUrl }) {
  const modules = CORE_ONLY ? [] : await scenarioModules();
  const server = await startServer({ root, kind, postgresUrl, modules });
  try {
    const cookie = await signIn(server.baseUrl);
    const scenarios = [
      { name: 'bare Fastify route (same process)', url: `http://127.0.0.1:${BARE_PORT}`, path: '/bare' },
      { name: 'GET /api/health', path: '/api/health', targets: { postgres: { ratio: 0.5 } } },
      {
        name: 'GET /api/user (signed in)',
        path: '/api/user',
        headers: { cookie },
        targets: { postgres: { ratio: 0.5 } },
      },
      ...(CORE_ONLY
        ? []
        : [{ name: 'GET /api/notifications (signed in)', path: '/api/notifications', headers: { cookie } }]),
      ...(await extraScenarios(modules, server.baseUrl, cookie)),
    ];
    const rows = [];
    let bare = null;
    for (const scenario of scenarios) {
      const base = scenario.url ?? server.baseUrl;
      await load(base, scenario, { connections: CONNECTIONS, duration: WARMUP });
      const cpuBefore = cpuMs(server.pid);
      const loaded = await load(base, scenario, { connections: CONNECTIONS, duration: DURATION });
      const cpu = cpuMs(server.pid) - cpuBefore;
      const idle = await load(base, scenario, { connections: 1, duration: IDLE_SECONDS });
      bare ??= loaded.rps;
      rows.push({
        ...loaded,
        ratio: +(loaded.rps / bare).toFixed(2),
        cpuMsPerRequest: loaded.requests ? +(cpu / loaded.requests).toFixed(3) : null,
        idleP50: idle.p50,
        idleP99: idle.p99,
        errors: loaded.errors + idle.errors,
        targets: scenario.targets?.[kind] ?? null,
      });
      console.log(
        `  ${kind} ${scenario.name}: ${loaded.rps} req/s (x${rows.at(-1).ratio} of bare), p50 ${loaded.p50} ms, p99 ${loaded.p99} ms, idle p99 ${idle.p99} ms`,
      );
    }
    return rows;
  } finally {
    await server.stop();
  }
}

/** User + system CPU time of a process so far, in ms (Linux). */
function cpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * CLOCK_TICK_MS;
  } catch {
    return NaN;
  }
}

// Later areas add their scenarios in bench/scenarios/*.mjs (each exports `scenarios(baseUrl, cookie)`,
// and may export `prepare({ root, kind, dataDir, databaseUrl, env })`, run before the server starts).
async function scenarioModules() {
  const dir = new URL('./scenarios/', import.meta.url);
  if (!existsSync(dir)) return [];
  const mods = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.mjs'))
    .sort())
    mods.push(await import(new URL(file, dir).href));
  return mods;
}

async function extraScenarios(modules, baseUrl, cookie) {
  const rows = [];
  for (const mod of modules) rows.push(...(await mod.scenarios(baseUrl, cookie)));
  return rows;
}

/** One autocannon run; `paths` rotate over the requests (a different search term each time). */
function load(baseUrl, { name, path, paths, headers = {} }, { connections, duration }) {
  let next = 0;
  const requests = paths ? [{ setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length] }) }] : undefined;
  return new Promise((resolve, reject) => {
    autocannon({ url: baseUrl + (path ?? paths[0]), connections, duration, headers, requests }, (error, result) => {
      if (error) return reject(error);
      resolve({
        name,
        rps: Math.round(result.requests.average),
        requests: result.requests.total,
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.non2xx,
      });
    });
  });
}

async function signIn(baseUrl) {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify(ADMIN),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return cookie;
}

async function startServer({ root, kind, postgresUrl, modules = [] }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-data-'));
  const env = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(PORT),
    DATA_DIR: dataDir,
    SEED_DEMO: '1',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL || 'info',
    BENCH_BARE_PORT: String(BARE_PORT),
  };
  delete env.DATABASE_URL;
  let drop = async () => {};
  if (kind === 'postgres') {
    const name = `bench_${Date.now().toString(36)}`;
    await adminQuery(postgresUrl, `create database ${name}`);
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    drop = () => adminQuery(postgresUrl, `drop database if exists ${name} with (force)`);
  }
  for (const mod of modules) await mod.prepare?.({ root, kind, dataDir, databaseUrl: env.DATABASE_URL, env });
  // The heap flag as `pnpm start` runs the server (docs/decisions/6-scale.md, "The server's heap").
  const nodeArgs = ['--initial-old-space-size=256', '--import', './scripts/bench/bare-fastify.mjs'];
  const child = spawn(process.execPath, [...nodeArgs, 'apps/api/dist/main.js'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${PORT}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('server did not start');
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseUrl,
    pid: child.pid,
    stop: async () => {
      await new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      });
      rmSync(dataDir, { recursive: true, force: true });
      await drop();
    },
  };
}

async function adminQuery(url, statement) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
