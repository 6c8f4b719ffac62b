// Backups at scale (issue 25): 100,000 clients and 20,000 organizations. The server takes a backup
// (POST /api/backups) while 4 loops search clients; then `pnpm restore` (dist/restore.js) loads
// the archive into a fresh target. Measured: backup and restore time, the server's and the restore
// process's peak memory (VmHWM), and the client search's p99 while the backup runs (and without).
// Targets: backup < 60 s, restore < 120 s, each < 400 MB, search p99 < 100 ms during the backup.
// The server runs with READ_CACHE=off so that every search reaches the database.
// Run from apps/api after `pnpm build`:  BENCH_DATABASE_URL=postgres://... npx tsx src/bench/backups.cli.ts
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { generateClients } from './generate-clients';
import { generateOrganizations } from './generate-organizations';
import { benchKinds, prepareDatabase, startServer, type BenchServer } from './http-bench';

const CLIENTS = Number(process.env.ROWS || 100_000);
const ORGANIZATIONS = Number(process.env.ORG_ROWS || 20_000);
const TARGETS = { backupSeconds: 60, restoreSeconds: 120, peakMb: 400, searchP99Ms: 100 };
const TERMS = ['smith', 'garc', 'john', 'mar', 'lee', 'will', 'ander', 'tho'];

function peakMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Math.round(Number(/^VmHWM:\s+(\d+) kB/m.exec(status)?.[1] ?? NaN) / 1024);
  } catch {
    return NaN;
  }
}

const p99 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))]! : NaN;
};

/** Client searches from `loops` sequential callers until `until` resolves: each call's start and duration. */
async function searchWhile(server: BenchServer, until: Promise<unknown>, loops = 4) {
  const samples: Array<{ at: number; ms: number }> = [];
  let done = false;
  void until.finally(() => (done = true));
  await Promise.all(
    Array.from({ length: loops }, async (_, l) => {
      for (let i = l; !done; i++) {
        const at = performance.now();
        const res = await fetch(`${server.baseUrl}/api/clients?search=${TERMS[i % TERMS.length]}&limit=25`, {
          headers: { cookie: server.cookie },
        });
        await res.arrayBuffer();
        samples.push({ at, ms: performance.now() - at });
      }
    }),
  );
  return samples;
}

/** Runs `pnpm restore` (the built dist/restore.js) on `file` with `env`, polling its peak memory. */
async function restore(
  file: string,
  env: Record<string, string>,
): Promise<{ seconds: number; peak: number; ok: boolean }> {
  const start = performance.now();
  const child = spawn(process.execPath, [join(import.meta.dirname, '../../dist/restore.js'), file], {
    env: { ...process.env, ...env, INIT_CWD: process.cwd() },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let peak = 0;
  const timer = setInterval(() => (peak = Math.max(peak, peakMb(child.pid!) || 0)), 100);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearInterval(timer);
  return { seconds: (performance.now() - start) / 1000, peak, ok: code === 0 };
}

async function targetEnv(kind: string): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  if (kind === 'pglite') {
    const dir = join(mkdtempSync(join(tmpdir(), 'bench-restore-')), 'data');
    return { env: { DATA_DIR: dir }, drop: async () => rmSync(join(dir, '..'), { recursive: true, force: true }) };
  }
  const admin = process.env.BENCH_DATABASE_URL!;
  const name = `bench_restore_${randomBytes(3).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await run(`create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString(), ENCRYPTION_KEY: randomBytes(32).toString('base64') },
    drop: () => run(`drop database if exists ${name} with (force)`),
  };
}

async function measure(kind: string, server: BenchServer, backupKey: string): Promise<boolean> {
  const idle = new Promise((r) => setTimeout(r, 5000));
  const baseline = await searchWhile(server, idle);
  const peakBefore = peakMb(server.pid);
  const start = performance.now();
  const backup = fetch(`${server.baseUrl}/api/backups`, {
    method: 'POST',
    headers: { cookie: server.cookie, origin: server.baseUrl },
  }).then(async (r) => ({ status: r.status, body: (await r.json()) as { file: string; bytes: number } }));
  const during = await searchWhile(server, backup);
  const { status, body } = await backup;
  const backupSeconds = (performance.now() - start) / 1000;
  const end = start + backupSeconds * 1000;
  const inWindow = during.filter((s) => s.at >= start && s.at <= end).map((s) => s.ms);
  const serverPeak = peakMb(server.pid);
  console.log(
    `${kind}: backup ${status} ${body.file} ${(body.bytes / 1024 / 1024).toFixed(1)} MB in ${backupSeconds.toFixed(1)} s; server peak RSS ${serverPeak} MB (${peakBefore} MB before it); search p99 ${p99(inWindow).toFixed(0)} ms during (${inWindow.length} calls, slowest ${Math.max(...inWindow).toFixed(0)} ms), ${p99(baseline.map((s) => s.ms)).toFixed(0)} ms without`,
  );
  const target = await targetEnv(kind);
  let restored;
  try {
    restored = await restore(join(process.env.BACKUP_DIR!, body.file), { ...target.env, BACKUP_KEY: backupKey });
  } finally {
    await target.drop();
  }
  console.log(
    `${kind}: restore ${restored.ok ? 'ok' : 'FAILED'} in ${restored.seconds.toFixed(1)} s; peak RSS ${restored.peak} MB`,
  );
  const checks: Array<[boolean, string]> = [
    [
      status === 201 && backupSeconds < TARGETS.backupSeconds,
      `backup ${backupSeconds.toFixed(1)} s < ${TARGETS.backupSeconds} s`,
    ],
    [serverPeak < TARGETS.peakMb, `server peak RSS with the backup ${serverPeak} MB < ${TARGETS.peakMb} MB`],
    [
      p99(inWindow) < TARGETS.searchP99Ms,
      `client search p99 during the backup ${p99(inWindow).toFixed(0)} ms < ${TARGETS.searchP99Ms} ms`,
    ],
    [
      restored.ok && restored.seconds < TARGETS.restoreSeconds,
      `restore ${restored.seconds.toFixed(1)} s < ${TARGETS.restoreSeconds} s`,
    ],
    [restored.peak < TARGETS.peakMb, `restore peak RSS ${restored.peak} MB < ${TARGETS.peakMb} MB`],
  ];
  for (const [met, text] of checks) console.log(`  ${met ? 'met   ' : 'MISSED'} ${kind.padEnd(8)} ${text}`);
  return checks.every(([met]) => met);
}

async function main() {
  let failed = false;
  const backupKey = randomBytes(32).toString('base64');
  const backupDir = mkdtempSync(join(tmpdir(), 'bench-backups-'));
  // READ_CACHE=off: every search reaches the database, as searches that differ would (the worst case).
  Object.assign(process.env, { BACKUP_KEY: backupKey, BACKUP_DIR: backupDir, READ_CACHE: 'off' });
  try {
    for (const kind of benchKinds()) {
      const started = performance.now();
      const database = await prepareDatabase(kind, async (db) => {
        await generateClients(db, CLIENTS);
        await generateOrganizations(db, ORGANIZATIONS);
      });
      console.log(
        `${kind}: ${CLIENTS} clients and ${ORGANIZATIONS} organizations generated in ${((performance.now() - started) / 1000).toFixed(0)} s`,
      );
      try {
        const server = await startServer(database, { built: true });
        try {
          if (!(await measure(kind, server, backupKey))) failed = true;
        } finally {
          await server.stop();
        }
      } finally {
        await database.drop();
      }
    }
  } finally {
    rmSync(backupDir, { recursive: true, force: true });
  }
  process.exitCode = failed ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
