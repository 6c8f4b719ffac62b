// `pnpm bench`: the API under load on PGlite and on PostgreSQL, and the web app's initial JavaScript.
// Needs a build (run `pnpm build` first; done here when dist is missing). Results also go to bench-results/.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { measureInitialJs } from './bench/bundle-size.mjs';
import { runApiScenarios } from './bench/api.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
if (!existsSync(`${root}apps/api/dist/main.js`) || !existsSync(`${root}apps/web/dist/index.html`)) {
  const build = spawnSync('npx', ['--yes', 'pnpm@10.34.9', 'run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(1);
}

const results = { measuredAt: new Date().toISOString(), api: {}, web: null };
const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
for (const kind of ['pglite', 'postgres']) {
  results.api[kind] = await runApiScenarios({ root, kind, postgresUrl });
}
results.web = measureInitialJs(`${root}apps/web/dist`);

console.log('\nAPI (autocannon: 10 connections for 10 s, then 1 connection for 5 s)');
console.table(
  Object.entries(results.api).flatMap(([kind, rows]) =>
    rows.map((r) => ({
      database: kind,
      scenario: r.name,
      'req/s (10 conn)': r.rps,
      'p50 ms (10 conn)': r.p50,
      'p99 ms (10 conn)': r.p99,
      'p50 ms (1 conn)': r.aloneP50,
      'p99 ms (1 conn)': r.aloneP99,
      errors: r.errors,
    })),
  ),
);
// The issues' targets are answer times: p99 of one client's requests (1 connection). Under 10
// connections the p99 adds queueing behind the other nine on one Node process (and, on PGlite, one
// embedded database that runs a query at a time); it is shown beside for comparison.
const targets = Object.entries(results.api).flatMap(([kind, rows]) => rows.filter((r) => r.targetP99Ms).map((r) => ({ kind, ...r })));
if (targets.length) {
  console.log('\nTargets (answer time: p99 with 1 connection)');
  for (const r of targets) {
    const verdict = r.aloneP99 < r.targetP99Ms ? 'met' : 'MISSED';
    console.log(`  ${verdict.padEnd(6)} ${r.kind.padEnd(8)} ${r.name}: p99 ${r.aloneP99} ms, target under ${r.targetP99Ms} ms (with 10 connections: ${r.p99} ms)`);
  }
}
console.log(`Web initial JavaScript: ${results.web.gzipKb.toFixed(1)} KB gzipped (${results.web.files.join(', ')}); budget 250 KB`);
mkdirSync(`${root}bench-results`, { recursive: true });
writeFileSync(`${root}bench-results/latest.json`, JSON.stringify(results, null, 2));
if (results.web.gzipKb > 250) {
  console.error('Initial JavaScript is over the 250 KB budget.');
  process.exit(1);
}
