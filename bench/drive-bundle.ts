import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Manifest } from '@fairfare/server/site/page-assets';
import type { Figure } from './lib/report.ts';
import { bytesBySource, type SourceMapV3 } from './lib/source-map-attribution.ts';

/** The driver app's first script (issue 36): drive.html's module and its preloads, gzip. */
export const DRIVE_FIRST_SCRIPT_TARGET_KB = 60;

/**
 * What the driver app's entry (src/drive/main.ts) imports as it starts, in parallel, before the
 * first screen shows: React's renderer, i18n, the app, the driver's language, whether to hydrate
 * the page's sign-in (decision 067), the English texts.
 * Chunks the build names by their first module are found by that module's source in the map.
 */
const DRIVE_START_MODULES = [
  'node_modules/react-dom/client.js',
  'src/shared/i18n/i18n.ts',
  'src/drive/app/DriveApp.tsx',
  'src/drive/app/language.ts',
  'src/drive/app/signInHydration.ts',
  'src/drive/shared/locales/en.json',
];

const kb = (bytes: number) => Math.round((bytes / 1024) * 100) / 100;

/** Every script `keys` load statically (the chunks and what they import), as /assets/… paths. */
function scriptsOf(manifest: Manifest, keys: string[]): string[] {
  const seen = new Set<string>();
  const scripts = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    scripts.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...scripts];
}

/**
 * The manifest key of the chunk holding `module` (a path below apps/web or the repository's
 * node_modules): its own key when it is an entry of its own, else the chunk whose source map
 * lists it (shared chunks are keyed by the build's own name, `_react-dom-….js`).
 */
function chunkOf(dist: string, manifest: Manifest, module: string): string | null {
  if (manifest[module]) return module;
  for (const [key, chunk] of Object.entries(manifest)) {
    const mapFile = join(dist, `${chunk.file}.map`);
    if (!chunk.file.endsWith('.js') || !existsSync(mapFile)) continue;
    const map = JSON.parse(readFileSync(mapFile, 'utf8')) as SourceMapV3;
    if (map.sources.some((source) => source.endsWith(module))) return key;
  }
  return null;
}

/** Sources of the driver app (apps/web/src/drive) found in a set of built files. */
export function driverAppSourcesIn(files: Array<{ code: string; mapFile: string }>): string[] {
  const found = new Set<string>();
  for (const { code, mapFile } of files) {
    if (!existsSync(mapFile)) continue;
    const map = JSON.parse(readFileSync(mapFile, 'utf8')) as SourceMapV3;
    for (const [source] of bytesBySource(code, map)) {
      if (source.includes('/src/drive/')) found.add(source);
    }
  }
  return [...found];
}

/**
 * The driver app's figures: its first script (drive.html's module script and module preloads,
 * which the browser fetches at once) against the 60 KB budget, and, to be honest about what a
 * driver waits for, everything fetched before the first screen (the first script and the
 * modules it imports at once). `initialScripts` reads a page's scripts as for index.html.
 */
export function driveAppFigures(
  dist: string,
  manifest: Manifest,
  initialScripts: (html: string) => string[],
  warnings: string[],
): Figure[] {
  const page = join(dist, 'drive.html');
  if (!existsSync(page)) {
    warnings.push('the build has no drive.html');
    return [];
  }
  const first = initialScripts(readFileSync(page, 'utf8'));
  const gzipOf = (scripts: string[]) =>
    scripts.reduce((total, src) => {
      const file = join(dist, src.replace(/^\//, ''));
      if (!existsSync(file)) {
        warnings.push(`${src} is linked by the driver app but missing from dist`);
        return total;
      }
      return total + gzipSync(readFileSync(file), { level: 9 }).length;
    }, 0);
  const firstGzip = gzipOf(first);
  const keys = DRIVE_START_MODULES.map((module) => chunkOf(dist, manifest, module));
  const missing = DRIVE_START_MODULES.filter((_, i) => !keys[i]);
  if (missing.length > 0) warnings.push(`no chunk of the build holds ${missing.join(', ')}`);
  const started = [
    ...new Set([
      ...first,
      ...scriptsOf(
        manifest,
        keys.filter((k): k is string => !!k),
      ),
    ]),
  ];
  const startGzip = gzipOf(started);
  const ok = kb(firstGzip) <= DRIVE_FIRST_SCRIPT_TARGET_KB;
  console.log('bundle size: the driver app (/drive, gzip level 9)');
  console.log(
    `  first script (drive.html's module and preloads, ${first.length} files): ${kb(firstGzip).toFixed(2)} KB gzip (target: at most ${DRIVE_FIRST_SCRIPT_TARGET_KB} KB — ${ok ? 'ok' : 'MISSED'})`,
  );
  console.log(
    `  everything before the first screen (${started.length} files): ${kb(startGzip).toFixed(2)} KB gzip`,
  );
  return [
    {
      label: `driver app first script, drive.html (${first.length} files), gzip`,
      value: kb(firstGzip),
      unit: 'KB',
      target: `at most ${DRIVE_FIRST_SCRIPT_TARGET_KB} KB gzip`,
      ok,
    },
    {
      label: `driver app, all JS before its first screen (${started.length} files), gzip`,
      value: kb(startGzip),
      unit: 'KB',
    },
  ];
}
