import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
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
  const template = options.empty ? null : await postgresTemplate(adminUrl);
  await withAdminClient(adminUrl, (client) =>
    client.query(`create database ${name}${template ? ` template ${template}` : ''}`),
  );
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 5 });
  // A no-op on a copy of the template.
  if (!options.empty) await migrateToLatest(handle.db);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await withAdminClient(adminUrl, (client) => dropWhenClosed(client, name));
    },
  };
}

/** Drops a database once its pool's connections have gone. */
async function dropWhenClosed(client: pg.Client, name: string): Promise<void> {
  await untilDisconnected(client, name);
  await client.query(`drop database if exists ${name} with (force)`);
}

/**
 * Waits (up to 2 s) until no session is connected to a database: pg's pool.end() resolves before
 * its sockets have closed, and a forced drop at once kills a closing connection, whose 57P01 error
 * then surfaces as an unhandled error of the test run.
 */
async function untilDisconnected(client: pg.Client, name: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = $1',
      [name],
    );
    if (rows[0]?.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * What the migrated templates are made of: the migrations' sources and the PGlite build (whose
 * dump format the PGlite template is in). Null where the sources are not beside this file (a bundle).
 */
let digest: string | null | undefined;
function templateDigest(): string | null {
  if (digest !== undefined) return digest;
  const dir = fileURLToPath(new URL('./migrations/', import.meta.url));
  if (!existsSync(dir)) return (digest = null);
  const hash = createHash('sha256');
  hash.update(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  for (const file of readdirSync(dir).sort()) hash.update(file).update(readFileSync(join(dir, file)));
  return (digest = hash.digest('hex').slice(0, 16));
}

let postgresTemplateName: Promise<string | null> | undefined;
/**
 * A migrated database on the TEST_DATABASE_URL server that each test database is copied from
 * (about 0.2 s instead of 1.2 s of migrations), made once for all test files and runs of the same
 * migrations; its name carries their digest. Made under another name and renamed when complete,
 * so a run that dies half-way leaves no template behind.
 */
function postgresTemplate(adminUrl: string): Promise<string | null> {
  postgresTemplateName ??= (async () => {
    const key = templateDigest();
    if (!key) return null;
    const name = `test_template_${key}`;
    await withAdminClient(adminUrl, async (client) => {
      await client.query('select pg_advisory_lock(hashtext($1))', [name]);
      try {
        const found = await client.query('select 1 from pg_database where datname = $1', [name]);
        if (found.rowCount) return;
        const building = `${name}_building`;
        await client.query(`drop database if exists ${building} with (force)`);
        await client.query(`create database ${building}`);
        const url = new URL(adminUrl);
        url.pathname = `/${building}`;
        const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 1 });
        try {
          await migrateToLatest(handle.db);
        } finally {
          await handle.close();
        }
        await untilDisconnected(client, building);
        await client.query(`alter database ${building} rename to ${name}`);
        // Templates of other migrations (an older checkout) go, unless a run is copying them now.
        const stale = await client.query<{ datname: string }>(
          `select datname from pg_database where datname like 'test\\_template\\_%' and datname <> $1`,
          [name],
        );
        for (const { datname } of stale.rows) await client.query(`drop database if exists ${datname}`).catch(() => {});
      } finally {
        await client.query('select pg_advisory_unlock(hashtext($1))', [name]);
      }
    });
    return name;
  })();
  return postgresTemplateName;
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

/**
 * The migrated PGlite cluster, dumped: initdb and the migrations cost about 4 s, loading the dump
 * under 1 s. Kept in the system's temporary folder under the migrations' digest, so each test file
 * (a fresh module in its own worker) and each later run loads it instead of making it again.
 */
function migratedTemplate(): Promise<Blob> {
  template ??= (async () => {
    const key = templateDigest();
    const file = key ? join(tmpdir(), `practice-desk-pglite-template-${key}.tar`) : null;
    if (file && existsSync(file)) return new Blob([readFileSync(file)]);
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const { PGliteDialect } = await import('kysely');
    const { createKysely } = await import('./connect');
    const pglite = await PGlite.create({ extensions: { pg_trgm } });
    const db = createKysely(new PGliteDialect({ pglite }));
    await migrateToLatest(db);
    const dump = await pglite.dumpDataDir('none');
    await db.destroy();
    if (file) {
      // Written whole under a name of its own, then renamed: a reader never sees half a file.
      const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, file);
      removeStaleTemplates(file);
    }
    return dump;
  })();
  return template;
}

/** The dumps of other migrations (an older checkout) in the temporary folder. */
function removeStaleTemplates(current: string): void {
  for (const name of readdirSync(tmpdir()))
    if (/^practice-desk-pglite-template-[0-9a-f]{16}\.tar$/.test(name) && join(tmpdir(), name) !== current)
      rmSync(join(tmpdir(), name), { force: true });
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
