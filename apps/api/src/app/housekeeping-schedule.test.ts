import { describe, expect, it } from 'vitest';
import { BUSY_READ_MS, createHousekeeper, OVERDUE_MS, QUIET_MS } from './housekeeping-schedule';

const analyzed = { table: 'clients', vacuum: false, analyze: true, ms: 2 };
const vacuumed = { table: 'clients', vacuum: true, analyze: true, ms: 3 };

/**
 * A housekeeper on a hand-moved clock whose database has one table wanting a vacuum (while
 * `vacuumDue`) and an analyze (while `analyzeDue`).
 */
function setup() {
  const state = { now: 100_000, vacuumDue: true, analyzeDue: true, runs: [] as boolean[] };
  const housekeeper = createHousekeeper({
    now: () => state.now,
    run: async (vacuum) => {
      state.runs.push(vacuum);
      if (vacuum && state.vacuumDue) {
        state.vacuumDue = state.analyzeDue = false;
        return { done: [vacuumed], pending: 0 };
      }
      const done = state.analyzeDue ? [analyzed] : [];
      state.analyzeDue = false;
      return { done, pending: state.vacuumDue ? 1 : 0 };
    },
  });
  return { state, housekeeper };
}

/** Moves the clock with a request at every step, as a busy server's. */
async function busyFor(ms: number, { state, housekeeper }: ReturnType<typeof setup>) {
  for (let left = ms; left > 0; left -= 5_000) {
    state.now += Math.min(5_000, left);
    housekeeper.noteRequest();
    await housekeeper.tick();
  }
}

describe('housekeeping schedule', () => {
  it('vacuums and analyzes on a quiet server', async () => {
    const { state, housekeeper } = setup();
    expect(await housekeeper.tick()).toEqual([vacuumed]);
    expect(state.runs).toEqual([true]);
  });

  it('on a busy server analyzes at once and leaves the vacuum for later', async () => {
    const { state, housekeeper } = setup();
    housekeeper.noteRequest();
    state.now += QUIET_MS - 1;
    expect(await housekeeper.tick()).toEqual([analyzed]);
    expect(state.runs).toEqual([false]);
  });

  it('reads the counters of a busy server at most every BUSY_READ_MS', async () => {
    const t = setup();
    t.housekeeper.noteRequest();
    await t.housekeeper.tick();
    await busyFor(BUSY_READ_MS - 1, t);
    expect(t.state.runs).toEqual([false]);
    await busyFor(1, t);
    expect(t.state.runs).toEqual([false, false]);
  });

  it('vacuums at the first quiet second', async () => {
    const t = setup();
    t.housekeeper.noteRequest();
    await t.housekeeper.tick();
    t.state.now += QUIET_MS; // exactly quiet
    expect(await t.housekeeper.tick()).toEqual([vacuumed]);
    expect(t.state.runs).toEqual([false, true]);
  });

  it('vacuums once overdue on a server that never goes quiet', async () => {
    const t = setup();
    t.housekeeper.noteRequest();
    await t.housekeeper.tick();
    await busyFor(OVERDUE_MS - 1, t);
    expect(t.state.runs.every((vacuum) => !vacuum)).toBe(true);
    expect(t.state.vacuumDue).toBe(true);
    await busyFor(1, t);
    expect(t.state.runs.at(-1)).toBe(true);
    expect(t.state.vacuumDue).toBe(false);
  });

  it('counts the overdue wait from when a vacuum was first found pending, and forgets it once done', async () => {
    const t = setup();
    t.state.vacuumDue = false;
    t.housekeeper.noteRequest();
    await t.housekeeper.tick();
    await busyFor(5 * 60_000, t);
    t.state.vacuumDue = true; // found at the next read
    await busyFor(BUSY_READ_MS, t);
    const foundAt = t.state.now;
    await busyFor(OVERDUE_MS - BUSY_READ_MS, t);
    expect(t.state.vacuumDue).toBe(true);
    await busyFor(BUSY_READ_MS, t);
    expect(t.state.vacuumDue).toBe(false);
    expect(t.state.now - foundAt).toBeGreaterThanOrEqual(OVERDUE_MS);
  });
});
