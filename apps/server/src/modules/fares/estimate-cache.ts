import type { EstimateResponse } from '@fairfare/contracts/booking';

/** What an estimate depends on besides the fare rules: the route, the city and the category. */
export interface EstimateKey {
  city_id?: number | undefined;
  category_id?: number | undefined;
  pickup: { lat: number; lng: number };
  drop: { lat: number; lng: number };
}

export interface EstimateCacheOptions {
  /** How long an answer is reused (ms); a change of fares or geofences shows after at most this. */
  ttlMs: number;
  /** Answers kept at most; the oldest is forgotten first. */
  maxEntries: number;
  now?: () => number;
}

/**
 * Recent fare estimates by route and category. A rider moving a pin or switching categories, and
 * the booking screen and the summary asking at once, ask for the same estimate again within
 * seconds; computing it means reading the served cities (geofences parsed) and the fare rules.
 * Concurrent asks for one key share one computation; failures (outside the geofence, …) are not
 * kept, so they are decided afresh each time.
 */
export class EstimateCache {
  readonly #entries = new Map<string, { at: number; answer: Promise<EstimateResponse> }>();
  readonly #options: Required<EstimateCacheOptions>;

  constructor(options: EstimateCacheOptions) {
    this.#options = { now: Date.now, ...options };
  }

  get size(): number {
    return this.#entries.size;
  }

  /** Forgets every answer (the fare rules or the cities changed). */
  clear(): void {
    this.#entries.clear();
  }

  /** The cached answer for `key`, or `compute()`'s, which is then kept for ttlMs. */
  answer(key: EstimateKey, compute: () => Promise<EstimateResponse>): Promise<EstimateResponse> {
    const id = keyOf(key);
    const now = this.#options.now();
    const hit = this.#entries.get(id);
    if (hit && now - hit.at < this.#options.ttlMs) return hit.answer;
    if (hit) this.#entries.delete(id);
    const answer = compute();
    this.#entries.set(id, { at: now, answer });
    answer.catch(() => {
      if (this.#entries.get(id)?.answer === answer) this.#entries.delete(id);
    });
    while (this.#entries.size > this.#options.maxEntries) {
      this.#entries.delete(this.#entries.keys().next().value!);
    }
    return answer;
  }
}

/** Coordinates as sent (no rounding: a different point may be in another city or fare band). */
function keyOf(k: EstimateKey): string {
  return `${k.city_id ?? ''}|${k.category_id ?? ''}|${k.pickup.lat},${k.pickup.lng}|${k.drop.lat},${k.drop.lng}`;
}
