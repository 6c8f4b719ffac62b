import { createHash } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { DatabaseHandle } from '../connect';
import { ARCHIVE_FORMAT } from './archive-header';
import { countLines, encodeRecord, RecordType, type BackupManifest } from './manifest';

const CHUNK = 1024 * 1024;

/** Settings that make COPY print a value the same way on every server (checksums compare across engines). */
export const SAME_TEXT = `set local timezone = 'UTC'; set local datestyle = 'ISO, MDY'; set local intervalstyle = 'postgres'; set local extra_float_digits = 1; set local bytea_output = 'hex'`;

export interface SnapshotOptions {
  appVersion: string;
  secrets: Record<string, string>;
}

/** A table's name quoted for SQL (names come from the catalogue). */
export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** The application's tables, migration bookkeeping excepted (a restore rebuilds it by migrating). */
export const LIST_TABLES = `select tablename as name from pg_tables where schemaname = 'public' and tablename not like 'kysely\\_%' order by tablename`;
const LIST_SEQUENCES = `select sequencename as name, last_value as value from pg_sequences where schemaname = 'public' order by sequencename`;
const LAST_MIGRATION = `select name from kysely_migration order by name desc limit 1`;

interface Query {
  rows<T>(text: string): Promise<T[]>;
  copyOut(table: string): AsyncIterable<Buffer>;
}

async function* snapshotContent(
  q: Query,
  kind: BackupManifest['source'],
  options: SnapshotOptions,
): AsyncGenerator<Buffer> {
  const migration = (await q.rows<{ name: string }>(LAST_MIGRATION))[0]?.name;
  if (!migration) throw new Error('The database has no migrations applied: nothing to back up.');
  const tables: BackupManifest['tables'] = {};
  for (const { name } of await q.rows<{ name: string }>(LIST_TABLES)) {
    const hash = createHash('sha256');
    let rows = 0;
    yield encodeRecord(RecordType.TableStart, name);
    for await (const chunk of q.copyOut(name)) {
      hash.update(chunk);
      rows += countLines(chunk);
      yield encodeRecord(RecordType.TableData, chunk);
    }
    yield encodeRecord(RecordType.TableEnd, name);
    tables[name] = { rows, sha256: hash.digest('hex') };
  }
  const sequences: BackupManifest['sequences'] = {};
  for (const s of await q.rows<{ name: string; value: string | number | null }>(LIST_SEQUENCES)) {
    sequences[s.name] = { value: s.value === null ? 1 : Number(s.value), called: s.value !== null };
  }
  const manifest: BackupManifest = {
    format: ARCHIVE_FORMAT,
    migration,
    createdAt: new Date().toISOString(),
    appVersion: options.appVersion,
    source: kind,
    tables,
    sequences,
    secrets: options.secrets,
  };
  yield encodeRecord(RecordType.Manifest, JSON.stringify(manifest));
}

/**
 * A PostgreSQL database as of one instant: one REPEATABLE READ READ ONLY transaction on its own
 * connection, each table streamed with COPY TO, so writers carry on meanwhile.
 */
export async function* snapshotPostgres(databaseUrl: string, options: SnapshotOptions): AsyncGenerator<Buffer> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    await client.query(SAME_TEXT);
    yield* snapshotContent(
      {
        rows: async <T>(text: string) => (await client.query(text)).rows as T[],
        copyOut: (table) => client.query(copyTo(`copy ${quoteIdent(table)} to stdout`)),
      },
      'postgres',
      options,
    );
    await client.query('commit');
  } finally {
    await client.end();
  }
}

/**
 * The whole database as of one instant. PostgreSQL: one REPEATABLE READ READ ONLY transaction on
 * its own connection, each table streamed with COPY TO, so writers carry on meanwhile. PGlite: its
 * one connection is taken from the queue while every table is copied into memory (one
 * transaction), so requests wait for the copies, not for the compression and the writing.
 */
export async function* snapshot(handle: DatabaseHandle, options: SnapshotOptions): AsyncGenerator<Buffer> {
  if (handle.kind === 'postgres') {
    yield* snapshotPostgres(handle.databaseUrl!, options);
    return;
  }
  // PGlite runs on this thread and has one connection: every statement blocks the server. The
  // tables are copied out (COPY is the quick part) while the connection is held, then released;
  // compressing, encrypting and writing happen after, while requests are served again.
  const pglite = handle.pglite!;
  const answers = new Map<string, unknown[]>();
  const tables = new Map<string, Buffer[]>();
  const release = await holdConnection(handle);
  try {
    await pglite.exec(`begin isolation level repeatable read read only; ${SAME_TEXT}`);
    try {
      for (const text of [LAST_MIGRATION, LIST_TABLES, LIST_SEQUENCES])
        answers.set(text, (await pglite.query(text)).rows);
      for (const { name } of answers.get(LIST_TABLES) as Array<{ name: string }>)
        tables.set(name, await pgliteCopyOut(pglite, name));
    } finally {
      await pglite.exec('rollback');
    }
  } finally {
    release();
  }
  yield* snapshotContent(
    {
      rows: async <T>(text: string) => answers.get(text) as T[],
      async *copyOut(table) {
        const parts = tables.get(table)!;
        tables.delete(table); // each table's copy is freed once written
        for (const bytes of parts)
          for (let at = 0; at < bytes.length; at += CHUNK) yield bytes.subarray(at, at + CHUNK);
      },
    },
    'pglite',
    options,
  );
}

/** Heap pages per COPY on PGlite: its WebAssembly heap grows to hold one COPY's output and never shrinks. */
const PAGES_PER_COPY = 1024;

/**
 * A PGlite table's COPY text, copied a range of heap pages at a time (a TID range scan), so the
 * WebAssembly heap grows by one range's output rather than the whole table's. The ranges in order
 * give exactly `copy <table> to` (same columns, generated ones excluded, and the same row order).
 */
export async function* pgliteCopyRanges(pglite: PGlite, table: string): AsyncGenerator<Buffer> {
  const { rows } = await pglite.query<{ pages: number; columns: string | null }>(
    `select (pg_relation_size(c.oid) / current_setting('block_size')::int)::int as pages,
       (select string_agg(quote_ident(a.attname), ', ' order by a.attnum) from pg_attribute a
         where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = '') as columns
     from pg_class c where c.oid = $1::regclass`,
    [quoteIdent(table)],
  );
  const { pages, columns } = rows[0]!;
  for (let from = 0; from < pages; from += PAGES_PER_COPY) {
    const range = `ctid >= '(${from},0)'::tid and ctid < '(${from + PAGES_PER_COPY},0)'::tid`;
    const { blob } = await pglite.query(
      `copy (select ${columns} from ${quoteIdent(table)} where ${range}) to '/dev/blob'`,
    );
    if (blob) yield Buffer.from(await blob.arrayBuffer());
  }
}

async function pgliteCopyOut(pglite: PGlite, table: string): Promise<Buffer[]> {
  const parts: Buffer[] = [];
  for await (const part of pgliteCopyRanges(pglite, table)) parts.push(part);
  return parts;
}

/**
 * Takes PGlite's one connection out of the application's queue until released: nothing else runs
 * on it meanwhile, so raw statements on the PGlite instance cannot land inside someone's transaction.
 */
export function holdConnection(handle: DatabaseHandle): Promise<() => void> {
  return new Promise((resolveHeld, rejectHeld) => {
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    handle.db
      .connection()
      .execute(async () => {
        resolveHeld(release);
        await released;
      })
      .catch(rejectHeld);
  });
}
