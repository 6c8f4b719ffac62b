import { Cron } from 'croner';
import { FIRM_TIME_ZONE, firmDate } from '@app/domain';
import { readSetting, writeSetting } from '../../core/app-settings.repo';
import type { AppDeps } from '../../core/service-context';
import { releaseBackupLock, tryBackupLock } from './backups.repo';
import { runScheduled } from './backups.service';

/** Any fixed number: the advisory lock key of the daily backup. */
const BACKUP_LOCK_KEY = 110_524_025;
/** The firm day of the last scheduled backup: a process whose timer fires after another's run ended skips. */
const LAST_DAY_SETTING = 'backups.lastScheduledDay';

async function runOncePerDay(deps: AppDeps, db: AppDeps['db']): Promise<void> {
  const day = firmDate(deps.now());
  if ((await readSetting(db, LAST_DAY_SETTING, '')) === day) return;
  if (await runScheduled(deps)) await writeSetting(db, LAST_DAY_SETTING, day, deps.now());
}

/**
 * The daily backup at BACKUP_TIME in the firm's time zone (croner). On PostgreSQL one process of
 * those sharing the database takes it (a session advisory lock held on one connection for the
 * run), once per firm day; PGlite is one process by construction (its data directory is locked).
 */
export function startBackupSchedule(deps: AppDeps): { stop(): Promise<void>; runNow(): Promise<void> } {
  let running: Promise<void> | null = null;
  const runOnce = async () => {
    if (deps.database?.kind !== 'postgres') return runOncePerDay(deps, deps.db);
    await deps.db.connection().execute(async (conn) => {
      if (!(await tryBackupLock(conn, BACKUP_LOCK_KEY))) {
        deps.log.info({}, 'scheduled backup: another process is taking it');
        return;
      }
      try {
        await runOncePerDay(deps, conn);
      } finally {
        await releaseBackupLock(conn, BACKUP_LOCK_KEY);
      }
    });
  };
  const runNow = () => {
    running ??= runOnce()
      .catch((error: unknown) => deps.log.error({ err: error }, 'scheduled backup failed'))
      .finally(() => {
        running = null;
      });
    return running;
  };
  const [hour, minute] = deps.config.backupTime.split(':').map(Number);
  const job = new Cron(`${minute} ${hour} * * *`, { timezone: FIRM_TIME_ZONE, protect: true }, () => runNow());
  return {
    // Stops the schedule and waits for a run under way (the database closes next).
    stop: async () => {
      job.stop();
      await running;
    },
    runNow,
  };
}
