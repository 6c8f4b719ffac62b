import { defineConfig } from 'vitest/config';

// One browser and one server per database kind: files run one after another.
export default defineConfig({
  test: { include: ['src/**/*.e2e.test.ts'], testTimeout: 60_000, hookTimeout: 180_000, fileParallelism: false },
});
