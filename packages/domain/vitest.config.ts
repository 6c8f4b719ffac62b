import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Two cores: two test files at a time (vitest's default leaves one core to itself, one worker here).
    maxWorkers: 2,
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      // The answer schemas are shapes, not rules: every REST answer of the API's integration suites is
      // checked against them there (apps/api/src/test/answer-check.ts), so they are not counted here.
      exclude: ['src/**/*.test.ts', 'src/**/test-helpers.ts', 'src/answers/**'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 95 },
    },
  },
});
