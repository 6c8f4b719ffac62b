// The clients and organizations lists asked one request at a time for many terms in every shape the
// API takes (sorts, orders, status, a later page, the type-ahead, the old pickers' limit=1000 and the
// project form's picker), with the read cache off: finds the shapes the bench's screens do not hold
// that miss the idle target (issue 27; docs/benchmarks.md, ninth session). Prints each call slower
// than SWEEP_FLAG_MS at its median, then the slowest. On a database list-data.cli.ts made:
// Run from apps/api:  BENCH_LISTS_DATABASE_URL=postgres://... npx tsx src/bench/list-sweep.cli.ts
// (or BENCH_LISTS_DATA_DIR=... for PGlite); SWEEP_TERMS (comma-separated), SWEEP_SHAPES (a regexp
// over the shapes' names), SWEEP_REPEAT (5 timed requests a call), SWEEP_FLAG_MS (15).
import { startServer, type BenchKind } from './http-bench';
import { keptListDatabase } from './list-data';

const TERMS = (
  process.env.SWEEP_TERMS ??
  "a,e,an,za,zz,q,x,mc,jo,li,son,mar,smi,smith,john,garcia,david,maria,lee,kim,nguyen,anderson,williams,rodriguez,gmail,gmail.com,@,.com,yahoo,555,(555),1234,A0012,A1,o',a.,xyz,zzz,inc,llc,consulting,group,tax,services,com"
).split(',');
const REPEAT = Number(process.env.SWEEP_REPEAT || 5);
const FLAG_MS = Number(process.env.SWEEP_FLAG_MS || 15);

/** Each shape of a call, as the query string after the term. */
const CLIENT_SORTS = ['createdAt', 'fullName', 'email', 'phone', 'portalStatus', 'status'];
const SHAPES: { name: string; path: (term: string) => string }[] = [
  ...['', '&limit=5', '&limit=1000', '&status=active', '&status=terminated', '&offset=50'].flatMap((extra) => [
    { name: `clients${extra}`, path: (t: string) => `/api/clients?search=${t}${extra}` },
    { name: `organizations${extra}`, path: (t: string) => `/api/organizations?search=${t}${extra}` },
  ]),
  ...CLIENT_SORTS.flatMap((sort) =>
    ['asc', 'desc'].map((order) => ({
      name: `clients by ${sort} ${order}`,
      path: (t: string) => `/api/clients?search=${t}&sort=${sort}&order=${order}`,
    })),
  ),
  { name: 'client picker', path: (t) => `/api/clients?search=${t}&sort=fullName&order=asc&limit=20` },
  { name: 'organization picker', path: (t) => `/api/organizations?search=${t}&limit=20` },
];

async function timed(url: string, cookie: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers: { cookie } });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return performance.now() - started;
}

async function sweep(kind: BenchKind): Promise<void> {
  const database = keptListDatabase(kind);
  if (!database) return;
  const only = process.env.SWEEP_SHAPES ? new RegExp(process.env.SWEEP_SHAPES, 'i') : null;
  const server = await startServer(database, { built: true, env: { READ_CACHE: 'off' } });
  const calls: { path: string; median: number; max: number }[] = [];
  try {
    for (const shape of SHAPES.filter((s) => !only || only.test(s.name)))
      for (const term of TERMS) {
        const path = shape.path(encodeURIComponent(term));
        await timed(server.baseUrl + path, server.cookie);
        const times: number[] = [];
        for (let i = 0; i < REPEAT; i++) times.push(await timed(server.baseUrl + path, server.cookie));
        times.sort((a, b) => a - b);
        const call = { path, median: times[Math.floor(times.length / 2)]!, max: times[times.length - 1]! };
        calls.push(call);
        if (call.median > FLAG_MS)
          console.log(`  ${kind} ${call.median.toFixed(1)} ms (max ${call.max.toFixed(1)}) ${path}`);
      }
  } finally {
    await server.stop();
  }
  console.log(`${kind}: ${calls.length} calls; the slowest at the median:`);
  for (const call of calls.sort((a, b) => b.median - a.median).slice(0, 15))
    console.log(`  ${call.median.toFixed(1)} ms (max ${call.max.toFixed(1)}) ${call.path}`);
}

for (const kind of ['pglite', 'postgres'] as const) await sweep(kind);
