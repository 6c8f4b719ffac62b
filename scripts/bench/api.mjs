import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

const ADMIN = { username: 'admin', password: 'Admin123!' };
const PORT = 3917;

/** Starts the built server on a fresh database of the given kind and loads it with autocannon. */
export async function runApiScenarios({ root, kind, postgresUrl }) {
  const modules = await scenarioModules();
  const server = await startServer({ root, kind, postgresUrl, modules });
  try {
    const cookie = await signIn(server.baseUrl);
    const scenarios = [
      { name: 'GET /api/health', path: '/api/health' },
      { name: 'GET /api/notifications (signed in)', path: '/api/notifications', headers: { cookie } },
      ...(await extraScenarios(modules, server.baseUrl, cookie)),
    ];
    const rows = [];
    for (const scenario of scenarios) {
      // Under load (10 connections) for throughput and queueing; alone (1 connection) for response time.
      const loaded = await load(server.baseUrl, scenario, { connections: 10, duration: 10 });
      const alone = await load(server.baseUrl, scenario, { connections: 1, duration: 5 });
      rows.push({ ...loaded, aloneP50: alone.p50, aloneP99: alone.p99, errors: loaded.errors + alone.errors, targetP99Ms: scenario.targetP99Ms });
    }
    return rows;
  } finally {
    await server.stop();
  }
}

// Later areas add their scenarios in bench/scenarios/*.mjs (each exports `scenarios(baseUrl, cookie)`,
// and may export `prepare({ root, kind, dataDir, databaseUrl, env })`, run before the server starts).
async function scenarioModules() {
  const { readdirSync, existsSync } = await import('node:fs');
  const dir = new URL('./scenarios/', import.meta.url);
  if (!existsSync(dir)) return [];
  const mods = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.mjs')).sort()) mods.push(await import(new URL(file, dir).href));
  return mods;
}

async function extraScenarios(modules, baseUrl, cookie) {
  const rows = [];
  for (const mod of modules) rows.push(...(await mod.scenarios(baseUrl, cookie)));
  return rows;
}

function load(baseUrl, { name, path, headers = {} }, { connections, duration }) {
  return new Promise((resolve, reject) => {
    autocannon({ url: baseUrl + path, connections, duration, headers }, (error, result) => {
      if (error) return reject(error);
      resolve({
        name,
        rps: Math.round(result.requests.average),
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
  const cookie = response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
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
    LOG_LEVEL: 'warn',
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
  const child = spawn(process.execPath, ['apps/api/dist/main.js'], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
  const baseUrl = `http://127.0.0.1:${PORT}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('server did not start');
    const ok = await fetch(`${baseUrl}/api/health`).then((r) => r.ok, () => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseUrl,
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
