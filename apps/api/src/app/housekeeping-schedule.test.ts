import { describe, expect, it } from 'vitest';
import { BUSY_READ_MS, createHousekeeper, OVERDUE_MS, QUIET_MS } from './housekeeping-schedule';

const chore = { table: 'clients', vacuum: true, analyze: true, ms: 3 };

/** A housekeeper on a hand-moved clock whose database has chores due while `due` says so. */
function setup() {
  const state = { now: 0, due: true, runs: [] as boolean[] };
  const housekeeper = createHousekeeper({
    now: () => state.now,
    run: async (mayRun) => {
      state.runs.push(mayRun);
      if (!mayRun) return { due: state.due, done: [] };
      const done = state.due ? [chore] : [];
      state.due = false;
      return { due: done.length > 0, done };
    },
  });
  return { state, housekeeper };
}

describe('housekeeping schedule', () => {
  it('runs the chores on a quiet server', async () => {
    const { state, housekeeper } = setup();
    state.now = 10_000;
    expect(await housekeeper.tick()).toEqual([chore]);
    expect(state.runs).toEqual([true]);
  });

  it('waits while requests keep coming, reading the counters at most once a minute', async () => {
    const { state, housekeeper } = setup();
    state.now = 100_000;
    housekeeper.noteRequest();
    state.now += QUIET_MS - 1;
    expect(await housekeeper.tick()).toEqual([]);
    expect(state.runs).toEqual([false]); // due noted, nothing run
    for (let i = 0; i < 10; i++) {
      state.now += 5_000;
      housekeeper.noteRequest();
      expect(await housekeeper.tick()).toEqual([]);
    }
    expect(state.runs).toEqual([false]); // chores known due: no further reads while busy
  });

  it('runs at the first quiet second', async () => {
    const { state, housekeeper } = setup();
    state.now = 100_000;
    housekeeper.noteRequest();
    await housekeeper.tick();
    state.now += QUIET_MS; // exactly quiet
    expect(await housekeeper.tick()).toEqual([chore]);
    expect(state.runs).toEqual([false, true]);
  });

  it('runs overdue chores on a server that never goes quiet', async () => {
    const { state, housekeeper } = setup();
    state.now = 100_000;
    housekeeper.noteRequest();
    await housekeeper.tick();
    state.now += OVERDUE_MS - 1;
    housekeeper.noteRequest();
    expect(await housekeeper.tick()).toEqual([]);
    state.now += 1;
    housekeeper.noteRequest();
    expect(await housekeeper.tick()).toEqual([chore]);
    expect(state.runs).toEqual([false, true]);
  });

  it('reads again after a minute of a busy server with nothing due', async () => {
    const { state, housekeeper } = setup();
    state.due = false;
    state.now = 100_000;
    housekeeper.noteRequest();
    await housekeeper.tick();
    state.now += BUSY_READ_MS - 1;
    housekeeper.noteRequest();
    await housekeeper.tick();
    expect(state.runs).toEqual([false]);
    state.now += 1;
    housekeeper.noteRequest();
    await housekeeper.tick();
    expect(state.runs).toEqual([false, false]);
  });
});
