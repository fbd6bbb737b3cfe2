import { defineConfig } from 'vitest/config';

// Unit, component and API tests; the browser journeys run separately (tests/e2e).
// `npm run test:unit` passes --maxWorkers=3: most of a server test's time is spent waiting for
// PostgreSQL or a socket, so more workers than cores keep both cores busy (vitest's default on a
// 2-core machine is one worker, which ran the whole suite one file at a time).
export default defineConfig({
  test: {
    projects: [
      'packages/contracts',
      'apps/server',
      'apps/web',
      {
        test: {
          name: 'tooling',
          include: ['eslint/**/*.test.ts'],
          environment: 'node',
          // The first lint of a file loads the whole configuration and the TypeScript parser:
          // about 1 s on a quiet machine, past 5 s while the rest of the suite loads both cores.
          testTimeout: 30_000,
        },
      },
      { test: { name: 'bench', include: ['bench/lib/**/*.test.ts'], environment: 'node' } },
    ],
  },
});
