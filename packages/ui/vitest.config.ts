import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // Two cores: two test files at a time (vitest's default leaves one core to itself, one worker here).
    maxWorkers: 2,
    setupFiles: ['./src/test/setup.ts'],
  },
});
