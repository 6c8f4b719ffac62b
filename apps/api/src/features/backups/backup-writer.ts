import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import {
  keyOpensHeader,
  snapshot,
  writeArchive,
  writePostgresArchive,
  type ArchiveHeader,
  type ArchiveSecret,
  type DatabaseHandle,
} from '@app/db';
import type { AppConfig } from '../../core/config';
import { parseKey, type KeyRing } from '../../core/crypto';
import { backupFileName } from './backup-files';

/** The version written into each manifest: APP_VERSION when the deployment sets it. */
export const APP_VERSION = process.env.APP_VERSION?.trim() || 'practice-desk';

/** The current key of a ring, base64. */
export function currentKeyOf(ring: KeyRing): string {
  return ring.keys.get(ring.currentId)!.toString('base64');
}

/** What seals an archive: BACKUP_KEY when set, else the data encryption key. */
export function archiveSecret(config: Pick<AppConfig, 'backupKey'>, ring: KeyRing): ArchiveSecret {
  if (config.backupKey) return { key: parseKey(config.backupKey, 'BACKUP_KEY'), sealedBy: 'BACKUP_KEY' };
  return { key: ring.keys.get(ring.currentId)!, sealedBy: 'ENCRYPTION_KEY' };
}

/**
 * The secret that opens an archive, from the restoring environment: BACKUP_KEY, or for an archive
 * sealed by the encryption key, ENCRYPTION_KEY or one of ENCRYPTION_KEYS_OLD (a PostgreSQL target
 * may name the embedded source's key there and have its own as ENCRYPTION_KEY).
 */
export function secretFor(
  header: ArchiveHeader,
  env: { backupKey?: string; encryptionKey?: string; encryptionKeysOld?: string },
): ArchiveSecret {
  const { sealedBy } = header;
  const candidates =
    sealedBy === 'BACKUP_KEY'
      ? [env.backupKey]
      : [
          env.encryptionKey,
          ...(env.encryptionKeysOld ?? '').split(',').map((k) => k.trim().replace(/^[0-9a-f]{1,16}:/i, '')),
        ];
  const keys = candidates.filter((k): k is string => Boolean(k)).map((k) => parseKey(k, sealedBy));
  if (keys.length === 0)
    throw new Error(
      `This archive was sealed with ${sealedBy}: set ${sealedBy} to the value it had when the backup was taken.`,
    );
  // None matching: the first is handed on, and opening the archive says "Wrong key".
  return { key: keys.find((key) => keyOpensHeader(header, key)) ?? keys[0]!, sealedBy };
}

/**
 * The data encryption keys, carried inside the (sealed) archive so a restored embedded directory
 * starts with no other input: the current key and any older ones still in the ring.
 */
export function carriedSecrets(ring: KeyRing): Record<string, string> {
  const old = [...ring.keys.entries()]
    .filter(([id, key]) => id !== ring.currentId && !key.equals(ring.keys.get(ring.currentId)!))
    .map(([id, key]) => `${id}:${key.toString('base64')}`);
  return { encryptionKey: currentKeyOf(ring), ...(old.length ? { encryptionKeysOld: old.join(',') } : {}) };
}

export interface WrittenBackup {
  /** Absolute path of the complete archive. */
  path: string;
  bytes: number;
  createdAt: string;
}

/**
 * Writes one archive of the whole database as of one instant: to `out` when given, else to a new
 * name in config.backupDir. The file appears under its final name only when complete.
 */
export async function writeBackup(
  database: DatabaseHandle,
  config: Pick<AppConfig, 'backupKey' | 'backupDir'>,
  ring: KeyRing,
  options: { out?: string; now?: Date } = {},
): Promise<WrittenBackup> {
  const at = options.now ?? new Date();
  const path = options.out ? resolve(options.out) : join(config.backupDir, backupFileName(at));
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  const secret = archiveSecret(config, ring);
  const content = { appVersion: APP_VERSION, secrets: carriedSecrets(ring) };
  // PostgreSQL: in a worker thread on its own connection, off the server's event loop. PGlite runs
  // on this thread anyway (snapshot holds its one connection only while copying the tables).
  const bytes =
    database.kind === 'postgres'
      ? await writePostgresArchive(path, secret, database.databaseUrl!, content)
      : await writeArchive(path, secret, snapshot(database, content));
  return { path, bytes, createdAt: at.toISOString() };
}
