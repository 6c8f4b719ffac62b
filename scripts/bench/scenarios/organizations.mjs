// Organizations at scale (docs/decisions/6-scale.md): 20,000 generated organizations (half named after a US
// surname), the sidebar's type-ahead and the list's first page.
import { spawnSync } from 'node:child_process';
import { ORGANIZATION_FRAGMENTS, rotate } from '../terms.mjs';

export const BENCH_ORGANIZATIONS = Number(process.env.BENCH_ORGANIZATIONS || 20_000);

/** Fills the database the server is about to open (same DATA_DIR / DATABASE_URL). */
export async function prepare({ root, env }) {
  const result = spawnSync(
    'npx',
    ['--no-install', 'tsx', 'src/bench/generate-organizations.cli.ts', String(BENCH_ORGANIZATIONS)],
    { cwd: `${root}apps/api`, env, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error('organization generation failed');
}

export async function scenarios(baseUrl, cookie) {
  const headers = { cookie };
  return [
    {
      name: `organizations search, limit 5 (${ORGANIZATION_FRAGMENTS.length} fragments, ${BENCH_ORGANIZATIONS} organizations)`,
      paths: rotate(ORGANIZATION_FRAGMENTS, (t) => `/api/organizations?search=${t}&limit=5`),
      headers,
      targets: { postgres: { rps: 1500, p99: 50 }, pglite: { rps: 400, p99: 200 } },
    },
    {
      name: 'organizations first page (50)',
      path: '/api/organizations?limit=50',
      headers,
      targets: { postgres: { rps: 1000, p99: 60 }, pglite: { rps: 400, p99: 200 } },
    },
  ];
}
