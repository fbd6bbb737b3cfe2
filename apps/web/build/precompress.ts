import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing; images and fonts are compressed already. */
const TEXT = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy of every text file of the build
 * beside it, so that the service sends the smallest one the browser accepts without compressing
 * anything per request (@fastify/static `preCompressed`). Copies that would not be smaller are
 * not written.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'fairfare:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    // last, after every other plugin wrote its files (vite-plugin-pwa writes sw.js at closeBundle)
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        compressAll(outDir);
      },
    },
  };
}

function compressAll(outDir: string): void {
  for (const file of walk(outDir)) {
    if (!TEXT.test(file)) continue;
    const raw = readFileSync(file);
    if (raw.length < MIN_BYTES) continue;
    const br = brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    });
    if (br.length < raw.length) writeFileSync(`${file}.br`, br);
    const gz = gzipSync(raw, { level: 9 });
    if (gz.length < raw.length) writeFileSync(`${file}.gz`, gz);
  }
}

function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* walk(path);
    else yield path;
  }
}
