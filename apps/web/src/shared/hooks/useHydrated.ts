import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while the service renders a page and while the browser hydrates it, true from the render
 * after (and at once in a page the browser renders itself, or in a part that mounts after the
 * page hydrated). Parts that depend on the browser (storage, the clock, the session) render their
 * placeholder until then, so that the hydrating render matches the service's HTML (decision 020).
 *
 * Only React knows whether a part is hydrating (a lazy page hydrates after the shell), which the
 * store's server snapshot tells. The switch itself is a transition: the browser forms of the parts
 * (the booking form, the toasts) then render in slices that leave the main thread free between
 * them, where the store's own update renders them all in one task right after hydration — on a
 * phone a long task that holds the first tap (issue 12, Total Blocking Time).
 */
export function useHydrated(): boolean {
  const hydrating = useSyncExternalStore(
    never,
    () => false,
    () => true,
  );
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
