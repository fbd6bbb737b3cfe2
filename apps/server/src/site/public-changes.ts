/**
 * Says that what riders are shown has changed (a post published, a fare, promo or geofence edited
 * in the back office), so that what this instance keeps of it (rendered pages for
 * PAGE_CACHE_SECONDS, fare estimates for 5 s) is dropped at once rather than shown until it
 * expires. Other instances drop theirs within those times (decision 039).
 */
export class PublicChanges {
  readonly #listeners = new Set<() => void>();

  /** Calls `listener` on every change; returns the function that stops it. */
  onChange(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  changed(): void {
    for (const listener of this.#listeners) listener();
  }
}
