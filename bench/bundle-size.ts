import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { firstScript, type Manifest, pageAssets } from '@fairfare/server/site/page-assets';
import { driveAppFigures, driverAppSourcesIn } from './drive-bundle.ts';
import type { BenchContext, BenchResult, Benchmark } from './lib/report.ts';
import { type SourceMapV3, bytesBySource, packageOf } from './lib/source-map-attribution.ts';

const TARGET_KB = 100;
/** A content page's first script (issue 27): at most this, gzip, and no react-dom. */
const FIRST_SCRIPT_TARGET_KB = 10;

/** Attribute values of every tag `tag` in `html`, one record per tag. */
function tags(html: string, tag: string): Array<Record<string, string>> {
  const found: Array<Record<string, string>> = [];
  for (const match of html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'gi'))) {
    const attrs: Record<string, string> = {};
    for (const a of (match[1] ?? '').matchAll(
      /([a-z-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/gi,
    )) {
      attrs[a[1]!.toLowerCase()] = a[2] ?? a[3] ?? a[4] ?? '';
    }
    found.push(attrs);
  }
  return found;
}

/** The JavaScript files index.html makes the browser load at once: the module entry and its modulepreloads. */
export function initialScripts(html: string): string[] {
  const entries = tags(html, 'script')
    .filter((a) => a.type === 'module' && a.src)
    .map((a) => a.src!);
  const preloads = tags(html, 'link')
    .filter((a) => (a.rel ?? '').split(/\s+/).includes('modulepreload') && a.href)
    .map((a) => a.href!);
  return [...new Set([...entries, ...preloads])];
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 100) / 100;

const TOP_PACKAGES = 10;

/** Prints the packages that fill the initial JS (minified bytes, from the source maps). */
function printLargestPackages(files: Array<{ code: string; mapFile: string }>): void {
  const byPackage = new Map<string, number>();
  let mapped = 0;
  for (const { code, mapFile } of files) {
    if (!existsSync(mapFile)) continue;
    mapped++;
    const map = JSON.parse(readFileSync(mapFile, 'utf8')) as SourceMapV3;
    for (const [source, bytes] of bytesBySource(code, map)) {
      const pkg = packageOf(source);
      byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + bytes);
    }
  }
  if (mapped === 0) return;
  const top = [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, TOP_PACKAGES);
  console.log(`  largest contributors (minified, before gzip; from ${mapped} source map(s)):`);
  for (const [pkg, bytes] of top) {
    console.log(`    ${pkg.padEnd(38)} ${kb(bytes).toFixed(2).padStart(9)} KB`);
  }
}

/**
 * The site's start (decision 068): the entry imports it after React and the translations, and the
 * service links its scripts with every rendered page's (apps/web/src/app/server/renderPage.tsx,
 * BOOT_MODULE), so a page loads them as it loads its own.
 */
export const BOOT_MODULE = 'src/app/boot.tsx';
/** The home page's module (the build manifest's key), whose scripts a rendered `/` links. */
const HOME_MODULE = 'src/features/home/HomePage.tsx';
/**
 * The booking screen's modules: an app screen loads the entry and its page's module, and the
 * service links the form with it (a linked part, fetched at once, evaluated after the page's;
 * decision 044).
 */
const BOOKING_MODULES = [
  'src/features/booking/BookNowPage.tsx',
  'src/features/booking/components/BookingForm.tsx',
];

/** The packages a set of built files holds, from their source maps. */
function packagesIn(files: Array<{ code: string; mapFile: string }>): Set<string> {
  const found = new Set<string>();
  for (const { code, mapFile } of files) {
    if (!existsSync(mapFile)) continue;
    const map = JSON.parse(readFileSync(mapFile, 'utf8')) as SourceMapV3;
    for (const [source] of bytesBySource(code, map)) found.add(packageOf(source));
  }
  return found;
}

/**
 * Sources of the back office (apps/web/src/ops, decision 038) and the passkey library only it
 * uses, found in a set of built files: none may be in what a rider's page loads.
 */
export function backOfficeSourcesIn(files: Array<{ code: string; mapFile: string }>): string[] {
  const found = new Set<string>();
  for (const { code, mapFile } of files) {
    if (!existsSync(mapFile)) continue;
    const map = JSON.parse(readFileSync(mapFile, 'utf8')) as SourceMapV3;
    for (const [source] of bytesBySource(code, map)) {
      if (/\/src\/ops\/|@simplewebauthn/.test(source)) found.add(source);
    }
  }
  return [...found];
}

/** The scripts the riders' service worker precaches: the `url`s of its precache manifest. */
export function precachedScripts(serviceWorker: string): string[] {
  return [...serviceWorker.matchAll(/\burl:\s*"([^"]+\.js)"/g)].map((m) => m[1]!);
}

interface Measured {
  src: string;
  raw: number;
  gzip: number;
}

/**
 * Gzip size (level 9) of the JavaScript the home page loads before it hydrates, against the
 * budget. `/` is rendered by the service (decision 020): the page is index.html's module script and
 * its module preloads (the entry), plus the module preloads the service adds for the page's own
 * module (`pageAssets`, read from the build manifest as the service reads it). Both are fetched
 * as the page loads and run before it hydrates; the entry alone is what the browser-rendered
 * shell (a rider's page, the offline shell) loads first.
 */
export const bundleSize: Benchmark = {
  name: 'bundle size',
  needsServer: false,
  async run({ repoRoot }: BenchContext): Promise<BenchResult> {
    const dist = join(repoRoot, 'apps/web/dist');
    const indexFile = join(dist, 'index.html');
    if (!existsSync(indexFile)) throw new Error(`${indexFile} is missing: run \`npm run build\``);
    const entry = initialScripts(readFileSync(indexFile, 'utf8'));
    const warnings: string[] = [];
    if (entry.length === 0) warnings.push('index.html loads no module script');
    const manifestFile = join(dist, '.vite/manifest.json');
    const manifest = existsSync(manifestFile)
      ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest)
      : {};
    for (const module of [BOOT_MODULE, HOME_MODULE]) {
      if (!manifest[module]) warnings.push(`the build manifest has no ${module}`);
    }
    const page = pageAssets(manifest, [BOOT_MODULE, HOME_MODULE]).scripts.filter(
      (src) => !entry.includes(src),
    );

    const loaded: Array<{ code: string; mapFile: string }> = [];
    const measure = (scripts: string[]): Measured[] =>
      scripts.flatMap((src) => {
        const file = join(dist, src.replace(/^\//, '').split('?')[0]!);
        if (!existsSync(file)) {
          warnings.push(`${src} is linked by the page but missing from dist`);
          return [];
        }
        const raw = readFileSync(file);
        loaded.push({ code: raw.toString('utf8'), mapFile: `${file}.map` });
        return [{ src, raw: raw.length, gzip: gzipSync(raw, { level: 9 }).length }];
      });
    const line = (label: string, raw: number, gzip: number, indent = '    ') =>
      `${indent}${label.padEnd(44 - indent.length)} ${kb(raw).toFixed(2).padStart(9)} KB raw  ${kb(gzip).toFixed(2).padStart(8)} KB gzip`;
    const sum = (files: Measured[], key: 'raw' | 'gzip') => files.reduce((n, f) => n + f[key], 0);

    console.log('bundle size: JavaScript the home page loads before it hydrates (gzip level 9)');
    const printed = (label: string, files: Measured[]) => {
      console.log(`  ${label}`);
      for (const f of files) console.log(line(f.src, f.raw, f.gzip));
      return files;
    };
    const entryFiles = printed(
      "the site's entry (index.html's script and preloads)",
      measure(entry),
    );
    const pageFiles = printed(
      `the page's module preloads (${BOOT_MODULE}, ${HOME_MODULE})`,
      measure(page),
    );
    const all = [...entryFiles, ...pageFiles];
    const totalRaw = sum(all, 'raw');
    const totalGzip = sum(all, 'gzip');
    const ok = kb(totalGzip) <= TARGET_KB;
    console.log(line('entry', sum(entryFiles, 'raw'), sum(entryFiles, 'gzip'), '  '));
    console.log(
      line('app entry and home module (offline shell)', totalRaw, totalGzip, '  ') +
        `  (target: at most ${TARGET_KB} KB gzip — ${ok ? 'ok' : 'MISSED'})`,
    );
    printLargestPackages(loaded);

    // Per page type (issue 27): a content page loads the first script alone; an app screen
    // (the booking screen here) the React entry and its page's module.
    const first = firstScript(manifest);
    if (!first) warnings.push('the build manifest has no first script (src/light/main.ts)');
    const loadedBefore = loaded.length;
    const firstFiles = first ? measure([first.src, ...first.preloads]) : [];
    const firstPackages = packagesIn(loaded.slice(loadedBefore));
    const firstGzip = sum(firstFiles, 'gzip');
    const firstOk =
      first !== null && kb(firstGzip) <= FIRST_SCRIPT_TARGET_KB && !firstPackages.has('react-dom');
    console.log('bundle size per page type (gzip level 9)');
    printed('content page: the first script (src/light/main.ts) and its imports', firstFiles);
    console.log(
      line('content page, first script', sum(firstFiles, 'raw'), firstGzip, '  ') +
        `  (target: at most ${FIRST_SCRIPT_TARGET_KB} KB gzip, no react-dom — ${firstOk ? 'ok' : 'MISSED'}; packages: ${[...firstPackages].join(', ') || 'none'})`,
    );
    const booking = pageAssets(manifest, [BOOT_MODULE, ...BOOKING_MODULES]).scripts.filter(
      (src) => !entry.includes(src),
    );
    const bookingFiles = measure(booking);
    const appGzip = sum(entryFiles, 'gzip') + sum(bookingFiles, 'gzip');
    console.log(
      line(
        'app screen /booknow: entry and page',
        sum(entryFiles, 'raw') + sum(bookingFiles, 'raw'),
        appGzip,
        '  ',
      ),
    );
    const count = (n: number) => `${n} file${n === 1 ? '' : 's'}`;
    // Nor is the driver app (decision 057).
    const driveSources = driverAppSourcesIn(loaded);
    console.log(
      `  driver-app modules in riders' scripts: ${driveSources.length} (target: 0 — ${driveSources.length === 0 ? 'ok' : `MISSED: ${driveSources.join(', ')}`})`,
    );
    // Everything measured above is what riders' pages load: the back office is in none of it.
    const opsSources = backOfficeSourcesIn(loaded);
    console.log(
      `  back-office modules in riders' scripts: ${opsSources.length} (target: 0 — ${opsSources.length === 0 ? 'ok' : `MISSED: ${opsSources.join(', ')}`})`,
    );
    // What the riders' service worker downloads when it installs: the back office in none of it.
    const swFile = join(dist, 'sw.js');
    if (!existsSync(swFile)) warnings.push('the build has no service worker (sw.js)');
    const precached = existsSync(swFile) ? precachedScripts(readFileSync(swFile, 'utf8')) : [];
    const precachedFiles = precached
      .map((src) => join(dist, src))
      .filter((file) => existsSync(file))
      .map((file) => ({ code: readFileSync(file, 'utf8'), mapFile: `${file}.map` }));
    const precachedOps = backOfficeSourcesIn(precachedFiles);
    const precachedDrive = driverAppSourcesIn(precachedFiles);
    console.log(
      `  back-office modules in the service worker's precache (${count(precached.length)}): ${precachedOps.length} (target: 0 — ${precachedOps.length === 0 ? 'ok' : `MISSED: ${precachedOps.join(', ')}`})`,
    );
    console.log(
      `  driver-app modules in the service worker's precache: ${precachedDrive.length} (target: 0 — ${precachedDrive.length === 0 ? 'ok' : `MISSED: ${precachedDrive.join(', ')}`})`,
    );
    const driveFigures = driveAppFigures(dist, manifest, initialScripts, warnings);
    return {
      name: this.name,
      figures: [
        {
          label: `entry, index.html (${count(entryFiles.length)}), gzip`,
          value: kb(sum(entryFiles, 'gzip')),
          unit: 'KB',
        },
        {
          label: `the app's entry and home module, the offline shell (${count(all.length)}), raw`,
          value: kb(totalRaw),
          unit: 'KB',
        },
        {
          // Since issue 27 `/` is a content page that loads the first script alone (below); this
          // is what the React app would load for it, as the offline shell does: kept to watch the
          // app's entry, against the earlier first-visit budget.
          label: `the app's entry and home module, the offline shell (${count(all.length)}), gzip`,
          value: kb(totalGzip),
          unit: 'KB',
          target: `at most ${TARGET_KB} KB gzip`,
          ok,
        },
        {
          label: `content page first script (${count(firstFiles.length)}), gzip`,
          value: kb(firstGzip),
          unit: 'KB',
          target: `at most ${FIRST_SCRIPT_TARGET_KB} KB gzip, no react-dom`,
          ok: firstOk,
        },
        {
          label: 'app screen /booknow initial JS (entry and page), gzip',
          value: kb(appGzip),
          unit: 'KB',
        },
        {
          label: "back-office modules in riders' scripts",
          value: opsSources.length,
          unit: 'modules',
          target: 'none',
          ok: opsSources.length === 0,
        },
        {
          label: "back-office modules in the service worker's precache",
          value: precachedOps.length,
          unit: 'modules',
          target: 'none',
          ok: precachedOps.length === 0,
        },
        {
          label: "driver-app modules in riders' scripts",
          value: driveSources.length,
          unit: 'modules',
          target: 'none',
          ok: driveSources.length === 0,
        },
        {
          label: "driver-app modules in the service worker's precache",
          value: precachedDrive.length,
          unit: 'modules',
          target: 'none',
          ok: precachedDrive.length === 0,
        },
        ...driveFigures,
      ],
      warnings,
    };
  },
};
