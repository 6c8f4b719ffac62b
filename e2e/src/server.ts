import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';

const repoRoot = resolve(import.meta.dirname, '../..');
export const ADMIN = { username: 'admin', password: 'Admin123!' };

export interface RunningServer {
  baseUrl: string;
  stop(): Promise<void>;
  /** With `shiftableClock`: moves the server's clock this far ahead of real time (shifted-clock.mjs). */
  shiftClock(aheadMs: number): Promise<void>;
}

export interface ServerOptions {
  /** Starts the server under shifted-clock.mjs so a test can let server time pass (session timeouts). */
  shiftableClock?: boolean;
  /** More environment for the server (e.g. WEB_PUSH_ALLOW_LOOPBACK_HTTP for the fake push service). */
  env?: Record<string, string>;
}

export type DatabaseKind = 'pglite' | 'postgres';

/** The embedded database, and this machine's PostgreSQL too when TEST_DATABASE_URL is set. */
export function everyDatabaseKind(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * The browser walks of one area run on PGlite: the API's integration suites already run every
 * call on both databases, and the platform walk (everyDatabaseKind) checks the built app on
 * PostgreSQL. E2E_EVERY_DATABASE=1 runs every walk on both.
 */
export function databaseKinds(): DatabaseKind[] {
  return process.env.E2E_EVERY_DATABASE === '1' ? everyDatabaseKind() : ['pglite'];
}

/** Starts the built server (apps/api/dist/main.js) with the demo firm on a fresh database. */
export async function startServer(kind: DatabaseKind, options: ServerOptions = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    SEED_DEMO: '1',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  delete env.DATABASE_URL;
  let dropDatabase = async () => {};
  if (kind === 'postgres') {
    const { url, drop } = await createDatabase(process.env.TEST_DATABASE_URL!);
    env.DATABASE_URL = url;
    dropDatabase = drop;
  }
  const clockFile = `${dataDir}-clock`;
  // The heap flag as `pnpm start` runs the server (docs/decisions/6-scale.md, "The server's heap").
  const nodeArgs = ['--initial-old-space-size=256'];
  if (options.shiftableClock) nodeArgs.push('--import', resolve(import.meta.dirname, 'shifted-clock.mjs'));
  if (options.shiftableClock) env.E2E_CLOCK_FILE = clockFile;
  const child = spawn(process.execPath, [...nodeArgs, 'apps/api/dist/main.js'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, child);
  return {
    baseUrl,
    shiftClock: async (aheadMs) => {
      if (!options.shiftableClock) throw new Error('start the server with { shiftableClock: true }');
      rmSync(`${clockFile}.ack`, { force: true });
      writeFileSync(clockFile, String(aheadMs));
      child.kill('SIGUSR2');
      const deadline = Date.now() + 5_000;
      while (!(existsSync(`${clockFile}.ack`) && readFileSync(`${clockFile}.ack`, 'utf8') === String(aheadMs))) {
        if (Date.now() > deadline) throw new Error('the server did not take the clock shift');
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    stop: async () => {
      await stopChild(child);
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(clockFile, { force: true });
      rmSync(`${clockFile}.ack`, { force: true });
      await dropDatabase();
    },
  };
}

async function waitForHealth(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become healthy within 120 s');
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolveStop) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolveStop();
    });
    child.kill('SIGTERM');
  });
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function createDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `e2e_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}
