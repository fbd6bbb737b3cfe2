import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

// The import graph of the service's source by folder (issue 28, issue 40): the lint's
// import-x/no-cycle sees files, so folders could import each other in a loop while every file
// passed. The folder tests (src/module-folders.test.ts, src/layers.test.ts) read it from here.

/** The service's own files under `dir`: TypeScript, not tests. */
export function productFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return productFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const IMPORT = /(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g;

export interface Edge {
  from: string;
  to: string;
  file: string;
  target: string;
}

/**
 * Every import of a file in another folder, as an edge between folders; `folderOf` names the
 * folder of a file (undefined: a file outside every folder, whose imports are not edges).
 */
export function importEdges(src: string, folderOf: (file: string) => string | undefined): Edge[] {
  return productFiles(src).flatMap((file) => {
    const from = folderOf(file);
    if (!from) return [];
    return [...readFileSync(file, 'utf8').matchAll(IMPORT)].flatMap(([, spec]) => {
      const target = resolve(dirname(file), spec ?? '');
      const to = folderOf(target);
      return to && to !== from
        ? [{ from, to, file: relative(src, file), target: relative(src, target) }]
        : [];
    });
  });
}

/** The folders that sit on a cycle, as groups that reach each other (Tarjan's components). */
export function cycles(list: Array<Pick<Edge, 'from' | 'to'>>): string[][] {
  const next = new Map<string, Set<string>>();
  for (const e of list) next.set(e.from, (next.get(e.from) ?? new Set()).add(e.to));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    onStack.add(node);
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(to) ?? 0));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(to) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
      onStack.delete(member);
      group.push(member);
      if (member === node) break;
    }
    if (group.length > 1) groups.push(group.sort());
  };
  for (const node of [...next.keys()].sort()) if (!index.has(node)) visit(node);
  return groups;
}
