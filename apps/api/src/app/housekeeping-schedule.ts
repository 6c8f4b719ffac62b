import { Cron } from 'croner';
import type { FastifyInstance } from 'fastify';
import { housekeep, type HousekeepingDone, type HousekeepingRound } from '@app/db';
import type { AppDeps } from '../core/service-context';

// The embedded database's vacuum and analyze (packages/db/src/housekeeping; docs/decisions/6-scale.md,
// "The embedded database keeps itself"). PGlite runs each statement on the server's own thread, so a
// table's vacuum holds every request for its duration (0.5 s for a first vacuum of 100,000
// clients, 1.0 to 1.3 s with their analyze): vacuums wait for a quiet second, as an office's server has many, and run regardless
// once they have waited OVERDUE_MS, so that a server that is never quiet is still kept. Analyzes
// do not wait: a table never analyzed makes plans 10 to 500 times slower, and an analyze reads a
// bounded sample.

/** How often the schedule looks (croner, seconds field). */
const TICK_PATTERN = '*/5 * * * * *';
/** No request began for this long: the server is quiet. */
export const QUIET_MS = 1_000;
/** While requests keep coming, the counters are read (and analyzes run) at most this often. */
export const BUSY_READ_MS = 15_000;
/** How long a look waits for the requests that queued while the thread was held. */
const SETTLE_MS = 100;
/** Vacuums found due run after this long even if the server never goes quiet. */
export const OVERDUE_MS = 10 * 60_000;

export interface Housekeeper {
  /** A request began. */
  noteRequest(): void;
  /** One look: reads the counters and runs what is due (vacuums when quiet or overdue). */
  tick(): Promise<HousekeepingDone[]>;
}

export function createHousekeeper(options: {
  run: (vacuum: boolean) => Promise<HousekeepingRound>;
  now: () => number;
}): Housekeeper {
  let lastRequest = -Infinity;
  let lastRead = -Infinity;
  let vacuumDueSince: number | null = null;
  return {
    noteRequest: () => {
      lastRequest = options.now();
    },
    tick: async () => {
      const now = options.now();
      const vacuum = now - lastRequest >= QUIET_MS || (vacuumDueSince !== null && now - vacuumDueSince >= OVERDUE_MS);
      if (!vacuum && now - lastRead < BUSY_READ_MS) return [];
      lastRead = now;
      const { done, pending } = await options.run(vacuum);
      vacuumDueSince = pending > 0 ? (vacuumDueSince ?? now) : null;
      return done;
    },
  };
}

/** Starts the housekeeping of an embedded database (PostgreSQL's autovacuum keeps a server's); returns the stop. */
export function startHousekeepingSchedule(app: FastifyInstance, deps: AppDeps): { stop(): Promise<void> } {
  const housekeeper = createHousekeeper({
    now: () => performance.now(),
    run: (vacuum) => housekeep(deps.db, { vacuum }),
  });
  app.addHook('onRequest', (_request, _reply, done) => {
    housekeeper.noteRequest();
    done();
  });
  let running: Promise<void> | null = null;
  const job = new Cron(TICK_PATTERN, { protect: true }, () => {
    // A timer due while a long statement held the thread runs before the connections that queued
    // meanwhile are accepted and read: they are given SETTLE_MS to be noted, so the server is not
    // taken for quiet.
    running = new Promise<void>((resolve) => setTimeout(resolve, SETTLE_MS))
      .then(() => housekeeper.tick())
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
