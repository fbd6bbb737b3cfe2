import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * What a module brings with it when it loads: every module it imports statically, and theirs, as
 * the build bundles them into the same load (dynamic `import()` and `import.meta.glob` start a
 * chunk of their own and are not followed). Read from the sources, so that a test can say that a
 * page's first script leaves something out without building the site.
 */
const webRoot = resolve(import.meta.dirname, '../..');
const contractsSrc = resolve(webRoot, '../../packages/contracts/src');

/**
 * The specifiers a module imports statically. `import type …` and `export type …` are erased; with
 * `verbatimModuleSyntax` an `import { type A } from 'x'` still loads 'x', so it counts.
 */
export function staticSpecifiers(code: string): string[] {
  const found: string[] = [];
  const withoutComments = code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  for (const match of withoutComments.matchAll(
    /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm,
  )) {
    found.push(match[1]!);
  }
  return found;
}

function resolveFile(base: string): string | undefined {
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')];
  return candidates.find((file) => existsSync(file) && !file.endsWith('/'));
}

/** Where a specifier leads: a source file, or a package's name. */
function target(from: string, specifier: string): { file?: string; pkg?: string } {
  const bare = specifier.split('?')[0]!;
  if (bare.startsWith('.')) return { file: resolveFile(resolve(dirname(from), bare)) ?? bare };
  if (bare.startsWith('@fairfare/contracts/')) {
    return { file: resolveFile(join(contractsSrc, bare.slice('@fairfare/contracts/'.length))) };
  }
  const parts = bare.split('/');
  return { pkg: bare.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0] };
}

export interface StaticGraph {
  /** The site's own modules (paths relative to apps/web, contracts as ../../packages/…). */
  modules: string[];
  /** The npm packages reached (e.g. 'zod', '@tanstack/react-query'). */
  packages: string[];
}

/** The source of a module of `StaticGraph.modules`. */
export function sourceOf(module: string): string {
  return readFileSync(resolve(webRoot, module), 'utf8');
}

/** Every module and package that loads with `entry` (a path relative to apps/web). */
export function staticGraph(entry: string): StaticGraph {
  const modules = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (modules.has(file)) return;
    modules.add(file);
    if (!/\.tsx?$/.test(file) || !existsSync(file)) return;
    for (const specifier of staticSpecifiers(readFileSync(file, 'utf8'))) {
      const { file: next, pkg } = target(file, specifier);
      if (pkg) packages.add(pkg);
      if (next) visit(next);
    }
  };
  visit(resolve(webRoot, entry));
  return {
    modules: [...modules].map((file) => relative(webRoot, file)),
    packages: [...packages],
  };
}
