import type { ComponentType } from 'react';
import { isLinkedPart, linkedPart, type LinkedPart } from '../shared/ui/lazyPart';

/** A page component whose script chunk loads on first use. */
export type LazyPage<P extends object> = LinkedPart<P>;

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
  return linkedPart(glob, name);
}

/** Whether a route's element type is a lazy page (it has a preload). */
export function isLazyPage(type: unknown): type is LazyPage<object> {
  return isLinkedPart(type);
}
