import { defineConfig } from 'vitest/config';

// Browser journeys: one server and one Chromium per file, files one after another (2-core machines).
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['specs/**/*.e2e.test.ts'],
    globalSetup: ['global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});
