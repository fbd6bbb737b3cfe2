import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** How long a page's script may take to load before the page shows an error (spec §9). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`page script did not load within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * A page component loaded on first use (its own script chunk): `load` imports the module and
 * `name` picks the named export (the code base has no default exports).
 */
export function lazyPage<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() =>
    withTimeout(load(), CHUNK_LOAD_TIMEOUT_MS).then((module) => ({ default: module[name] })),
  );
}
