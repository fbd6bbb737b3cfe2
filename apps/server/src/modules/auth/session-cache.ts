/**
 * Live sessions kept in memory for a while, so that the polls (a trip list every 2 s and offers
 * every 5 s per rider: 3 500 requests/s at 5 000 riders) do not read the sessions table each
 * time; that read was the largest part of a poll answered 304 after the HTTP work itself.
 *
 * The auth service keeps the cache exact: a logout forgets the session at once, a touch updates
 * it. Entries still expire after `ttlMs`, so that a change made outside the service (a reseed,
 * an operator's SQL) is seen within that time. With several instances (REDIS_URL), a logout on
 * one must reach the others: session-ends.ts tells them over Redis, and switches the cache off
 * while it cannot (see `setActive`).
 */
export interface CachedSession {
  session_id: number;
  user_id: number | null;
  driver_id: number | null;
  last_seen_at: number;
  ended_at: number | null;
}

export const SESSION_CACHE_TTL_MS = 30_000;
const MAX_ENTRIES = 200_000;

export class SessionCache {
  readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly entries = new Map<string, { session: CachedSession; until: number }>();
  /** Counts forgets: a read that started before a logout must not put the session back. */
  private forgets = 0;
  /** Off: every lookup reads the database (session-ends.ts, while logouts cannot be shared). */
  private active = true;
  /** Told of every session that ends on this instance (session-ends.ts tells the others). */
  onEnded: ((tokenHash: string) => Promise<void>) | undefined;

  constructor(ttlMs = SESSION_CACHE_TTL_MS, maxEntries = MAX_ENTRIES) {
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
  }

  get(tokenHash: string, now: number): CachedSession | undefined {
    if (!this.active) return undefined;
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.until > now) return entry.session;
    this.entries.delete(tokenHash);
    return undefined;
  }

  /** Taken before reading a session from the database, and given back to `keep`. */
  readStarted(): number {
    return this.forgets;
  }

  /** Keeps a live session read since `readStarted` (unless a session was forgotten meanwhile). */
  keep(tokenHash: string, session: CachedSession, now: number, started: number): void {
    if (!this.active || session.ended_at !== null || started !== this.forgets) return;
    if (this.entries.size >= this.maxEntries && !this.entries.has(tokenHash)) {
      this.entries.delete(this.entries.keys().next().value!); // the oldest
    }
    this.entries.set(tokenHash, { session, until: now + this.ttlMs });
  }

  /** After a touch: the same session, seen now. */
  touched(tokenHash: string, lastSeenAt: number): void {
    const entry = this.entries.get(tokenHash);
    if (entry) entry.session = { ...entry.session, last_seen_at: lastSeenAt };
  }

  forget(tokenHash: string): void {
    this.forgets++;
    this.entries.delete(tokenHash);
  }

  /**
   * A session ended on this instance: forgotten here, and the other instances are told; resolves
   * once they have forgotten it too (session-ends.ts), so a logout answers only after that.
   */
  async ended(tokenHash: string): Promise<void> {
    this.forget(tokenHash);
    await this.onEnded?.(tokenHash);
  }

  /**
   * Switches the cache on or off; either way it starts empty, and reads under way are not kept.
   * Off, it keeps nothing and answers nothing, so every lookup reads the database.
   */
  setActive(active: boolean): void {
    this.active = active;
    this.forgets++;
    this.entries.clear();
  }

  get isActive(): boolean {
    return this.active;
  }

  get size(): number {
    return this.entries.size;
  }
}

const caches = new WeakMap<object, SessionCache>();

/** Caches the sessions read through this database handle (buildApp). */
export function cacheSessions(db: object, cache = new SessionCache()): SessionCache {
  caches.set(db, cache);
  return cache;
}

export function sessionCacheOf(db: object): SessionCache | undefined {
  return caches.get(db);
}
