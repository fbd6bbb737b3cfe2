/**
 * zod 4 compiles its object parsers with `new Function` when the page allows it, and finds out by
 * trying once. The site's Content Security Policy has no 'unsafe-eval' (decision 020), so that
 * try is a violation the browser reports on every page that parses an answer (Lighthouse's best
 * practices: an inspector issue "Content security policy"). jitless parses without trying.
 *
 * Set on zod's global config object (the one `z.config()` writes, kept on `globalThis` so that
 * every copy of zod shares it) rather than through `z.config()`, which would bring zod into the
 * site's first script (issue 12, home page initial JS): zod loads with the first schema a page
 * needs, and reads the setting when it first parses.
 */
interface ZodGlobal {
  __zod_globalConfig?: { jitless?: boolean };
}

export function parseWithoutEval(): void {
  const global = globalThis as ZodGlobal;
  global.__zod_globalConfig = Object.assign(global.__zod_globalConfig ?? {}, { jitless: true });
}

// Set when this module is evaluated, so that an entry importing it first has it set before any
// of its other imports parses at module load (main.tsx imports it before everything else).
parseWithoutEval();
