import type { ComponentType } from 'react';
import { lazyPart, type LazyPart } from '../shared/ui/lazyPart';

/** A page component whose script chunk loads on first use. */
export interface LazyPage<P extends object> extends LazyPart<P> {
  /** The page's source module, e.g. `src/features/home/HomePage.tsx` (the build manifest's key). */
  source: string;
}

/**
 * A page component loaded on first use (its own script chunk). `glob` is
 * `import.meta.glob<typeof import('…')>('/src/…')` naming the page's one module (its path is the
 * key the service looks up in the build's manifest to link the page's script and styles, decision
 * 020); `name` picks the named export (the code base has no default exports).
 *
 * A page preloaded before it renders (by the service before rendering it, by the site before
 * hydrating a rendered page) renders at once; otherwise it suspends while its chunk loads. Its
 * preload loads the lazy parts it shows too (shared/ui/lazyPart.tsx).
 */
export function lazyPage<K extends string, P extends object>(
  glob: Record<string, () => Promise<Record<K, ComponentType<P>>>>,
  name: K,
): LazyPage<P> {
  const modules = Object.entries(glob);
  const [first] = modules;
  if (!first || modules.length > 1) {
    throw new Error(`lazyPage ${name}: the glob must name exactly one module`);
  }
  const [path, load] = first;
  return Object.assign(lazyPart(load, name, path), { source: path.replace(/^\//, '') });
}

/** Whether a route's element type is a lazy page (it has a preload). */
export function isLazyPage(type: unknown): type is LazyPage<object> {
  return typeof type === 'function' && 'preload' in type && 'source' in type;
}
