import { configDefaults, defineConfig } from 'vitest/config';

// The CI regression check of the list screens (src/bench/list-screens.test.ts) times single
// requests against recorded figures: it runs alone, after every other file, so that another file's
// work on the same two cores does not slow the screen it is timing.
const LIST_SCREENS = 'src/bench/list-screens.test.ts';

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
          exclude: [...configDefaults.exclude, LIST_SCREENS],
          sequence: { groupOrder: 0 },
        },
      },
      { extends: true, test: { name: 'list-screens', include: [LIST_SCREENS], sequence: { groupOrder: 1 } } },
    ],
  },
});
