import { defineConfig } from 'vitest/config';

// `npm run test:topology`: the rolling-restart test (three instances behind HAProxy on PostgreSQL
// and Redis, decision 030). A few minutes of a loaded machine, so it is kept out of `npm test`.
export default defineConfig({
  test: {
    name: 'topology',
    root: import.meta.dirname,
    environment: 'node',
    include: ['test/**/*.topology.test.ts'],
    testTimeout: 600_000,
    hookTimeout: 60_000,
  },
});
