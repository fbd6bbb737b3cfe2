/**
 * Whether React is still hydrating the page the service rendered (decision 020): from the entry's
 * start until the page's own part has hydrated (`HydrationMark` in the layout's main boundary). A
 * change that re-renders translated text meanwhile (the language switch) made the part still
 * dehydrated render in the new language against HTML in the old one: React's error #418 on a
 * slow phone. Such a change waits for `pageHydrated()` (decision 066).
 */
let hydrating = false;
let ended: () => void = () => undefined;
let done: Promise<void> = Promise.resolve();

/** The entry is about to hydrate a rendered page. */
export function startPageHydration(): void {
  if (hydrating) return;
  hydrating = true;
  done = new Promise((resolve) => (ended = resolve));
}

/** The page's own part has hydrated (or the page was rendered in the browser: nothing to end). */
export function endPageHydration(): void {
  if (!hydrating) return;
  hydrating = false;
  ended();
}

/** Whether a rendered page is still hydrating. */
export function isPageHydrating(): boolean {
  return hydrating;
}

/** Resolves once the page has hydrated (at once when it is not hydrating). */
export function pageHydrated(): Promise<void> {
  return done;
}
