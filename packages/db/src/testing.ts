import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle, type DatabaseKind } from './connect';
import { migrateToLatest } from './migrate';

/** The database kinds integration tests run on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function testDatabaseKinds(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestDatabase extends DatabaseHandle {
  /** For PostgreSQL: the URL of this test's own database (other processes may connect to it). */
  databaseUrl?: string;
}

/**
 * A fresh, migrated database: in-memory PGlite, or a new database created on the
 * TEST_DATABASE_URL server and dropped again on close.
 */
export async function createTestDatabase(
  kind: DatabaseKind = 'pglite',
  options: { empty?: boolean } = {},
): Promise<TestDatabase> {
  if (kind === 'pglite') {
    if (options.empty) return openDatabase({ loadDataDir: await emptyTemplate() });
    const handle = await openDatabase({ loadDataDir: await migratedTemplate() });
    // The template may predate migrations added since; this is a no-op otherwise.
    await migrateToLatest(handle.db);
    return handle;
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 5 });
  if (!options.empty) await migrateToLatest(handle.db);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await withAdminClient(adminUrl, async (client) => {
        // pg's pool.end() resolves before its sockets have closed: a forced drop at once kills a
        // closing connection, whose 57P01 error then surfaces as an unhandled error of the test run.
        for (let i = 0; i < 100; i++) {
          const { rows } = await client.query<{ n: number }>(
            'select count(*)::int as n from pg_stat_activity where datname = $1',
            [name],
          );
          if (rows[0]?.n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await client.query(`drop database if exists ${name} with (force)`);
      });
    },
  };
}

let template: Promise<Blob> | undefined;
let empty: Promise<Blob> | undefined;

/** A cluster with nothing in it (restore targets), dumped once. */
function emptyTemplate(): Promise<Blob> {
  empty ??= (async () => {
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const pglite = await PGlite.create({ extensions: { pg_trgm } });
    const dump = await pglite.dumpDataDir('none');
    await pglite.close();
    return dump;
  })();
  return empty;
}

// initdb costs about 3 s a database; loading a dumped, migrated cluster under 1 s.
function migratedTemplate(): Promise<Blob> {
  template ??= (async () => {
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const { PGliteDialect } = await import('kysely');
    const { createKysely } = await import('./connect');
    const pglite = await PGlite.create({ extensions: { pg_trgm } });
    const db = createKysely(new PGliteDialect({ pglite }));
    await migrateToLatest(db);
    const dump = await pglite.dumpDataDir('none');
    await db.destroy();
    return dump;
  })();
  return template;
}

async function withAdminClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
