import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './build/precompress';
import { pwaOptions } from './build/pwa';
import { parseBuildEnv } from './src/shared/build-config';

// The dev server proxies the service; `npm start` serves the built site from the service itself.
const service = 'http://127.0.0.1:3000';

/**
 * react-toastify's default build injects an inline <style>, which the service's Content Security
 * Policy (style-src 'self') blocks; its unstyled build plus its stylesheet (imported by Toasts.tsx)
 * give the same look with no inline style. Every import of the library goes to the one build.
 */
export const toastifyAlias = [{ find: /^react-toastify$/, replacement: 'react-toastify/unstyled' }];

export default defineConfig(({ mode }) => {
  // A bad VITE_* value stops the build with a message naming it (the site parses it the same way).
  parseBuildEnv(loadEnv(mode, import.meta.dirname, 'VITE_'));
  return {
    // the service worker and the manifest (build/pwa.ts) are written before precompress runs
    plugins: [react(), VitePWA(pwaOptions), precompress()],
    resolve: { alias: toastifyAlias },
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
      // maps for the bundle-size report, without a public sourceMappingURL comment
      sourcemap: 'hidden',
      chunkSizeWarningLimit: 600,
    },
  };
});
