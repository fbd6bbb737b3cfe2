import type { Plugin } from 'vite';

/** The riders' manifest link vite-plugin-pwa adds to every page it builds. */
const RIDERS_MANIFEST = /\s*<link rel="manifest" href="\/manifest\.webmanifest"\s*\/?>/g;

/**
 * The driver app installs as its own app (decision 057): drive.html links its own manifest
 * (public/drive.webmanifest, start_url /drive), and a browser takes the first manifest link of a
 * page, so the riders' link that vite-plugin-pwa adds to every page is taken out of drive.html.
 * Listed after VitePWA: both change the page last ('post'), in the order of the plugins.
 */
export function driveOwnManifest(): Plugin {
  return {
    name: 'fairfare:drive-own-manifest',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler: (html, ctx) => (isDrivePage(ctx.filename) ? withoutRidersManifest(html) : html),
    },
  };
}

export function isDrivePage(filename: string): boolean {
  return /(^|[\\/])drive\.html$/.test(filename);
}

export function withoutRidersManifest(html: string): string {
  return html.replace(RIDERS_MANIFEST, '');
}
