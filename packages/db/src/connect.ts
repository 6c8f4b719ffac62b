import { chmodSync, cpSync, existsSync, lstatSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect, type Driver, type PGliteDialect } from 'kysely';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock';
import { makeDataDirPrivate } from './data-dir-mode';
import { QueuedPGliteDialect } from './pglite-queue';
import type { Database } from './schema';
import { ObservedDriver } from './write-observer';
import { nameStatements } from './pg-named-statements';
import { PgRowStream } from './pg-row-stream';
import { StatementShapePlugin } from './statement-shape-plugin';

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** Set for PostgreSQL: the URL, so LISTEN/NOTIFY can open its own connection. */
  databaseUrl?: string;
  /** Set for PGlite: the instance itself (backups copy tables through it while holding the queue). */
  pglite?: PGlite;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres://... ; absent means embedded PGlite. */
  databaseUrl?: string;
  /** Directory for PGlite's data; absent with no URL means in-memory (tests). */
  dataDir?: string;
  poolSize?: number;
  /**
   * PostgreSQL only: the longest one statement may run (ms) before the server cancels it (error
   * 57014), so one request cannot hold a connection and the rows it locks for minutes.
   */
  statementTimeoutMs?: number;
  /** PostgreSQL only: run repeated statements as named ones (pg-named-statements.ts); on unless false. */
  namedStatements?: boolean;
  /** In-memory PGlite only: start from this dumped data directory (tests use a migrated template). */
  loadDataDir?: Blob;
}

// Dates travel as YYYY-MM-DD strings, bigint counts and numerics as numbers.
const DATE_OID = 1082;
const INT8_OID = 20;
const NUMERIC_OID = 1700;
const parsers = {
  [DATE_OID]: (value: string) => value,
  [INT8_OID]: (value: string) => Number(value),
  [NUMERIC_OID]: (value: string) => Number(value),
};

pg.types.setTypeParser(DATE_OID, parsers[DATE_OID]);
pg.types.setTypeParser(INT8_OID, parsers[INT8_OID]);
pg.types.setTypeParser(NUMERIC_OID, parsers[NUMERIC_OID]);

/**
 * Every PGlite this package opens. shared_buffers is 32 MB instead of PGlite's 128 MB: PGlite's
 * shared memory is allocated (and zero-filled) inside its WebAssembly heap at start, and a
 * WebAssembly heap never shrinks, so the 128 MB were resident from the first second (an idle
 * server 406 MB, 267 MB with 32 MB; measured with apps/api/src/bench/import-export.cli.ts). Pages
 * beyond 32 MB are read from the data directory's files through the OS page cache.
 */
const PGLITE_OPTIONS = {
  extensions: { pg_trgm },
  startParams: [
    ...PGlite.defaultStartParams,
    '-c',
    'shared_buffers=32MB',
    // Statements are prepared once (pglite-driver.ts). From the sixth run PostgreSQL may switch a
    // prepared statement to a generic plan, blind to the values: on the bench data it did so for
    // the organizations' trigram search, which a custom plan sizes by its pattern. Planning each
    // run keeps the plans of the unnamed statements used before, and still skips parsing.
    '-c',
    'plan_cache_mode=force_custom_plan',
  ],
};

export function createKysely(
  dialect: PGliteDialect | PostgresDialect,
  { literalPaging = false }: { literalPaging?: boolean } = {},
): Kysely<Database> {
  return new Kysely<Database>({ dialect, plugins: [new StatementShapePlugin({ literalPaging })] });
}

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.databaseUrl)
    return openPostgres(options.databaseUrl, {
      max: options.poolSize ?? 10,
      statementTimeoutMs: options.statementTimeoutMs,
      namedStatements: options.namedStatements ?? true,
    });
  return openPglite(options.dataDir, options.loadDataDir);
}

/** PostgreSQL with writes to the watched tables announced (write-observer.ts). */
class ObservedPostgresDialect extends PostgresDialect {
  override createDriver(): Driver {
    return new ObservedDriver(super.createDriver());
  }
}

function openPostgres(
  databaseUrl: string,
  { max, statementTimeoutMs, namedStatements }: { max: number; statementTimeoutMs?: number; namedStatements: boolean },
): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max,
    // No JIT compilation: a statement whose estimate crosses jit_above_cost is compiled on every
    // execution, 17 to 150 ms for statements that run in under a millisecond (the projects list of
    // a user with none, 19.7 against 0.6 ms; docs/benchmarks.md). An `options` in the URL wins.
    options: '-c jit=off',
    ...(statementTimeoutMs ? { statement_timeout: statementTimeoutMs } : {}),
  });
  if (namedStatements) pool.on('connect', nameStatements);
  const db = createKysely(new ObservedPostgresDialect({ pool, cursor: PgRowStream }), {
    literalPaging: namedStatements,
  });
  return { db, kind: 'postgres', databaseUrl, close: () => db.destroy() };
}

async function openPglite(dataDir: string | undefined, loadDataDir: Blob | undefined): Promise<DatabaseHandle> {
  if (!dataDir) {
    const pglite = await PGlite.create({ ...PGLITE_OPTIONS, parsers, loadDataDir });
    const db = createKysely(new QueuedPGliteDialect(pglite));
    return { db, kind: 'pglite', pglite, close: () => db.destroy() };
  }
  const root = resolve(dataDir);
  makeDataDirPrivate(root);
  const releaseLock = acquireDataDirLock(join(root, 'pglite.lock'));
  try {
    const clusterDir = join(root, 'pgdata');
    if (!existsSync(clusterDir)) await initialiseCluster(clusterDir);
    makeDataDirPrivate(root);
    const pglite = await PGlite.create({ ...PGLITE_OPTIONS, dataDir: clusterDir, parsers });
    const db = createKysely(new QueuedPGliteDialect(pglite));
    return {
      db,
      kind: 'pglite',
      pglite,
      close: async () => {
        await db.destroy();
        makeDataDirPrivate(root);
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/**
 * A freshly initialised cluster, made once when the server is built (apps/api/build.mjs writes
 * dist/pgdata-template beside the bundle, which is where this resolves in it). PGlite's initdb
 * peaks at about 740 MB: it runs a second PostgreSQL instance and keeps a copy of its heap while
 * it bootstraps, whereas copying the template's files costs no memory and opening the copy peaks
 * near 190 MB. So a first start or a restore into a new DATA_DIR does not run initdb when the
 * built template is there; from the sources (tsx, tests) it runs initdb as before.
 */
export const CLUSTER_TEMPLATE = fileURLToPath(new URL('./pgdata-template', import.meta.url));

/** Writes a freshly initialised cluster to `dir` (built aside, then renamed: never half made). */
export async function makeClusterTemplate(dir: string): Promise<void> {
  const tmp = `${dir}.init-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  const pglite = await PGlite.create({ ...PGLITE_OPTIONS, dataDir: tmp });
  await pglite.close();
  rmSync(join(tmp, 'postmaster.pid'), { force: true });
  // PGlite writes its files 0666 less the umask: no one but the builder may change what every new
  // data directory will start from (others may still read it: the server may run as another user).
  notWritableByOthers(tmp);
  rmSync(dir, { recursive: true, force: true });
  renameSync(tmp, dir);
}

function notWritableByOthers(path: string): void {
  const stat = lstatSync(path);
  if (stat.isSymbolicLink()) return;
  if ((stat.mode & 0o022) !== 0) chmodSync(path, stat.mode & ~0o022 & 0o7777);
  if (stat.isDirectory()) for (const name of readdirSync(path)) notWritableByOthers(join(path, name));
}

// A first start killed halfway would leave a broken cluster: build it aside, then rename.
async function initialiseCluster(clusterDir: string): Promise<void> {
  const tmp = `${clusterDir}.init-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  if (existsSync(join(CLUSTER_TEMPLATE, 'PG_VERSION'))) {
    cpSync(CLUSTER_TEMPLATE, tmp, { recursive: true, filter: (from) => basename(from) !== 'postmaster.pid' });
  } else {
    const pglite = await PGlite.create({ ...PGLITE_OPTIONS, dataDir: tmp });
    await pglite.close();
  }
  renameSync(tmp, clusterDir);
}
