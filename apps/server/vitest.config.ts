import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The rolling-restart test runs on its own (`npm run test:topology`, topology.vitest.config.ts).
    exclude: [...configDefaults.exclude, 'test/**/*.topology.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    // Files share a worker's module graph (the server's modules load once per worker, not once
    // per file) and its template databases (test/helpers/databases.ts). Test support therefore
    // cleans up with onTestFinished, never with hooks registered at import time.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
