import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while the service renders a page and while the browser hydrates it, true from the render
 * after (and at once in a page the browser renders itself). Parts that depend on the browser
 * (storage, the clock, the session) render their placeholder until then, so that the hydrating
 * render matches the service's HTML (decision 020).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
