import { createHash } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import type { DatabaseHandle } from '../connect';
import { isKnownMigration, migrateTo, migrateToLatest } from '../migrate';
import { ArchiveError, openArchive, type ArchiveSecret } from './archive';
import { countLines, readRecords, RecordType, type BackupManifest } from './manifest';
import { holdConnection, LIST_TABLES, pgliteCopyRanges, quoteIdent, SAME_TEXT } from './snapshot';

export class RestoreRefused extends Error {}

/**
 * Reads the whole archive, opening every frame and checking each table's rows and checksum against
 * the manifest, without touching any database: a wrong key, a cut or an altered archive fails here.
 */
export async function verifyArchive(file: string, secret: ArchiveSecret): Promise<BackupManifest> {
  const seen: Record<string, { rows: number; sha256: string }> = {};
  let manifest: BackupManifest | undefined;
  let table: string | null = null;
  let hash = createHash('sha256');
  let rows = 0;
  for await (const record of readRecords(openArchive(file, secret))) {
    if (manifest) throw new ArchiveError('The archive is damaged: content follows its manifest.');
    if (record.type === RecordType.TableStart) {
      table = record.body.toString('utf8');
      hash = createHash('sha256');
      rows = 0;
    } else if (record.type === RecordType.TableData && table) {
      hash.update(record.body);
      rows += countLines(record.body);
    } else if (record.type === RecordType.TableEnd && table === record.body.toString('utf8')) {
      seen[table] = { rows, sha256: hash.digest('hex') };
      table = null;
    } else if (record.type === RecordType.Manifest && !table) {
      manifest = JSON.parse(record.body.toString('utf8')) as BackupManifest;
    } else {
      throw new ArchiveError('The archive content is out of order.');
    }
  }
  if (!manifest) throw new ArchiveError('The archive has no manifest: it is incomplete.');
  for (const [name, expected] of Object.entries(manifest.tables)) {
    const got = seen[name];
    if (!got || got.rows !== expected.rows || got.sha256 !== expected.sha256)
      throw new ArchiveError(`The archive's table ${name} does not match its manifest.`);
  }
  return manifest;
}

export interface RestoreResult {
  manifest: BackupManifest;
  rows: number;
}

/**
 * Restores into an empty database: verifies the archive, migrates the target to the archive's
 * level, loads every table (triggers and foreign keys off, as the data is already consistent),
 * sets the sequences, checks rows and checksums against the manifest, then migrates forward. On
 * any failure the target is emptied again. `verified`: the manifest verifyArchive answered for
 * this file (the caller checked it before preparing the target), so it is not read twice.
 */
export async function restoreArchive(
  file: string,
  secret: ArchiveSecret,
  target: DatabaseHandle,
  options: { verified?: BackupManifest } = {},
): Promise<RestoreResult> {
  const manifest = options.verified ?? (await verifyArchive(file, secret));
  if (!isKnownMigration(manifest.migration))
    throw new RestoreRefused(
      `The archive comes from a newer version (schema ${manifest.migration}): upgrade this installation first.`,
    );
  const existing = await sql`select tablename from pg_tables where schemaname = 'public'`.execute(target.db);
  if (existing.rows.length > 0)
    throw new RestoreRefused(
      'The target database is not empty: restore into a new DATA_DIR or an empty PostgreSQL database.',
    );
  try {
    await migrateTo(target.db, manifest.migration);
    if (target.kind === 'postgres') await loadPostgres(file, secret, manifest, target.databaseUrl!);
    else await loadPglite(file, secret, manifest, target);
    await migrateToLatest(target.db);
  } catch (error) {
    await emptyTarget(target).catch(() => {});
    throw error;
  }
  const rows = Object.values(manifest.tables).reduce((n, t) => n + t.rows, 0);
  return { manifest, rows };
}

/** Drops everything a (failed) restore created: the target is empty again. */
export async function emptyTarget(target: DatabaseHandle): Promise<void> {
  await sql`drop schema public cascade`.execute(target.db);
  await sql`create schema public`.execute(target.db);
}

/**
 * Indexes that back no constraint (the trigram and list indexes): dropped before loading and built
 * again after, as pg_restore does. Built once over all rows, a GIN index costs a fraction of its
 * upkeep row by row.
 */
const SECONDARY_INDEXES = `select i.indexname as name, i.indexdef as definition from pg_indexes i
  where i.schemaname = 'public' and i.tablename not like 'kysely\\_%'
    and not exists (select 1 from pg_constraint c where c.conindid = format('%I.%I', i.schemaname, i.indexname)::regclass)
  order by i.indexname`;
interface SecondaryIndex {
  name: string;
  definition: string;
}

function setSequences(manifest: BackupManifest): string[] {
  return Object.entries(manifest.sequences).map(
    ([name, s]) => `select setval('${quoteIdent(name).replace(/'/g, "''")}', ${Math.max(1, s.value)}, ${s.called})`,
  );
}

function checkTable(manifest: BackupManifest, table: string, rows: number, sha256: string): void {
  const expected = manifest.tables[table];
  if (!expected || expected.rows !== rows || expected.sha256 !== sha256)
    throw new ArchiveError(`After loading, table ${table} does not match the manifest (${rows} rows).`);
}

async function loadPostgres(file: string, secret: ArchiveSecret, manifest: BackupManifest, url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    await client.query(`set local session_replication_role = replica; ${SAME_TEXT}`);
    const tables = (await client.query<{ name: string }>(LIST_TABLES)).rows.map((r) => r.name);
    if (tables.length) await client.query(`truncate ${tables.map(quoteIdent).join(', ')}`);
    const indexes = (await client.query<SecondaryIndex>(SECONDARY_INDEXES)).rows;
    for (const index of indexes) await client.query(`drop index ${quoteIdent(index.name)}`);
    let stream: ReturnType<typeof copyFrom> | null = null;
    for await (const record of readRecords(openArchive(file, secret))) {
      if (record.type === RecordType.TableStart) {
        stream = client.query(copyFrom(`copy ${quoteIdent(record.body.toString('utf8'))} from stdin`));
      } else if (record.type === RecordType.TableData && stream) {
        if (!stream.write(record.body)) await once(stream, 'drain');
      } else if (record.type === RecordType.TableEnd && stream) {
        stream.end();
        await finished(stream);
        stream = null;
      }
    }
    for (const index of indexes) await client.query(index.definition);
    for (const statement of setSequences(manifest)) await client.query(statement);
    for (const table of Object.keys(manifest.tables)) {
      const hash = createHash('sha256');
      let rows = 0;
      for await (const chunk of client.query(copyTo(`copy ${quoteIdent(table)} to stdout`))) {
        hash.update(chunk as Buffer);
        rows += countLines(chunk as Buffer);
      }
      checkTable(manifest, table, rows, hash.digest('hex'));
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}

/** The COPY text loaded into PGlite per statement (whole lines). */
const LOAD_PART_BYTES = 4 * 1024 * 1024;

async function loadPglite(
  file: string,
  secret: ArchiveSecret,
  manifest: BackupManifest,
  target: DatabaseHandle,
): Promise<void> {
  const pglite: PGlite = target.pglite!;
  const release = await holdConnection(target);
  try {
    await pglite.exec('begin');
    try {
      await pglite.exec(`set local session_replication_role = replica; ${SAME_TEXT}`);
      const tables = (await pglite.query<{ name: string }>(LIST_TABLES)).rows.map((r) => r.name);
      if (tables.length) await pglite.exec(`truncate ${tables.map(quoteIdent).join(', ')}`);
      const indexes = (await pglite.query<SecondaryIndex>(SECONDARY_INDEXES)).rows;
      for (const index of indexes) await pglite.exec(`drop index ${quoteIdent(index.name)}`);
      // Each table goes in by parts of whole lines, a COPY each: PGlite holds a COPY's input in
      // memory several times over (the Blob, its bytes, the device's reads), so one COPY of the
      // largest table made the restore's peak; the parts bound it.
      let table = '';
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      const load = async (all: boolean) => {
        const bytes = pending.length === 1 ? pending[0]! : Buffer.concat(pending);
        const cut = all ? bytes.length : bytes.lastIndexOf(10) + 1;
        if (cut > 0)
          await pglite.query(`copy ${quoteIdent(table)} from '/dev/blob'`, [], {
            blob: new Blob([bytes.subarray(0, cut)] as unknown as ConstructorParameters<typeof Blob>[0]),
          });
        pending = cut < bytes.length ? [Buffer.from(bytes.subarray(cut))] : [];
        pendingBytes = bytes.length - cut;
      };
      for await (const record of readRecords(openArchive(file, secret))) {
        if (record.type === RecordType.TableStart) {
          table = record.body.toString('utf8');
          pending = [];
          pendingBytes = 0;
        } else if (record.type === RecordType.TableData) {
          pending.push(Buffer.from(record.body));
          pendingBytes += record.body.length;
          if (pendingBytes >= LOAD_PART_BYTES) await load(false);
        } else if (record.type === RecordType.TableEnd && pendingBytes > 0) await load(true);
      }
      for (const index of indexes) await pglite.exec(index.definition);
      for (const statement of setSequences(manifest)) await pglite.query(statement);
      // Read back a range of pages at a time (the order of `copy ... to`), never a whole table at once.
      for (const table of Object.keys(manifest.tables)) {
        const hash = createHash('sha256');
        let rows = 0;
        for await (const part of pgliteCopyRanges(pglite, table)) {
          hash.update(part);
          rows += countLines(part);
        }
        checkTable(manifest, table, rows, hash.digest('hex'));
      }
      await pglite.exec('commit');
    } catch (error) {
      await pglite.exec('rollback').catch(() => {});
      throw error;
    }
  } finally {
    release();
  }
}
