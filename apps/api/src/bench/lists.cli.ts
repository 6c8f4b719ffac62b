// Every list screen (list-screens.ts) with the read cache off, on, and on under a steady stream of
// writes (notes, task status changes) at 2 and at 20 a second, and off under the same 20 writes a
// second (the control for the cache under writes) (issue 27), on PGlite and on
// PostgreSQL (BENCH_DATABASE_URL): one connection (idle) and BENCH_CONNECTIONS (32), each figure
// also as a ratio to a bare node:http route measured beside it in the same mode (bare-http.ts).
// An answer of SAME_SIZE_BYTES or more is also set beside a bare route answering as many bytes, in
// the same mode: with 2 cores, the load generator reading megabytes takes a share of the machine
// that no work of the API's explains.
// On PGlite the cache off is also measured at 8 connections (a small office on the embedded
// database, whose target is every call's p99 under 150 ms).
// Run from apps/api:  BENCH_DATABASE_URL=postgres://... npx tsx src/bench/lists.cli.ts
// BENCH_CLIENTS (100,000), BENCH_LIST_SECONDS (3 under load), BENCH_LIST_IDLE_SECONDS (2),
// BENCH_LIST_MODES (a regexp over the mode names), BENCH_ONLY (over the screen names);
// BENCH_LISTS_DATA_DIR / BENCH_LISTS_DATABASE_URL: a database list-data.cli.ts made, kept as it is.
// Every figure also goes to bench-results/lists.json.
import { firmDate } from '@app/domain';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { sameSizeUrl, startBareHttp } from './bare-http';
import { benchKinds, load, prepareDatabase, startServer, type BenchKind, type BenchServer } from './http-bench';
import { generateListData, keptListDatabase } from './list-data';
import { listScreens, type LoadTarget } from './list-screens';
import { startWrites } from './list-writes';

const CLIENTS = Number(process.env.BENCH_CLIENTS || 100_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 32);
const LOAD_SECONDS = Number(process.env.BENCH_LIST_SECONDS || 3);
const IDLE_SECONDS = Number(process.env.BENCH_LIST_IDLE_SECONDS || 2);
const IDLE_TARGET_MS = 20;
const SAME_SIZE_BYTES = 256 * 1024;
const SMALL_OFFICE_CONNECTIONS = 8;
const SMALL_OFFICE_TARGET_MS = 150;
const SMALL_OFFICE = `cache off, ${SMALL_OFFICE_CONNECTIONS} connections`;
const WRITES_OFF = 'cache off, 20 writes/s';
const WRITES_ON = 'cache on, 20 writes/s';
/** PostgreSQL at 32 connections, cache off (list-screens.ts LoadTarget). */
const LOAD_TARGETS: Record<Exclude<LoadTarget, 'none'>, { rps: number; p99: number }> = {
  search: { rps: 1000, p99: 60 },
  list: { rps: 300, p99: 150 },
};

interface Mode {
  name: string;
  readCache: 'on' | 'off';
  writes: number;
  /** Connections under load (BENCH_CONNECTIONS unless given). */
  connections?: number;
  /** Only on this database. */
  kind?: BenchKind;
  /** Skip the one-connection figures (another mode measures the same server idle). */
  skipIdle?: boolean;
}

const MODES = (
  [
    { name: 'cache off', readCache: 'off', writes: 0 },
    {
      name: SMALL_OFFICE,
      readCache: 'off',
      writes: 0,
      connections: SMALL_OFFICE_CONNECTIONS,
      kind: 'pglite',
      skipIdle: true,
    },
    // The writes' own cost, the control for the cache under the same writes.
    { name: WRITES_OFF, readCache: 'off', writes: 20, skipIdle: true },
    { name: 'cache on', readCache: 'on', writes: 0 },
    { name: 'cache on, 2 writes/s', readCache: 'on', writes: 2 },
    { name: 'cache on, 20 writes/s', readCache: 'on', writes: 20 },
  ] satisfies Mode[] as Mode[]
).filter((m) => !process.env.BENCH_LIST_MODES || new RegExp(process.env.BENCH_LIST_MODES, 'i').test(m.name));

interface Figures {
  /** Answers within the window (none: the figures below mean nothing, and the screen misses its target). */
  answered: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}
interface Row {
  kind: BenchKind;
  mode: string;
  connections: number;
  screen: string;
  target: LoadTarget;
  /** Null when the mode skips it. */
  idle: Figures | null;
  loaded: Figures;
  bare: { idle: Figures | null; loaded: Figures };
  /** The answer's size in bytes. */
  bytes: number;
  /** A bare route answering as many bytes (answers of SAME_SIZE_BYTES or more). */
  sameSize: { idle: Figures | null; loaded: Figures } | null;
}

async function figures(url: string, cookie: string, connections: number, seconds: number): Promise<Figures> {
  const r = await load(url, cookie, connections, seconds);
  return {
    answered: r.requests.total,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
  };
}

const drain = (url: string, cookie: string) => fetch(url, { headers: { cookie } }).then((r) => r.arrayBuffer());

/** Idle (one connection) after a warm-up, then under load; each after one call that waits behind the requests still queued. */
async function measureUrl(
  url: string,
  cookie: string,
  mode: Mode,
): Promise<{ idle: Figures | null; loaded: Figures; bytes: number }> {
  await load(url, cookie, 4, 1);
  const bytes = (await drain(url, cookie)).byteLength;
  const idle = mode.skipIdle ? null : await figures(url, cookie, 1, IDLE_SECONDS);
  const loaded = await figures(url, cookie, mode.connections ?? CONNECTIONS, LOAD_SECONDS);
  await drain(url, cookie);
  return { idle, loaded, bytes };
}

async function measureKind(kind: BenchKind, today: string): Promise<Row[]> {
  const database =
    keptListDatabase(kind) ?? (await prepareDatabase(kind, (db) => generateListData(db, CLIENTS, today)));
  const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null;
  const screens = listScreens(today).filter((s) => !only || only.test(s.name));
  const bare = await startBareHttp();
  const rows: Row[] = [];
  let server: BenchServer | null = null;
  let serverCache = '';
  try {
    for (const mode of MODES.filter((m) => !m.kind || m.kind === kind)) {
      if (serverCache !== mode.readCache) {
        await server?.stop();
        server = await startServer(database, { env: { READ_CACHE: mode.readCache } });
        serverCache = mode.readCache;
      }
      const api = server!;
      const bareFigures = await measureUrl(bare.url, '', mode);
      const connections = mode.connections ?? CONNECTIONS;
      for (const screen of screens) {
        const writes = mode.writes ? startWrites(api, mode.writes) : null;
        const measured = await measureUrl(api.baseUrl + screen.path, api.cookie, mode);
        const written = await writes?.stop();
        if (written?.failed) measured.loaded.errors += written.failed;
        const sameSize =
          measured.bytes >= SAME_SIZE_BYTES ? await measureUrl(sameSizeUrl(bare, measured.bytes), '', mode) : null;
        rows.push({
          kind,
          mode: mode.name,
          connections,
          screen: screen.name,
          target: screen.target,
          ...measured,
          bare: bareFigures,
          sameSize,
        });
        const { idle, loaded } = measured;
        const idleText = idle ? `idle p99 ${idle.p99} ms (${ratio(idle, bareFigures.idle)} x bare), ` : '';
        console.log(
          `  ${kind} ${mode.name} ${screen.name}: ${idleText}${loaded.rps} req/s at ${connections} (${ratio(loaded, bareFigures.loaded)} x bare), p99 ${loaded.p99} ms${sameSizeText(measured.bytes, sameSize)}`,
        );
      }
    }
  } finally {
    await server?.stop();
    bare.stop();
    await database.drop();
  }
  return rows;
}

const ratio = (f: Figures | null, bare: Figures | null) => (f && bare?.rps ? +(f.rps / bare.rps).toFixed(3) : 0);

/** "; a bare route answering the same N KB: idle p99 …, … req/s, p99 … ms", or nothing. */
function sameSizeText(bytes: number, sameSize: Row['sameSize']): string {
  if (!sameSize) return '';
  const idle = sameSize.idle ? `idle p99 ${sameSize.idle.p99} ms, ` : '';
  return `; a bare route answering the same ${Math.round(bytes / 1024)} KB: ${idle}${sameSize.loaded.rps} req/s, p99 ${sameSize.loaded.p99} ms`;
}

function report(rows: Row[], loadBefore: number[]): void {
  console.log(
    `\nList screens, ${CLIENTS} clients: 1 connection for ${IDLE_SECONDS} s (idle), then ${CONNECTIONS} (${SMALL_OFFICE}: ${SMALL_OFFICE_CONNECTIONS}) for ${LOAD_SECONDS} s; load average before ${loadBefore.map((l) => l.toFixed(1)).join(' ')}, after ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.table(
    rows.map((r) => ({
      database: r.kind,
      mode: r.mode,
      connections: r.connections,
      screen: r.screen,
      'idle p50': r.idle?.p50 ?? '',
      'idle p99': r.idle?.p99 ?? '',
      'idle x bare': ratio(r.idle, r.bare.idle),
      'req/s': r.loaded.rps,
      'x bare': ratio(r.loaded, r.bare.loaded),
      'p99 ms': r.loaded.p99,
      'same size bare p99': r.sameSize?.loaded.p99 ?? '',
      errors: (r.idle?.errors ?? 0) + r.loaded.errors,
    })),
  );
  let missed = 0;
  for (const r of rows.filter((row) => (row.idle && !row.idle.answered) || !row.loaded.answered)) {
    missed++;
    console.log(`  MISSED ${r.kind} ${r.mode} ${r.screen}: no answer within the measured window`);
  }
  for (const r of rows.filter((row) => row.mode === 'cache off' && row.idle && row.idle.p99 >= IDLE_TARGET_MS)) {
    missed++;
    console.log(
      `  MISSED ${r.kind} ${r.screen}: idle p99 ${r.idle!.p99} ms (target ${IDLE_TARGET_MS} ms, cache off)${sameSizeText(r.bytes, r.sameSize)}`,
    );
  }
  for (const r of rows.filter((row) => row.mode === SMALL_OFFICE && row.loaded.p99 >= SMALL_OFFICE_TARGET_MS)) {
    missed++;
    console.log(
      `  MISSED ${r.kind} ${r.screen}: p99 ${r.loaded.p99} ms at ${r.connections} connections (target ${SMALL_OFFICE_TARGET_MS} ms, cache off)${sameSizeText(r.bytes, r.sameSize)}`,
    );
  }
  for (const r of rows.filter((row) => row.kind === 'postgres' && row.mode === 'cache off' && row.target !== 'none')) {
    const target = LOAD_TARGETS[r.target as Exclude<LoadTarget, 'none'>];
    if (r.loaded.rps < target.rps || r.loaded.p99 >= target.p99) {
      missed++;
      console.log(
        `  MISSED ${r.kind} ${r.screen}: ${r.loaded.rps} req/s, p99 ${r.loaded.p99} ms at ${r.connections} connections (target ${target.rps} req/s, p99 under ${target.p99} ms, cache off)`,
      );
    }
  }
  // The cache under writes against the cache off without them, and against the cache off under the
  // same writes (the writes' own work is in both of those).
  for (const r of rows.filter((row) => row.mode === WRITES_ON)) {
    for (const mode of ['cache off', WRITES_OFF]) {
      const off = rows.find((o) => o.kind === r.kind && o.screen === r.screen && o.mode === mode);
      if (off && r.loaded.p99 > off.loaded.p99) {
        missed++;
        console.log(
          `  MISSED ${r.kind} ${r.screen}: p99 ${r.loaded.p99} ms with 20 writes/s, ${off.loaded.p99} ms ${mode}`,
        );
      }
    }
  }
  console.log(missed ? `${missed} targets missed` : 'Every target met');
  process.exitCode = missed ? 1 : 0;
}

async function main() {
  const loadBefore = loadavg();
  const today = firmDate(new Date());
  const rows: Row[] = [];
  for (const kind of benchKinds()) rows.push(...(await measureKind(kind, today)));
  report(rows, loadBefore);
  const out = join(import.meta.dirname, '../../../../bench-results');
  mkdirSync(out, { recursive: true });
  writeFileSync(
    join(out, 'lists.json'),
    `${JSON.stringify({ measuredAt: new Date().toISOString(), CLIENTS, rows }, null, 2)}\n`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
