import {
  lazy,
  startTransition,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { oneStepATask } from '../nextTask';

/** How long a part's script may take to load before it shows an error (docs/product/constants.md). */
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
  /** The lazy parts its component shows (showsLazyParts), once its module is loaded; else none. */
  parts(): readonly Preloadable[];
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

/** The lazy parts `component` shows (showsLazyParts). */
function lazyPartsOf(component: object): readonly Preloadable[] {
  return partsOf.get(component) ?? [];
}

/** Loads the lazy parts `component` shows (none unless showsLazyParts named them). */
export async function preloadLazyParts(component: object): Promise<void> {
  await Promise.all(lazyPartsOf(component).map((part) => part.preload()));
}

/** Loads a module once and picks its named component; knows it once it is there. */
function componentLoader<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
  source: string,
) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  return {
    load: () =>
      (loading ??= withTimeout(load(), CHUNK_LOAD_TIMEOUT_MS).then((module) => {
        const component = module[name];
        if (typeof component !== 'function') throw new Error(`${source} has no export ${name}`);
        loaded = component;
        // the parts it shows start loading with it; one that fails to load fails where it
        // renders, inside the page's error boundary
        void preloadLazyParts(component).catch(() => undefined);
        return component;
      })),
    loaded: () => loaded,
  };
}

type ComponentLoader<P extends object> = ReturnType<typeof componentLoader<string, P>>;

/** The part's `preload` and `parts` (LazyPart), from its loader. */
function withLoader<P extends object>(
  component: (props: P) => ReactNode,
  loader: ComponentLoader<P>,
): LazyPart<P> {
  return Object.assign(component, {
    preload: () => loader.load().then(preloadLazyParts),
    parts: () => {
      const loaded = loader.loaded();
      return loaded ? lazyPartsOf(loaded) : [];
    },
  });
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
  const loader = componentLoader(load, name, source);
  // Rendering waits for the module only; the parts it shows suspend on their own until they are
  // there.
  const Lazy = lazy(() => loader.load().then((component) => ({ default: component })));

  function Part(props: P) {
    // Chosen once per mount, so that a part never changes component type under its own state.
    const [Component] = useState<ComponentType<P>>(() => loader.loaded() ?? Lazy);
    return <Component {...props} />;
  }
  return withLoader(Part, loader);
}

/**
 * A part that comes after the page (the toasts, the ride overlay, the booking summary): it shows
 * nothing until its script is there, then itself, in a transition; it never suspends. Why not a
 * lazy part in a `<Suspense fallback={null}>`: React reveals a boundary that suspended no sooner
 * than 300 ms after the last fallback it showed anywhere on the page (FALLBACK_THROTTLE_MS), so
 * such a boundary, mounted right after hydration, held back the page's own parts (the booking
 * form showed ~300 ms late in one load of three, issue 27). A part that fails to load fails where
 * it renders, like a lazy part.
 */
export function latePart<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
  source: string = name,
): LazyPart<P> {
  const loader = componentLoader(load, name, source);

  function Late(props: P) {
    const [shown, setShown] = useState<{ component?: ComponentType<P>; error?: unknown }>(() => ({
      component: loader.loaded(),
    }));
    const waiting = shown.component === undefined && shown.error === undefined;
    useEffect(() => {
      if (!waiting) return;
      let mounted = true;
      loader.load().then(
        (component) => {
          if (mounted) startTransition(() => setShown({ component }));
        },
        (error: unknown) => {
          if (mounted) setShown({ error });
        },
      );
      return () => {
        mounted = false;
      };
    }, [waiting]);
    if (shown.error !== undefined) {
      throw shown.error instanceof Error ? shown.error : new Error(String(shown.error));
    }
    const Component = shown.component;
    return Component ? <Component {...props} /> : null;
  }
  return withLoader(Late, loader);
}

/**
 * `glob` (one module, as `linkedPart` takes it) whose module is imported after the modules that
 * `before` import, one import a task. A module graph evaluates in one task when imported; a large
 * one (the booking form's: zod and the API's schemas, react-hook-form, the form) is one long
 * task that holds a phone's tap (Total Blocking Time). Imported first, each of `before` evaluates
 * in a task of its own, and the part's own import then evaluates only what is left (decision 066).
 * The scripts are fetched as before (the service links them with the page).
 */
export function afterImports<T>(
  glob: Record<string, () => Promise<T>>,
  before: ReadonlyArray<() => Promise<unknown>>,
): Record<string, () => Promise<T>> {
  return Object.fromEntries(
    Object.entries(glob).map(([path, load]) => [
      path,
      async () => {
        await oneStepATask(before);
        return load();
      },
    ]),
  );
}

/** A lazy part that names its source module, e.g. `src/features/booking/components/BookingForm.tsx`. */
export interface LinkedPart<P extends object> extends LazyPart<P> {
  /** The build manifest's key of its module. */
  source: string;
}

/**
 * A lazy part whose module the service knows by name: `glob` is
 * `import.meta.glob<typeof import('…')>('/src/…')` naming its one module, whose path is the key
 * the service looks up in the build's manifest to link the part's script and styles (decision
 * 020: the pages; decision 044: a part an app screen shows at once, fetched with the page but
 * evaluated after it). `name` picks the named export.
 */
export function linkedPart<K extends string, P extends object>(
  glob: Record<string, () => Promise<Record<K, ComponentType<P>>>>,
  name: K,
): LinkedPart<P> {
  const modules = Object.entries(glob);
  const [first] = modules;
  if (!first || modules.length > 1) {
    throw new Error(`${name}: the glob must name exactly one module`);
  }
  const [path, load] = first;
  return Object.assign(lazyPart(load, name, path), { source: path.replace(/^\//, '') });
}

/** Whether `part` names its source module (linkedPart). */
export function isLinkedPart(part: unknown): part is LinkedPart<object> {
  return typeof part === 'function' && 'preload' in part && 'source' in part;
}
