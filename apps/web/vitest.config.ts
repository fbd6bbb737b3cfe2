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
  },
});
