import { defineConfig } from 'vitest/config';

// Unit, component and API tests; the browser journeys run separately (tests/e2e).
export default defineConfig({
  test: {
    projects: [
      'packages/contracts',
      'apps/server',
      'apps/web',
      { test: { name: 'tooling', include: ['eslint/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'bench', include: ['bench/lib/**/*.test.ts'], environment: 'node' } },
    ],
  },
});
