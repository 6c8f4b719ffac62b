import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 15_000,
    // Two cores: two test files at a time (vitest's default leaves one core to itself, one worker here).
    maxWorkers: 2,
    // The clock the tests set (`new Date(2026, 0, 19, 9, 30)`) reads in the firm's zone, the zone the
    // app shows by default, whatever the machine's.
    env: { TZ: 'America/Los_Angeles' },
  },
});
