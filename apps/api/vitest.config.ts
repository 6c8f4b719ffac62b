import { configDefaults, defineConfig } from 'vitest/config';

// The files that time requests run after every other file, one at a time, so that another file's
// work on the same two cores does not slow what they time: the CI regression check of the list
// screens (single requests against recorded figures) and a colleague's searches during a large
// import (issue 24: none waits a second; run beside other files on a slow machine, one waited 1.4 s).
const TIMED = ['src/bench/list-screens.test.ts', 'src/features/import-export/import-batches.test.ts'];

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two cores: two test files at a time, each with its own database.
    maxWorkers: 2,
    env: { LOG_LEVEL: 'silent' },
    projects: [
      {
        extends: true,
        test: {
          name: 'api',
          include: ['src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...TIMED],
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: { name: 'timed', include: TIMED, fileParallelism: false, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
