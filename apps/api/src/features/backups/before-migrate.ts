import { pendingMigrations, type DatabaseHandle } from '@app/db';
import type { AppConfig } from '../../core/config';
import type { KeyRing } from '../../core/crypto';
import type { Logger } from '../../core/service-context';
import { writeBackup } from './backup-writer';

/**
 * Start-up on an existing database with migrations pending: a backup first, so a failed upgrade
 * can be rolled back by restoring it (BACKUP_BEFORE_MIGRATE=0 skips). Answers the archive's path.
 */
export async function backupBeforeMigrating(
  database: DatabaseHandle,
  config: AppConfig,
  ring: KeyRing,
  log: Pick<Logger, 'info'>,
): Promise<string | null> {
  if (!config.backupBeforeMigrate) return null;
  const pending = await pendingMigrations(database.db);
  if (pending.length === 0) return null;
  const written = await writeBackup(database, config, ring);
  log.info({ file: written.path, bytes: written.bytes, pending: pending.length }, 'backup before migrating');
  return written.path;
}
