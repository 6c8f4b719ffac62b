// Organizations at scale (DECISIONS 6): 20,000 generated organizations, then the list's search and
// its first page. Target: p99 under 50 ms on PGlite and PostgreSQL.
import { spawnSync } from 'node:child_process';

export const BENCH_ORGANIZATIONS = Number(process.env.BENCH_ORGANIZATIONS || 20_000);

/** Fills the database the server is about to open (same DATA_DIR / DATABASE_URL). */
export async function prepare({ root, env }) {
  const result = spawnSync('npx', ['--no-install', 'tsx', 'src/bench/generate-organizations.cli.ts', String(BENCH_ORGANIZATIONS)], {
    cwd: `${root}apps/api`,
    env,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('organization generation failed');
}

export async function scenarios(baseUrl, cookie) {
  const headers = { cookie };
  const list = encodeURIComponent(JSON.stringify({ search: 'harbor', status: 'active' }));
  return [
    { name: `GET /api/organizations (first page of 50, ${BENCH_ORGANIZATIONS} organizations)`, path: '/api/organizations', headers, targetP99Ms: 50 },
    { name: 'GET /api/organizations?status=active (first page)', path: '/api/organizations?status=active', headers },
    { name: 'GET /api/organizations?search=harbor&status=active', path: '/api/organizations?search=harbor&status=active', headers, targetP99Ms: 50 },
    { name: 'GET /api/organizations?search=bakery 1234', path: '/api/organizations?search=bakery%201234', headers },
    { name: 'GET /api/organizations?search=zzqx (no match)', path: '/api/organizations?search=zzqx', headers },
    { name: 'tRPC organizations.list {search:"harbor"}', path: `/trpc/organizations.list?input=${list}`, headers },
  ];
}
