import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { toastifyAlias } from './vite.config';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: toastifyAlias },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
