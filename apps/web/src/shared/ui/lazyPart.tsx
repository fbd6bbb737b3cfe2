import { lazy, useState, type ComponentType, type ReactNode } from 'react';

/** How long a part's script may take to load before it shows an error (spec §9). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`script did not load within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Anything that can load its script ahead of rendering. */
export interface Preloadable {
  preload(): Promise<void>;
}

/** A component whose script chunk loads on first use. */
export interface LazyPart<P extends object> extends Preloadable {
  (props: P): ReactNode;
  /**
   * Loads the component's module and the lazy parts it shows (`showsLazyParts`); from then on it
   * and they render without suspending.
   */
  preload(): Promise<void>;
}

/** The lazy parts each component shows, preloaded with it. */
const partsOf = new WeakMap<object, readonly Preloadable[]>();

/**
 * Says that `component` shows `parts`: whoever preloads the component (the service before it
 * renders a page) preloads them too. Its own first render does not wait for them: a part that is
 * not there yet suspends on its own, inside its own Suspense boundary, so that a hydrating page
 * hydrates around it and the part once its script is there (decision 020).
 */
export function showsLazyParts(component: object, parts: readonly Preloadable[]): void {
  partsOf.set(component, parts);
}

/** Loads the lazy parts `component` shows (none unless showsLazyParts named them). */
export async function preloadLazyParts(component: object): Promise<void> {
  await Promise.all((partsOf.get(component) ?? []).map((part) => part.preload()));
}

/**
 * A component loaded on first use, from its own script chunk: `load` imports its module and `name`
 * picks the named export (the code base has no default exports). Preloaded before it renders (by
 * the service before rendering a page, by the site before hydrating one), it renders at once;
 * otherwise it suspends while its chunk loads. `source` names the module in errors.
 */
export function lazyPart<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
  source: string = name,
): LazyPart<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const loadModule = () =>
    (loading ??= withTimeout(load(), CHUNK_LOAD_TIMEOUT_MS).then((module) => {
      const component = module[name];
      if (typeof component !== 'function') throw new Error(`${source} has no export ${name}`);
      loaded = component;
      return component;
    }));
  // Rendering waits for the module only; the parts it shows start loading with it and suspend on
  // their own until they are there.
  const Lazy = lazy(() =>
    loadModule().then((component) => {
      // a part that fails to load fails where it renders, inside the page's error boundary
      void preloadLazyParts(component).catch(() => undefined);
      return { default: component };
    }),
  );

  function Part(props: P) {
    // Chosen once per mount, so that a part never changes component type under its own state.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  Part.preload = () => loadModule().then(preloadLazyParts);
  return Part;
}
