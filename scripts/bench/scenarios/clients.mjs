// Clients at scale (docs/decisions/6-scale.md): 100,000 generated clients named as US people are, the sidebar's
// type-ahead (`?search=&limit=5`, fragments of common names) and the list's first and next pages.
import { spawnSync } from 'node:child_process';
import { FIRST_NAME_FRAGMENTS, SURNAME_FRAGMENTS, rotate } from '../terms.mjs';

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

const SEARCH_TARGETS = { postgres: { rps: 1500, p99: 50 }, pglite: { rps: 400, p99: 200 } };
const PAGE_TARGETS = { postgres: { rps: 1000, p99: 60 }, pglite: { rps: 400, p99: 200 } };

export async function scenarios(baseUrl, cookie) {
  const headers = { cookie };
  const first = await fetch(`${baseUrl}/api/clients?limit=50`, { headers });
  const cursor = first.headers.get('x-next-cursor');
  const terms = [...SURNAME_FRAGMENTS, ...FIRST_NAME_FRAGMENTS];
  return [
    {
      name: `clients search, limit 5 (${terms.length} name fragments, ${BENCH_CLIENTS} clients)`,
      paths: rotate(terms, (t) => `/api/clients?search=${t}&limit=5`),
      headers,
      targets: SEARCH_TARGETS,
    },
    { name: 'clients first page (50)', path: '/api/clients?limit=50', headers, targets: PAGE_TARGETS },
    ...(cursor
      ? [{ name: 'clients next page (50, cursor)', path: `/api/clients?limit=50&cursor=${cursor}`, headers }]
      : []),
    {
      name: 'clients search, list page (50, counted)',
      paths: rotate(SURNAME_FRAGMENTS, (t) => `/api/clients?search=${t}&limit=50`),
      headers,
    },
    {
      name: 'tRPC search.global (sidebar, palette)',
      paths: rotate(
        terms,
        (t) => `/trpc/search.global?input=${encodeURIComponent(JSON.stringify({ q: decodeURIComponent(t) }))}`,
      ),
      headers,
    },
  ];
}
