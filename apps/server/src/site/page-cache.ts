/**
 * Rendered pages kept for `ttlMs` (PAGE_CACHE_SECONDS), by address and language; at most
 * `maxEntries`, the oldest going first, so that addresses made up by a scanner cannot fill the
 * memory. A TTL of 0 keeps nothing.
 */
export class PageCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;
  #generation = 0;

  constructor(ttlMs: number, maxEntries: number, now: () => number = Date.now) {
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
    this.now = now;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: V): void {
    if (this.ttlMs <= 0) return;
    this.entries.delete(key);
    this.entries.set(key, { value, expires: this.now() + this.ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  /**
   * Forgets every page. `generation` then changes, so a render that began before (and would
   * store a page made from the old data) can tell not to store it.
   */
  clear(): void {
    this.entries.clear();
    this.#generation += 1;
  }

  get generation(): number {
    return this.#generation;
  }

  get size(): number {
    return this.entries.size;
  }
}
