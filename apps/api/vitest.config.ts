import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two cores: two test files at a time, each with its own database.
    maxWorkers: 2,
    env: { LOG_LEVEL: 'silent' },
  },
});
