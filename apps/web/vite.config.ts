import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin, type UserConfig } from 'vite';
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

/**
 * The server bundle (decision 020, `vite build --ssr src/entry-server.tsx`, run after the site's
 * build): everything bundled into dist/server, dependencies too, so that the service can load it
 * from any copy of dist (the browser tests serve a copy outside the repository); no service
 * worker, no compressed copies (it is never sent to a browser).
 */
function serverBundle(): UserConfig {
  return {
    plugins: [react(), esmPackage()],
    resolve: { alias: toastifyAlias },
    ssr: { noExternal: true, target: 'node' },
    build: { outDir: 'dist/server', emptyOutDir: true, sourcemap: false, copyPublicDir: false },
  };
}

/**
 * Whether a chunk is loaded by the back office only: such chunks go to assets/ops/, which the
 * riders' service worker skips. That is a chunk of its own modules (apps/web/src/ops/, the
 * passkey library only it uses), and any chunk holding one of them: nothing of the riders' site
 * imports src/ops (the layer lint), and the bundler puts modules the riders' site also loads in
 * chunks of their own, so the contracts and library modules beside the back office's screens
 * (the staff contracts, TanStack's infinite query) are the back office's alone too.
 */
function opsOnly(chunk: { moduleIds: readonly string[] }) {
  const ids = chunk.moduleIds.filter((id) => !id.startsWith('\0'));
  const own = (id: string) => id.includes('/src/ops/') || id.includes('/@simplewebauthn/');
  return ids.length > 0 && (ids.every(own) || ids.some((id) => id.includes('/src/ops/')));
}

/** A stylesheet of the back office: named after its entry (ops) or a chunk of it (OpsApp…). */
function opsAsset(asset: { names: readonly string[] }) {
  return asset.names.some((name) => /^ops/i.test(name));
}

/** Marks dist/server as ES modules for Node, wherever dist is copied to. */
function esmPackage(): Plugin {
  return {
    name: 'fairfare:esm-package',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'package.json', source: '{ "type": "module" }\n' });
    },
  };
}

export default defineConfig(({ mode, isSsrBuild }) => {
  // A bad VITE_* value stops the build with a message naming it (the site parses it the same way).
  parseBuildEnv(loadEnv(mode, import.meta.dirname, 'VITE_'));
  if (isSsrBuild) return serverBundle();
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
      // .vite/manifest.json: the service links a rendered page's script and styles from it
      manifest: true,
      chunkSizeWarningLimit: 600,
      rolldownOptions: {
        // the site (index.html: the React app), and the first script of a content page, which the
        // service links instead (issue 27, decision 028): it shares no chunk with React
        input: {
          index: join(import.meta.dirname, 'index.html'),
          light: join(import.meta.dirname, 'src/light/main.ts'),
          // the back office (decision 038): its own page and scripts, under assets/ops/, which
          // the riders' service worker never precaches (build/pwa.ts)
          ops: join(import.meta.dirname, 'ops.html'),
        },
        output: {
          entryFileNames: (chunk) =>
            `assets/${chunk.name === 'ops' || opsOnly(chunk) ? 'ops/' : ''}[name]-[hash].js`,
          chunkFileNames: (chunk) => `assets/${opsOnly(chunk) ? 'ops/' : ''}[name]-[hash].js`,
          assetFileNames: (asset) =>
            `assets/${opsAsset(asset) ? 'ops/' : ''}[name]-[hash][extname]`,
        },
      },
    },
  };
});
