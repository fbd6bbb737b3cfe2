import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin, type UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { driveOwnManifest } from './build/driveManifest';
import { COMPILE_HINT, compileHintFirst } from './build/compileHint';
import { driveSignInPages } from './build/driveSignIn';
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
    plugins: [
      react(),
      esmPackage(),
      // the driver app's sign-in, rendered in each language (decision 067)
      driveSignInPages({ plugins: [react()], resolve: { alias: toastifyAlias } }),
    ],
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

/**
 * Whether a chunk is the driver app's (decision 057): it holds a module of apps/web/src/drive/,
 * which neither the riders' site nor the back office imports (the layer lint), so by the same
 * reasoning as `opsOnly` such a chunk is loaded by the driver app alone. It goes to
 * assets/drive/, which the riders' service worker skips.
 */
function driveOnly(chunk: { moduleIds: readonly string[] }) {
  return chunk.moduleIds.some((id) => !id.startsWith('\0') && id.includes('/src/drive/'));
}

/** The folder under assets/ of a chunk: the back office's, the driver app's, or the riders'. */
function chunkFolder(chunk: { name: string; moduleIds: readonly string[] }) {
  if (chunk.name === 'ops' || opsOnly(chunk)) return 'ops/';
  if (chunk.name === 'drive' || driveOnly(chunk)) return 'drive/';
  return '';
}

/** A stylesheet of the back office (ops…, OpsApp…) or of the driver app (drive…, Drive…). */
function assetFolder(asset: { names: readonly string[] }) {
  if (asset.names.some((name) => /^ops/i.test(name))) return 'ops/';
  if (asset.names.some((name) => /^drive/i.test(name))) return 'drive/';
  return '';
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
    plugins: [react(), VitePWA(pwaOptions), driveOwnManifest(), compileHintFirst(), precompress()],
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
          // the driver app (decision 057): the same arrangement, under assets/drive/
          drive: join(import.meta.dirname, 'drive.html'),
        },
        output: {
          entryFileNames: (chunk) => `assets/${chunkFolder(chunk)}[name]-[hash].js`,
          chunkFileNames: (chunk) => `assets/${chunkFolder(chunk)}[name]-[hash].js`,
          assetFileNames: (asset) => `assets/${assetFolder(asset)}[name]-[hash][extname]`,
          // each chunk's functions compiled while it streams, off the main thread (decision 071);
          // after minification, which would drop the comment
          postBanner: COMPILE_HINT,
        },
      },
    },
  };
});
