// Clients at scale (DECISIONS 6): 100,000 generated clients, then the sidebar search and the first
// page of the list. Target: p99 under 50 ms on PGlite and PostgreSQL.
import { spawnSync } from 'node:child_process';

export const BENCH_CLIENTS = Number(process.env.BENCH_CLIENTS || 100_000);

/** Fills the database the server is about to open (same DATA_DIR / DATABASE_URL) and prints the search plan. */
export async function prepare({ root, env }) {
  const result = spawnSync('npx', ['--no-install', 'tsx', 'src/bench/generate-clients.cli.ts', String(BENCH_CLIENTS)], {
    cwd: `${root}apps/api`,
    env,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('client generation failed');
}

export async function scenarios(baseUrl, cookie) {
  const headers = { cookie };
  const q = encodeURIComponent(JSON.stringify({ q: 'garc' }));
  return [
    { name: `GET /api/clients?search=garc&limit=5 (${BENCH_CLIENTS} clients)`, path: '/api/clients?search=garc&limit=5', headers, targetP99Ms: 50 },
    { name: 'GET /api/clients?search=kowal&limit=5 (no match)', path: '/api/clients?search=kowal&limit=5', headers },
    { name: 'GET /api/clients (first page of 50)', path: '/api/clients', headers, targetP99Ms: 50 },
    { name: 'GET /api/clients?status=active (first page)', path: '/api/clients?status=active', headers },
    { name: 'tRPC search.global {q:"garc"}', path: `/trpc/search.global?input=${q}`, headers },
  ];
}
