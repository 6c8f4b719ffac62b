import { createReadStream, type ReadStream } from 'node:fs';
import { basename, join } from 'node:path';
import type { BackupInfo, BackupLatest } from '@app/domain';
import { notFound } from '../../core/app-error';
import { systemCtx, type AppDeps, type Ctx, type UserCtx } from '../../core/service-context';
import * as audit from '../audit/audit.service';
import * as notifications from '../notifications/notifications.service';
import { latestBackup, pruneBackups } from './backup-files';
import { writeBackup, type WrittenBackup } from './backup-writer';
import { adminIds } from './backups.repo';

// Backups of the running server's database: on demand (admins, the CLI through the server) and
// scheduled (backup-scheduler.ts). One at a time per database in this process.
const underway = new WeakMap<object, Promise<unknown>>();

/** Takes one backup now (after one already under way ends); `out` writes it there instead of BACKUP_DIR. */
export function takeBackup(deps: AppDeps, options: { out?: string } = {}): Promise<WrittenBackup> {
  const database = deps.database;
  if (!database) throw new Error('This server has no database handle to back up.');
  const before = underway.get(database) ?? Promise.resolve();
  const run = before
    .catch(() => {})
    .then(() => writeBackup(database, deps.config, deps.keyRing, { out: options.out, now: deps.now() }));
  underway.set(database, run);
  return run;
}

function infoOf(written: WrittenBackup): BackupInfo {
  return { file: basename(written.path), bytes: written.bytes, createdAt: written.createdAt };
}

/** Settings > Backups: the newest complete archive in the backup directory. */
export function latest(ctx: Ctx): BackupLatest {
  return { latest: latestBackup(ctx.config.backupDir) };
}

/** An admin's "back up now": written to BACKUP_DIR, audited. */
export async function takeNow(ctx: UserCtx): Promise<BackupInfo> {
  const info = infoOf(await takeBackup(ctx));
  await audit.record(ctx, { action: 'backup_create', entityType: 'backup', entityId: info.file, detail: { ...info } });
  return info;
}

export interface BackupDownload extends BackupInfo {
  stream: ReadStream;
}

/** The newest archive as a download; every download is audited (it holds the whole practice). */
export async function downloadLatest(ctx: UserCtx): Promise<BackupDownload> {
  const info = latestBackup(ctx.config.backupDir);
  if (!info) throw notFound('No backup has been taken yet');
  const stream = createReadStream(join(ctx.config.backupDir, info.file));
  await audit.record(ctx, {
    action: 'backup_download',
    entityType: 'backup',
    entityId: info.file,
    detail: { ...info },
  });
  return { ...info, stream };
}

/**
 * The daily backup: taken, then archives older than BACKUP_KEEP days removed. A failure is logged
 * and every admin gets a notification naming it.
 */
export async function runScheduled(deps: AppDeps): Promise<WrittenBackup | null> {
  try {
    const written = await takeBackup(deps);
    const removed = pruneBackups(deps.config.backupDir, deps.config.backupKeep, deps.now());
    deps.log.info({ file: written.path, bytes: written.bytes, removed: removed.length }, 'scheduled backup');
    return written;
  } catch (error) {
    deps.log.error({ err: error }, 'scheduled backup failed');
    await notifyFailure(deps, error).catch((e: unknown) => deps.log.error({ err: e }, 'backup failure notice failed'));
    return null;
  }
}

async function notifyFailure(deps: AppDeps, error: unknown): Promise<void> {
  const reason = error instanceof Error ? error.message : String(error);
  const at = deps.now().toISOString();
  const admins = await adminIds(deps.db);
  await notifications.createMany(
    systemCtx(deps),
    admins.map((userId) => ({
      userId,
      type: 'error' as const,
      title: 'Backup failed',
      message: `The scheduled backup at ${at} failed: ${reason}`.slice(0, 2000),
      link: '/settings/backups',
      eventKey: `backup-failed:${at}`,
    })),
  );
}
