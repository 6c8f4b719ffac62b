import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  emptyTarget,
  openDatabase,
  readArchiveHeader,
  restoreArchive,
  RestoreRefused,
  verifyArchive,
  type ArchiveSecret,
  type BackupManifest,
  type DatabaseHandle,
} from '@app/db';
import type { AppConfig } from '../../core/config';
import { createKeyRing } from '../../core/crypto';
import { KEY_FILE_NAME } from '../../security/key-file';
import { rotateKeys } from '../../security/rotate-keys';
import { secretFor } from './backup-writer';

export interface RestoreReport {
  manifest: BackupManifest;
  rows: number;
  /** Sensitive values sealed again under the target's ENCRYPTION_KEY (0 when the key is the archive's). */
  resealed: number;
  target: string;
}

type RestoreConfig = Pick<AppConfig, 'databaseUrl' | 'dataDir' | 'encryptionKey' | 'encryptionKeysOld' | 'backupKey'>;

/** An archive read and verified whole, with the secret that opened it and the keys it carries. */
export interface OpenedArchive {
  path: string;
  secret: ArchiveSecret;
  manifest: BackupManifest;
  sourceKey: string;
}

/** Reads the archive whole, checking every frame, count and checksum: nothing is touched yet. */
export async function openVerified(
  file: string,
  keys: Pick<AppConfig, 'encryptionKey' | 'encryptionKeysOld' | 'backupKey'>,
): Promise<OpenedArchive> {
  const path = resolve(file);
  if (!existsSync(path)) throw new RestoreRefused(`No such archive: ${path}`);
  const secret = secretFor(await readArchiveHeader(path), keys);
  const manifest = await verifyArchive(path, secret);
  const sourceKey = manifest.secrets.encryptionKey;
  if (!sourceKey)
    throw new RestoreRefused('The archive carries no encryption key: it was not written by `pnpm backup`.');
  return { path, secret, manifest, sourceKey };
}

/**
 * Loads a verified archive into an empty open database and seals its sensitive values again under
 * `targetKey` when that is not the archive's key. A failure after loading empties the target again.
 */
export async function restoreInto(
  handle: DatabaseHandle,
  archive: OpenedArchive,
  targetKey: string,
): Promise<{ rows: number; resealed: number }> {
  const { rows } = await restoreArchive(archive.path, archive.secret, handle, { verified: archive.manifest });
  const old = archive.manifest.secrets.encryptionKeysOld;
  if (targetKey === archive.sourceKey && !old) return { rows, resealed: 0 };
  try {
    const reports = await rotateKeys(
      handle.db,
      createKeyRing(targetKey, [archive.sourceKey, old].filter(Boolean).join(',')),
    );
    return { rows, resealed: reports.reduce((n, r) => n + r.reencrypted, 0) };
  } catch (error) {
    await emptyTarget(handle).catch(() => {});
    throw error;
  }
}

/**
 * `pnpm restore FILE`: into a new (or empty) DATA_DIR, or the empty PostgreSQL database of
 * DATABASE_URL. The archive is read and verified whole before the target is touched; any failure
 * afterwards leaves the target empty again (a DATA_DIR this created is removed).
 */
export async function restoreBackup(config: RestoreConfig, file: string): Promise<RestoreReport> {
  const dir = resolve(config.dataDir);
  const existed = existsSync(dir);
  if (!config.databaseUrl && existed && readdirSync(dir).length > 0)
    throw new RestoreRefused(`DATA_DIR ${dir} is not empty: restore into a new or empty directory.`);
  if (config.databaseUrl && !config.encryptionKey)
    throw new RestoreRefused('ENCRYPTION_KEY is required with DATABASE_URL: the restored values are sealed under it.');
  const archive = await openVerified(file, config);
  const targetKey = config.encryptionKey ?? archive.sourceKey;

  if (config.databaseUrl) {
    const handle = await openDatabase({ databaseUrl: config.databaseUrl, poolSize: 2 });
    try {
      const done = await restoreInto(handle, archive, targetKey);
      return { manifest: archive.manifest, ...done, target: 'PostgreSQL (DATABASE_URL)' };
    } finally {
      await handle.close();
    }
  }

  mkdirSync(dir, { recursive: true, mode: 0o700 });
  let handle: DatabaseHandle | null = null;
  try {
    handle = await openDatabase({ dataDir: dir });
    const done = await restoreInto(handle, archive, targetKey);
    await handle.close();
    handle = null;
    // The restored directory carries its key, as a first start would have made it: it starts with no other input.
    writeFileSync(join(dir, KEY_FILE_NAME), `${targetKey}\n`, { mode: 0o600 });
    return { manifest: archive.manifest, ...done, target: `DATA_DIR ${dir}` };
  } catch (error) {
    await handle?.close().catch(() => {});
    if (existed) for (const name of readdirSync(dir)) rmSync(join(dir, name), { recursive: true, force: true });
    else rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
