/**
 * Says that what riders are shown has changed (a post published, a fare, promo or geofence edited
 * in the back office), so that what this instance keeps of it (rendered pages for
 * PAGE_CACHE_SECONDS, fare estimates for 5 s) is dropped at once rather than shown until it
 * expires. With several instances (REDIS_URL), `sharePublicChanges` tells the others too
 * (decision 042); without Redis there is only this one.
 */
export class PublicChanges {
  readonly #listeners = new Set<() => void>();
  /** Tells the other instances (set by sharePublicChanges); none without Redis. */
  #broadcast: (() => void) | undefined;

  /** Calls `listener` on every change, this instance's or another's; returns its stop. */
  onChange(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** A change made here: dropped here at once, then told to the other instances. */
  changed(): void {
    this.changedElsewhere();
    this.#broadcast?.();
  }

  /** A change another instance made (heard over Redis): dropped here. */
  changedElsewhere(): void {
    for (const listener of this.#listeners) listener();
  }

  /** How this instance's changes reach the others; undefined stops telling them. */
  broadcastWith(broadcast: (() => void) | undefined): void {
    this.#broadcast = broadcast;
  }
}
