import { defineConfig } from 'vitest/config';

// Browser journeys: one server and one Chromium per file, two files at a time: much of a journey
// is spent waiting for simulated drivers, so two keep a 2-core machine busy without crowding it.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['specs/**/*.e2e.test.ts'],
    globalSetup: ['global-setup.ts'],
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});
