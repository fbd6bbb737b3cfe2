/**
 * Says that what the public pages show has changed (a post published, a fare or a city edited in
 * the back office), so that the rendered pages this instance keeps (PAGE_CACHE_SECONDS) are
 * dropped at once rather than shown until they expire. Other instances drop theirs within the
 * cache time (decision 039).
 */
export class PageInvalidation {
  readonly #listeners = new Set<() => void>();

  /** Calls `listener` on every change; returns the function that stops it. */
  onInvalidate(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  invalidate(): void {
    for (const listener of this.#listeners) listener();
  }
}
