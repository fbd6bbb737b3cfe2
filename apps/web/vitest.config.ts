import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { toastifyAlias } from './vite.config';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: toastifyAlias },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    // Each file still runs in its own VM context (its own modules and mocks), but a worker
    // creates jsdom once instead of once per file (that was 40 % of the project's time).
    pool: 'vmThreads',
    // A time-out is there to catch a hang, not to time a test: a booking flow takes 1–3 s on a
    // quiet machine and passed 5 s (the default) with the machine loaded several times over.
    testTimeout: 20_000,
  },
});
