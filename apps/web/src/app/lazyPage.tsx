import { lazy, useState, type ComponentType, type ReactNode } from 'react';

/** How long a page's script may take to load before the page shows an error (spec §9). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`page script did not load within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** A page component whose script chunk loads on first use. */
export interface LazyPage<P extends object> {
  (props: P): ReactNode;
  /** Loads the page's module; from then on the page renders without suspending. */
  preload(): Promise<void>;
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
 * hydrating a rendered page) renders at once; otherwise it suspends while its chunk loads.
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
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= withTimeout(load(), CHUNK_LOAD_TIMEOUT_MS).then((module) => {
      const component = module[name];
      if (typeof component !== 'function') throw new Error(`${path} has no export ${name}`);
      loaded = component;
      return component;
    }));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));

  function Page(props: P) {
    // Chosen once per mount, so that a page never changes component type under its own state.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  Page.preload = () => preload().then(() => undefined);
  Page.source = path.replace(/^\//, '');
  return Page;
}

/** Whether a route's element type is a lazy page (it has a preload). */
export function isLazyPage(type: unknown): type is LazyPage<object> {
  return typeof type === 'function' && 'preload' in type && 'source' in type;
}
