// The data set of the list-screen bench (issue 27): `clients` clients, a fifth as many organizations
// (as the 100,000 / 20,000 of the full run), their deadlines, and projects with tasks, a month of
// which falls in today's month view. One function, so the full bench, the CI check and a kept
// database made by hand (list-data.cli.ts) hold the same shape; the runs that reuse such a kept
// database (lists.cli.ts, list-sweep.cli.ts) find it through keptListDatabase.
import type { Database } from '@app/db';
import type { Kysely } from 'kysely';
import type { BenchDatabase, BenchKind } from './http-bench';
import { generateClients } from './generate-clients';
import { generateDeadlines } from './generate-deadlines';
import { generateOrganizations } from './generate-organizations';
import { generateProjects } from './generate-projects';

export async function generateListData(db: Kysely<Database>, clients: number, today: string): Promise<void> {
  await generateClients(db, clients);
  await generateOrganizations(db, Math.round(clients / 5));
  await generateDeadlines(db, today);
  await generateProjects(db, {
    projects: Math.round(clients / 20),
    tasksPerProject: 5,
    monthEvents: Math.min(400, Math.round(clients / 50)),
    users: 20,
    today,
  });
}

/**
 * The database list-data.cli.ts made and the runs keep as it is (BENCH_LISTS_DATA_DIR for PGlite,
 * BENCH_LISTS_DATABASE_URL for PostgreSQL), or null when none is named for `kind`.
 */
export function keptListDatabase(kind: BenchKind): BenchDatabase | null {
  const dir = process.env.BENCH_LISTS_DATA_DIR;
  const url = process.env.BENCH_LISTS_DATABASE_URL;
  if (kind === 'pglite' && dir) return { kind, env: { DATA_DIR: dir }, drop: async () => {} };
  if (kind === 'postgres' && url) return { kind, env: { DATABASE_URL: url }, drop: async () => {} };
  return null;
}
