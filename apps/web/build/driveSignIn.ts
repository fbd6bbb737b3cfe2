import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type InlineConfig, type Plugin } from 'vite';
import { LANGUAGES, type Language } from '@fairfare/contracts/languages';

/** The module that renders the sign-in (src/drive/app/renderSignIn.tsx), built beside the SSR entry. */
const RENDERER = 'src/drive/app/renderSignIn.tsx';

/** Where the service finds the page in `language` (apps/server/src/site/drive-app.ts). */
export const signInPageFile = (language: Language) => `drive-sign-in.${language}.html`;

/** The app's frame inside drive.html's #root, last in the body (the pre-rendered screen replaces it). */
const ROOT = /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/;

/**
 * drive.html with the sign-in rendered in `language` in its #root, marked with that language
 * (`data-sign-in`) for the app to know it may hydrate it, and the page's `lang` set to it.
 */
export function signInDocument(page: string, language: Language, markup: string): string {
  if (!ROOT.test(page)) throw new Error('drive.html has no #root at the end of its body');
  return page
    .replace(/<html lang="[^"]*">/, `<html lang="${language}">`)
    .replace(
      ROOT,
      (_all, end: string) => `<div id="root" data-sign-in="${language}">${markup}</div>${end}`,
    );
}

/**
 * The driver app's sign-in, pre-rendered (decision 067): once the server bundle is built, a build
 * of its own makes renderSignIn.tsx runnable (apart, so the riders' server bundle keeps its
 * shape), and drive.html with the sign-in in each language is written into dist/server (the
 * service's own files, never served as they are). The service sends one of them to a phone with
 * no driver's session, so the screen shows with the page instead of after the scripts. Runs after
 * the site's build, whose drive.html it starts from. `renderer` holds the plugins and aliases the
 * app's modules need (the server bundle's).
 */
export function driveSignInPages(renderer: Pick<InlineConfig, 'plugins' | 'resolve'>): Plugin {
  let outDir = '';
  return {
    name: 'fairfare:drive-sign-in',
    apply: 'build',
    writeBundle(options) {
      outDir = options.dir ?? '';
    },
    async closeBundle() {
      if (!outDir) return;
      const scratch = mkdtempSync(join(tmpdir(), 'fairfare-drive-sign-in-'));
      try {
        await build({
          ...renderer,
          configFile: false,
          root: join(import.meta.dirname, '..'),
          logLevel: 'warn',
          ssr: { noExternal: true, target: 'node' },
          build: {
            ssr: RENDERER,
            outDir: scratch,
            emptyOutDir: true,
            sourcemap: false,
            copyPublicDir: false,
            rolldownOptions: {
              output: { entryFileNames: 'render.mjs', chunkFileNames: '[name]-[hash].mjs' },
            },
          },
        });
        const page = readFileSync(join(outDir, '..', 'drive.html'), 'utf8');
        const { renderSignIn } = (await import(
          pathToFileURL(join(scratch, 'render.mjs')).href
        )) as {
          renderSignIn: (language: Language) => Promise<string>;
        };
        for (const language of LANGUAGES) {
          const html = signInDocument(page, language, await renderSignIn(language));
          writeFileSync(join(outDir, signInPageFile(language)), html);
        }
      } finally {
        rmSync(scratch, { recursive: true, force: true });
      }
    },
  };
}
