import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  emptyTarget,
  openDatabase,
  readArchiveHeader,
  restoreArchive,
  RestoreRefused,
  verifyArchive,
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

type RestoreConfig = Pick<AppConfig, 'databaseUrl' | 'dataDir' | 'encryptionKey' | 'backupKey'>;

/**
 * `pnpm restore FILE`: into a new (or empty) DATA_DIR, or the empty PostgreSQL database of
 * DATABASE_URL. The archive is read and verified whole before the target is touched; any failure
 * afterwards leaves the target empty again (a DATA_DIR this created is removed).
 */
export async function restoreBackup(config: RestoreConfig, file: string): Promise<RestoreReport> {
  const path = resolve(file);
  if (!existsSync(path)) throw new RestoreRefused(`No such archive: ${path}`);
  const dir = resolve(config.dataDir);
  const existed = existsSync(dir);
  if (!config.databaseUrl && existed && readdirSync(dir).length > 0)
    throw new RestoreRefused(`DATA_DIR ${dir} is not empty: restore into a new or empty directory.`);
  const secret = secretFor((await readArchiveHeader(path)).sealedBy, config);
  const manifest = await verifyArchive(path, secret);
  const sourceKey = manifest.secrets.encryptionKey;
  if (!sourceKey)
    throw new RestoreRefused('The archive carries no encryption key: it was not written by `pnpm backup`.');
  if (config.databaseUrl && !config.encryptionKey)
    throw new RestoreRefused('ENCRYPTION_KEY is required with DATABASE_URL: the restored values are sealed under it.');
  const targetKey = config.encryptionKey ?? sourceKey;
  const reseal = async (handle: DatabaseHandle) => {
    const old = [sourceKey, manifest.secrets.encryptionKeysOld].filter(Boolean).join(',');
    if (targetKey === sourceKey && !manifest.secrets.encryptionKeysOld) return 0;
    const reports = await rotateKeys(handle.db, createKeyRing(targetKey, old));
    return reports.reduce((n, r) => n + r.reencrypted, 0);
  };

  if (config.databaseUrl) {
    const handle = await openDatabase({ databaseUrl: config.databaseUrl, poolSize: 2 });
    try {
      const { rows } = await restoreArchive(path, secret, handle, { verified: manifest });
      try {
        return { manifest, rows, resealed: await reseal(handle), target: 'PostgreSQL (DATABASE_URL)' };
      } catch (error) {
        await emptyTarget(handle).catch(() => {});
        throw error;
      }
    } finally {
      await handle.close();
    }
  }

  mkdirSync(dir, { recursive: true, mode: 0o700 });
  let handle: DatabaseHandle | null = null;
  try {
    handle = await openDatabase({ dataDir: dir });
    const { rows } = await restoreArchive(path, secret, handle, { verified: manifest });
    const resealed = await reseal(handle);
    await handle.close();
    handle = null;
    // The restored directory carries its key, as a first start would have made it: it starts with no other input.
    writeFileSync(join(dir, KEY_FILE_NAME), `${targetKey}\n`, { mode: 0o600 });
    return { manifest, rows, resealed, target: `DATA_DIR ${dir}` };
  } catch (error) {
    await handle?.close().catch(() => {});
    if (existed) for (const name of readdirSync(dir)) rmSync(join(dir, name), { recursive: true, force: true });
    else rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
