import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (decision 071): a file whose first line is this comment has every
 * function compiled eagerly, while the file streams in, on a background thread. Without it V8
 * compiles each function on the main thread when it is first called, and the site's chunks are
 * all called at once while a page hydrates: ~250 ms of the main thread at 4× CPU on `/booknow`
 * (zod's schemas, React, the router, the form), one more reason for its long tasks.
 *
 * Code splitting already keeps a chunk out of the page until the page runs it, so every client
 * chunk carries the hint. The cost is memory: the bytecode of functions never called (+0.7 MB of
 * JavaScript heap on `/booknow`, 7.3 MB against 6.6 MB).
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Puts the hint back on the first line of the chunks where the build's preload helper wrote its
 * list of dependencies (`const __vite__mapDeps=…`) above it: V8 reads the hint at the top of a
 * file. The two lines trade places, and neither has source mappings, so the maps stay right.
 */
export function compileHintFirst(): Plugin {
  return {
    name: 'fairfare:compile-hint-first',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type === 'chunk') file.code = hintFirst(file.code);
        }
      },
    },
  };
}

/** `code` with the hint on its first line when the hint is its second line. */
export function hintFirst(code: string): string {
  if (code.startsWith(COMPILE_HINT)) return code;
  const first = code.indexOf('\n');
  if (first < 0 || !code.startsWith(`${COMPILE_HINT}\n`, first + 1)) return code;
  const second = first + 1 + COMPILE_HINT.length;
  return `${COMPILE_HINT}\n${code.slice(0, first)}${code.slice(second)}`;
}
