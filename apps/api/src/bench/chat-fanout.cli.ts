// Chat fan-out: SOCKETS open websockets on one instance (default 200), ROUNDS chat messages
// (default 100) posted over HTTP one after another; for each message, the time from the POST
// leaving to the message_received frame arriving on every socket. Target: p99 under 100 ms.
// Run from apps/api:  npx tsx src/bench/chat-fanout.cli.ts
// (BENCH_DATABASE_URL=postgres://... for PostgreSQL with LISTEN/NOTIFY; else a fresh PGlite in a temp folder)
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { migrateToLatest, openDatabase } from '@app/db';
import WebSocket from 'ws';
import { loadConfig } from '../core/config';
import { createSession } from '../sessions/session.service';
import { insertUser } from '../features/users/users.repo';
import { createEventBus } from '../realtime/bus';
import { hashPassword } from '../security/password';
import { buildServer } from '../app/server';

const SOCKETS = Number(process.env.SOCKETS || 200);
const ROUNDS = Number(process.env.ROUNDS || 100);
const TARGET_P99_MS = 100;
// The server keeps at most 30 sockets per user, so the sockets are spread over several users.
const SOCKETS_PER_USER = 20;

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;

async function main() {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const dataDir = databaseUrl ? null : mkdtempSync(join(tmpdir(), 'chat-bench-'));
  const config = loadConfig({
    LOG_LEVEL: 'warn',
    WEB_DIST: '/nonexistent',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir! }),
  });
  config.encryptionKey = randomBytes(32).toString('base64');
  const handle = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: dataDir! });
  await migrateToLatest(handle.db);
  const bus = databaseUrl ? createEventBus({ kind: 'postgres', databaseUrl }) : createEventBus({ kind: 'pglite' });
  await bus.ready();
  const app = await buildServer({ db: handle, config, bus });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const base = `127.0.0.1:${address.port}`;

  const passwordHash = await hashPassword(randomBytes(12).toString('hex'));
  const cookies: string[] = [];
  for (let u = 0; u < Math.ceil(SOCKETS / SOCKETS_PER_USER); u++) {
    const user = await insertUser(handle.db, {
      username: `bench_${Date.now()}_${u}`,
      passwordHash,
      role: 'employee',
      flags: {},
    });
    const { token } = await createSession(handle.db, user.id, {
      now: new Date(),
      mfaVerified: true,
      timeoutMinutes: 60,
    });
    cookies.push(`session=${token}`);
  }

  // message id -> the POST's start and the arrival time on each socket
  const started = new Map<number, number>();
  const arrivals = new Map<number, number[]>();
  const pending = new Map<number, () => void>();
  const sockets: WebSocket[] = [];
  await Promise.all(
    Array.from(
      { length: SOCKETS },
      (_, i) =>
        new Promise<void>((resolve, reject) => {
          const ws = new WebSocket(`ws://${base}/ws`, {
            headers: { cookie: cookies[Math.floor(i / SOCKETS_PER_USER)]!, origin: `http://${base}` },
          });
          sockets.push(ws);
          ws.on('error', reject);
          ws.on('message', (data) => {
            const frame = JSON.parse(String(data)) as { type: string; message?: { id: number } };
            if (frame.type === 'auth_success') return resolve();
            if (frame.type !== 'message_received' || !frame.message) return;
            const at = performance.now();
            const list = arrivals.get(frame.message.id) ?? [];
            list.push(at);
            arrivals.set(frame.message.id, list);
            if (list.length === SOCKETS) pending.get(frame.message.id)?.();
          });
        }),
    ),
  );

  const perSocket: number[] = [];
  const lastSocket: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const t0 = performance.now();
    const response = await fetch(`http://${base}/api/chat`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: `http://${base}`,
        cookie: cookies[round % cookies.length]!,
      },
      body: JSON.stringify({ message: `bench message ${round}` }),
    });
    if (response.status !== 201)
      throw new Error(`POST /api/chat answered ${response.status}: ${await response.text()}`);
    const { id } = (await response.json()) as { id: number };
    started.set(id, t0);
    await new Promise<void>((resolve, reject) => {
      if ((arrivals.get(id)?.length ?? 0) === SOCKETS) return resolve();
      const timer = setTimeout(
        () => reject(new Error(`message ${id} reached ${arrivals.get(id)?.length ?? 0} of ${SOCKETS} sockets`)),
        10_000,
      );
      pending.set(id, () => {
        clearTimeout(timer);
        resolve();
      });
    });
    const times = arrivals.get(id)!.map((at) => at - t0);
    perSocket.push(...times);
    lastSocket.push(Math.max(...times));
  }

  perSocket.sort((a, b) => a - b);
  lastSocket.sort((a, b) => a - b);
  const fmt = (n: number) => n.toFixed(1);
  const p99 = pct(perSocket, 99);
  console.log(`chat fan-out on ${databaseUrl ? 'PostgreSQL' : 'PGlite'}: ${SOCKETS} sockets, ${ROUNDS} messages`);
  console.log(
    `  POST to delivery, per socket (ms): p50 ${fmt(pct(perSocket, 50))}  p95 ${fmt(pct(perSocket, 95))}  p99 ${fmt(p99)}  max ${fmt(perSocket.at(-1)!)}`,
  );
  console.log(`  POST to the last socket (ms):      p50 ${fmt(pct(lastSocket, 50))}  p99 ${fmt(pct(lastSocket, 99))}`);
  console.log(`  target p99 < ${TARGET_P99_MS} ms: ${p99 < TARGET_P99_MS ? 'met' : 'NOT met'}`);

  sockets.forEach((ws) => ws.terminate());
  await app.close();
  await bus.close();
  await handle.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  process.exitCode = p99 < TARGET_P99_MS ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
