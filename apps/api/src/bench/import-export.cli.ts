// Import and export at scale (issue 11): 100,000 clients imported from one CSV upload (target
// < 60 s, the server process's peak memory < 400 MB), then exported as CSV, streamed (target
// < 10 s). On PGlite always and on PostgreSQL with BENCH_DATABASE_URL (BENCH_KINDS narrows), as the
// other area benches (http-bench.ts): a fresh, migrated database each, the server started on it as
// `pnpm start` runs it (dist/main.js when built, else from source), the file sent over HTTP. The
// peak is the server process's high-water mark (VmHWM in /proc/<pid>/status): start-up included,
// the database's creation not (PGlite's initdb is done beforehand, as on any start after the first).
// Run from apps/api:  BENCH_DATABASE_URL=postgres://... npx tsx src/bench/import-export.cli.ts   (ROWS=100000 by default)
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { benchKinds, prepareDatabase, startServer, type BenchServer } from './http-bench';

const rows = Number(process.env.ROWS || 100_000);
const TARGETS = { importSeconds: 60, peakMb: 400, exportSeconds: 10 };

function clientsCsv(n: number): Buffer {
  const lines = ['firstName,lastName,email,phone'];
  for (let i = 0; i < n; i++)
    lines.push(`Client${i},Bench${i % 997},client${i}@example.com,213555${String(i % 10_000).padStart(4, '0')}`);
  return Buffer.from(`${lines.join('\n')}\n`);
}

/** The process's resident memory now and at its highest, in MB (Linux). */
function memoryMb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

/** The CPU seconds the process has used (user + system; clock ticks of 1/100 s on Linux). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Reads a streamed answer to its end, counting its bytes and lines without keeping it. */
async function drain(response: Response): Promise<{ bytes: number; lines: number }> {
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines++;
  }
  return { bytes, lines };
}

async function measure(kind: string, server: BenchServer): Promise<boolean> {
  const headers = { cookie: server.cookie, origin: server.baseUrl };
  const csv = clientsCsv(rows);
  const atStart = memoryMb(server.pid);
  console.log(
    `${kind}: CSV of ${rows} clients: ${(csv.length / 1024 / 1024).toFixed(1)} MB; server RSS before import ${atStart.rss} MB (peak ${atStart.peak} MB)`,
  );
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'clients.csv');
  let start = performance.now();
  let cpu = cpuSeconds(server.pid);
  const imported = await fetch(
    `${server.baseUrl}/api/import/clients/csv${process.env.PREVIEW ? '?preview=true' : ''}`,
    {
      method: 'POST',
      headers,
      body: form,
    },
  );
  const answer = (await imported.json()) as { message: string };
  const importSeconds = (performance.now() - start) / 1000;
  const afterImport = memoryMb(server.pid);
  const importCpu = cpuSeconds(server.pid) - cpu;
  console.log(
    `${kind}: import: ${imported.status} ${answer.message} in ${importSeconds.toFixed(1)} s (server CPU ${importCpu.toFixed(1)} s); server peak RSS ${afterImport.peak} MB (RSS now ${afterImport.rss} MB)`,
  );

  start = performance.now();
  cpu = cpuSeconds(server.pid);
  const exported = await fetch(`${server.baseUrl}/api/export/clients/csv`, { headers });
  const { bytes, lines } = await drain(exported);
  const exportSeconds = (performance.now() - start) / 1000;
  const exportedRows = lines - 1; // the header line
  console.log(
    `${kind}: export: ${exported.status} ${exportedRows} rows, ${(bytes / 1024 / 1024).toFixed(1)} MB in ${exportSeconds.toFixed(1)} s (server CPU ${(cpuSeconds(server.pid) - cpu).toFixed(1)} s); server peak RSS ${memoryMb(server.pid).peak} MB`,
  );

  const checks: Array<[boolean, string]> = [
    [
      imported.ok && importSeconds < TARGETS.importSeconds,
      `import of ${rows} clients: ${importSeconds.toFixed(1)} s < ${TARGETS.importSeconds} s`,
    ],
    [
      imported.ok && afterImport.peak < TARGETS.peakMb,
      `import of ${rows} clients: server peak RSS ${afterImport.peak} MB < ${TARGETS.peakMb} MB`,
    ],
    [
      exported.ok && exportedRows === rows && exportSeconds < TARGETS.exportSeconds,
      `export of ${exportedRows} clients: ${exportSeconds.toFixed(1)} s < ${TARGETS.exportSeconds} s`,
    ],
  ];
  for (const [met, text] of checks) console.log(`  ${met ? 'met   ' : 'MISSED'} ${kind.padEnd(8)} ${text}`);
  return checks.every(([met]) => met);
}

async function main() {
  let failed = false;
  for (const kind of benchKinds()) {
    const database = await prepareDatabase(kind, async () => {});
    try {
      const server = await startServer(database, { built: true });
      try {
        if (!(await measure(kind, server))) failed = true;
      } finally {
        await server.stop();
      }
    } finally {
      await database.drop();
    }
  }
  process.exitCode = failed ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
