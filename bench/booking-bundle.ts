import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { BOOT_MODULE, initialScripts } from './bundle-size.ts';
import type { BenchContext, BenchResult, Benchmark } from './lib/report.ts';
import type { SourceMapV3 } from './lib/source-map-attribution.ts';

/** What /booknow may add to the home page's scripts, everything it loads at once included. */
const TARGET_KB = 150;

const kb = (bytes: number) => Math.round((bytes / 1024) * 100) / 100;

interface Chunk {
  /** e.g. 'BookNowPage-DCPIfPoW.js' */
  file: string;
  code: string;
  gzip: number;
  /** The source files the chunk was built from (from its hidden source map). */
  sources: string[];
}

/** Every script of the build, by file name. */
function readChunks(assets: string): Map<string, Chunk> {
  const chunks = new Map<string, Chunk>();
  for (const file of readdirSync(assets)) {
    if (!file.endsWith('.js')) continue;
    const code = readFileSync(join(assets, file), 'utf8');
    const mapFile = join(assets, `${file}.map`);
    const sources = existsSync(mapFile)
      ? (JSON.parse(readFileSync(mapFile, 'utf8')) as SourceMapV3).sources
      : [];
    chunks.set(file, { file, code, gzip: gzipSync(code, { level: 9 }).length, sources });
  }
  return chunks;
}

/** Files a chunk imports statically (`import … from "./x.js"`, `import "./x.js"`, `export … from`). */
export function staticImports(code: string): string[] {
  const found = new Set<string>();
  for (const m of code.matchAll(
    /\b(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["']\.\/([\w.-]+\.js)["']/g,
  )) {
    found.add(m[1]!);
  }
  return [...found];
}

/** The chunk and everything it imports statically, in load order, leaving out `known`. */
function closure(start: string, chunks: Map<string, Chunk>, known: Set<string>): string[] {
  const order: string[] = [];
  const visit = (file: string) => {
    if (known.has(file) || order.includes(file) || !chunks.has(file)) return;
    order.push(file);
    for (const dep of staticImports(chunks.get(file)!.code)) visit(dep);
  };
  visit(start);
  return order;
}

/** The chunk built from a source file (its path ends with `suffix`). */
function chunkOf(chunks: Map<string, Chunk>, suffix: string): Chunk | undefined {
  return [...chunks.values()].find((c) => c.sources.some((s) => s.endsWith(suffix)));
}

/**
 * The chunk of a translation file: i18n.ts loads them with import.meta.glob, which leaves
 * `"./locales/en/booking.json":()=>…import("./booking-<hash>.js")` in the code (their source maps
 * name no source).
 */
function localeChunkOf(chunks: Map<string, Chunk>, path: string): Chunk | undefined {
  const key = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(
    `["'\`]${key}["'\`]\\s*:\\s*\\(\\)\\s*=>[^,]*?import\\(\\s*["'\`]\\.\\/([\\w.-]+\\.js)`,
  );
  for (const chunk of chunks.values()) {
    const file = pattern.exec(chunk.code)?.[1];
    if (file) return chunks.get(file);
  }
  return undefined;
}

interface Part {
  label: string;
  files: string[];
}

/**
 * Gzip size (level 9) of the JavaScript that /booknow adds to what the home page loaded at first:
 * the route chunk with everything it imports statically, and what the screen loads as soon as it
 * shows (the Leaflet map chunk, the English `booking` and `places` translations), minus the
 * scripts index.html loads initially. Read from dist/ and its hidden source maps.
 */
export const bookingBundle: Benchmark = {
  name: 'booking bundle',
  needsServer: false,
  async run({ repoRoot }: BenchContext): Promise<BenchResult> {
    const dist = join(repoRoot, 'apps/web/dist');
    const indexFile = join(dist, 'index.html');
    if (!existsSync(indexFile)) throw new Error(`${indexFile} is missing: run \`npm run build\``);
    const chunks = readChunks(join(dist, 'assets'));
    const warnings: string[] = [];

    const initial = new Set<string>();
    for (const src of initialScripts(readFileSync(indexFile, 'utf8'))) {
      const file = src.split('/').pop()!.split('?')[0]!;
      for (const f of closure(file, chunks, initial)) initial.add(f);
    }
    // the site's start, which the home page links too (the entry imports it in steps, decision 068)
    const boot = chunkOf(chunks, BOOT_MODULE);
    if (boot) for (const f of closure(boot.file, chunks, initial)) initial.add(f);
    else warnings.push(`no chunk of the build comes from ${BOOT_MODULE}`);

    const counted = new Set(initial);
    const take = (label: string, source: string): Part => {
      const chunk = source.startsWith('./locales/')
        ? localeChunkOf(chunks, source)
        : chunkOf(chunks, source);
      if (!chunk) {
        warnings.push(`no chunk of the build comes from ${source} (source maps missing?)`);
        return { label, files: [] };
      }
      const files = closure(chunk.file, chunks, counted);
      files.forEach((f) => counted.add(f));
      return { label, files };
    };
    const parts = [
      take('route (BookNowPage and its imports)', 'src/features/booking/BookNowPage.tsx'),
      // linked by the service with the page, evaluated after it (decision 044)
      take('form (BookingForm and its imports)', 'src/features/booking/components/BookingForm.tsx'),
      take(
        "map frame and summary (the form's second pass)",
        'src/features/booking/components/BookingSidebar.tsx',
      ),
      take('map (Leaflet, loaded when the map shows)', 'src/features/booking/map/BookingMap.tsx'),
      take('translations: booking (en)', './locales/en/booking.json'),
      take('translations: places (en)', './locales/en/places.json'),
    ];

    console.log(
      `booking bundle: JavaScript /booknow loads beyond the home page's ${initial.size} initial script(s) (gzip level 9)`,
    );
    const gzipOf = (files: string[]) => files.reduce((n, f) => n + chunks.get(f)!.gzip, 0);
    const rawOf = (files: string[]) => files.reduce((n, f) => n + chunks.get(f)!.code.length, 0);
    for (const part of parts) {
      console.log(`  ${part.label}`);
      for (const f of part.files) {
        const chunk = chunks.get(f)!;
        console.log(
          `    ${f.padEnd(38)} ${kb(chunk.code.length).toFixed(2).padStart(9)} KB raw  ${kb(chunk.gzip).toFixed(2).padStart(8)} KB gzip`,
        );
      }
    }
    const route = parts[0]!.files;
    const all = parts.flatMap((p) => p.files);
    const total = gzipOf(all);
    const ok = kb(total) <= TARGET_KB;
    console.log(
      `  ${'route chunk and its imports'.padEnd(40)} ${kb(rawOf(route)).toFixed(2).padStart(9)} KB raw  ${kb(gzipOf(route)).toFixed(2).padStart(8)} KB gzip`,
    );
    console.log(
      `  ${'total /booknow adds'.padEnd(40)} ${kb(rawOf(all)).toFixed(2).padStart(9)} KB raw  ${kb(total).toFixed(2).padStart(8)} KB gzip` +
        `  (target: at most ${TARGET_KB} KB gzip — ${ok ? 'ok' : 'MISSED'})`,
    );
    return {
      name: this.name,
      figures: [
        {
          label: `/booknow route JS (${route.length} files), gzip`,
          value: kb(gzipOf(route)),
          unit: 'KB',
        },
        {
          label: `/booknow JS with map and translations (${all.length} files), gzip`,
          value: kb(total),
          unit: 'KB',
          target: `at most ${TARGET_KB} KB gzip`,
          ok,
        },
      ],
      warnings,
    };
  },
};
