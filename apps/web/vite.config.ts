import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The dev server proxies the service; `npm start` serves the built site from the service itself.
const service = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/webservices': service,
      '/api': service,
      '/socket.io': { target: service, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 600,
  },
});
