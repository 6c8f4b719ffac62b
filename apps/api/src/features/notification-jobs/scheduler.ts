import { Cron } from 'croner';
import type { AppDeps } from '../../core/service-context';
import { releaseJobLock, tryJobLock } from './notification-jobs.repo';
import { runDailyReminders } from './notification-jobs.service';
import { FIRM_TIME_ZONE } from '@app/domain';

/** Any fixed number: the advisory lock key of the daily reminder job. */
const JOB_LOCK_KEY = 110_524_001;

/**
 * Runs the daily reminders once now and then every day at 06:00 in the firm's time zone (croner).
 * On PostgreSQL one instance runs at a time (a session advisory lock held on one connection for
 * the run); PGlite is one process by construction (its data directory is locked).
 */
export function startReminderSchedule(
  deps: AppDeps,
  kind: 'pglite' | 'postgres',
): { stop(): Promise<void>; runNow(): Promise<void> } {
  let running: Promise<void> | null = null;
  const runOnce = async () => {
    if (kind === 'pglite') {
      const created = await runDailyReminders(deps);
      deps.log.info({ created }, 'daily reminders');
      return;
    }
    await deps.db.connection().execute(async (conn) => {
      if (!(await tryJobLock(conn, JOB_LOCK_KEY))) return;
      try {
        const created = await runDailyReminders({ ...deps, db: conn });
        deps.log.info({ created }, 'daily reminders');
      } finally {
        await releaseJobLock(conn, JOB_LOCK_KEY);
      }
    });
  };
  const runNow = () => {
    running ??= runOnce()
      .catch((error: unknown) => deps.log.error({ err: error }, 'daily reminders failed'))
      .finally(() => {
        running = null;
      });
    return running;
  };
  const job = new Cron('0 6 * * *', { timezone: FIRM_TIME_ZONE, protect: true }, () => runNow());
  void runNow();
  return {
    // Stops the schedule and waits for a run under way (the database closes next).
    stop: async () => {
      job.stop();
      await running;
    },
    runNow,
  };
}
