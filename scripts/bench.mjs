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
console.log(`Web initial JavaScript: ${results.web.gzipKb.toFixed(1)} KB gzipped (${results.web.files.join(', ')}); budget 250 KB`);
mkdirSync(`${root}bench-results`, { recursive: true });
writeFileSync(`${root}bench-results/latest.json`, JSON.stringify(results, null, 2));
if (results.web.gzipKb > 250) {
  console.error('Initial JavaScript is over the 250 KB budget.');
  process.exit(1);
}
