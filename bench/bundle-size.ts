import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BenchContext, BenchResult, Benchmark } from './lib/report.ts';
import { type SourceMapV3, bytesBySource, packageOf } from './lib/source-map-attribution.ts';

const TARGET_KB = 100;

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

/** Gzip size (level 9) of the JavaScript the home page loads initially, against the budget. */
export const bundleSize: Benchmark = {
  name: 'bundle size',
  needsServer: false,
  async run({ repoRoot }: BenchContext): Promise<BenchResult> {
    const dist = join(repoRoot, 'apps/web/dist');
    const indexFile = join(dist, 'index.html');
    if (!existsSync(indexFile)) throw new Error(`${indexFile} is missing: run \`npm run build\``);
    const scripts = initialScripts(readFileSync(indexFile, 'utf8'));
    const warnings: string[] = [];
    if (scripts.length === 0) warnings.push('index.html loads no module script');

    let totalRaw = 0;
    let totalGzip = 0;
    const loaded: Array<{ code: string; mapFile: string }> = [];
    console.log('bundle size: JavaScript the home page loads initially (gzip level 9)');
    for (const src of scripts) {
      const file = join(dist, src.replace(/^\//, '').split('?')[0]!);
      if (!existsSync(file)) {
        warnings.push(`${src} is referenced by index.html but missing from dist`);
        continue;
      }
      const raw = readFileSync(file);
      const gzip = gzipSync(raw, { level: 9 }).length;
      loaded.push({ code: raw.toString('utf8'), mapFile: `${file}.map` });
      totalRaw += raw.length;
      totalGzip += gzip;
      console.log(
        `  ${src.padEnd(40)} ${kb(raw.length).toFixed(2).padStart(9)} KB raw  ${kb(gzip).toFixed(2).padStart(8)} KB gzip`,
      );
    }
    const ok = kb(totalGzip) <= TARGET_KB;
    console.log(
      `  ${'total'.padEnd(40)} ${kb(totalRaw).toFixed(2).padStart(9)} KB raw  ${kb(totalGzip).toFixed(2).padStart(8)} KB gzip` +
        `  (target: at most ${TARGET_KB} KB gzip — ${ok ? 'ok' : 'MISSED'})`,
    );
    printLargestPackages(loaded);
    const files = `${scripts.length} file${scripts.length === 1 ? '' : 's'}`;
    return {
      name: this.name,
      figures: [
        { label: `initial JS (${files}), raw`, value: kb(totalRaw), unit: 'KB' },
        {
          label: `initial JS (${files}), gzip`,
          value: kb(totalGzip),
          unit: 'KB',
          target: `at most ${TARGET_KB} KB gzip`,
          ok,
        },
      ],
      warnings,
    };
  },
};
