import { Cron } from 'croner';
import type { FastifyInstance } from 'fastify';
import { housekeep, housekeepingDue, type HousekeepingDone } from '@app/db';
import type { AppDeps } from '../core/service-context';

// The embedded database's vacuum and analyze (packages/db/src/housekeeping; docs/decisions/6-scale.md,
// "The embedded database keeps itself"). PGlite runs each statement on the server's own thread, so a
// table's vacuum holds every request for its duration: the chores wait for a quiet second, as an
// office's server has many, and run regardless once they have waited OVERDUE_MS, so that a server
// that is never quiet is still kept.

/** How often the schedule looks (croner, seconds field). */
const TICK_PATTERN = '*/5 * * * * *';
/** No request began for this long: the server is quiet. */
export const QUIET_MS = 1_000;
/** While requests keep coming, the counters are read at most this often. */
export const BUSY_READ_MS = 60_000;
/** Chores found due run after this long even if the server never goes quiet. */
export const OVERDUE_MS = 10 * 60_000;

export interface Housekeeper {
  /** A request began. */
  noteRequest(): void;
  /** One look: reads the counters and runs what is due, when the server is quiet or the chores overdue. */
  tick(): Promise<HousekeepingDone[]>;
}

export function createHousekeeper(options: {
  run: (mayRun: boolean) => Promise<{ due: boolean; done: HousekeepingDone[] }>;
  now: () => number;
}): Housekeeper {
  let lastRequest = -Infinity;
  let lastRead = -Infinity;
  let dueSince: number | null = null;
  return {
    noteRequest: () => {
      lastRequest = options.now();
    },
    tick: async () => {
      const now = options.now();
      const quiet = now - lastRequest >= QUIET_MS;
      const overdue = dueSince !== null && now - dueSince >= OVERDUE_MS;
      if (!quiet && !overdue && (dueSince !== null || now - lastRead < BUSY_READ_MS)) return [];
      lastRead = now;
      const { due, done } = await options.run(quiet || overdue);
      if (!due || done.length > 0) dueSince = null;
      else dueSince ??= now;
      return done;
    },
  };
}

/** Starts the housekeeping of an embedded database (PostgreSQL's autovacuum keeps a server's); returns the stop. */
export function startHousekeepingSchedule(app: FastifyInstance, deps: AppDeps): { stop(): Promise<void> } {
  const housekeeper = createHousekeeper({
    now: () => performance.now(),
    run: async (mayRun) => {
      if (!mayRun) return { due: (await housekeepingDue(deps.db)).length > 0, done: [] };
      const done = await housekeep(deps.db);
      return { due: done.length > 0, done };
    },
  });
  app.addHook('onRequest', (_request, _reply, done) => {
    housekeeper.noteRequest();
    done();
  });
  let running: Promise<void> | null = null;
  const job = new Cron(TICK_PATTERN, { protect: true }, () => {
    running = housekeeper
      .tick()
      .then((done) => {
        if (done.length > 0) deps.log.info({ done }, 'database housekeeping');
      })
      .catch((error: unknown) => deps.log.error({ err: error }, 'database housekeeping failed'));
    return running;
  });
  return {
    stop: async () => {
      job.stop();
      await running;
    },
  };
}
