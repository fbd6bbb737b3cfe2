import { z } from 'zod';
import type { PlaceResult } from '@fairfare/contracts/places';

/** Asks a free-text geocoder for places; never throws (errors are logged and give no results). */
export type Geocoder = (query: string) => Promise<PlaceResult[]>;

export const GEOCODER_TIMEOUT_MS = 3_000;
export const GEOCODER_LIMIT = 5;
/** Shorter texts are not sent (public geocoders ask not to be used for every keystroke). */
export const GEOCODER_MIN_QUERY = 3;
/** Answers are kept this long, for this many different texts. */
const CACHE_TTL_MS = 10 * 60_000;
const CACHE_MAX = 500;
/** Addresses longer than this are cut so that a chosen result still fits a booking (300). */
const ADDRESS_MAX = 300;

/** One Nominatim-style hit; lat/lon come as strings there, numbers elsewhere. */
const hitSchema = z.object({
  display_name: z.string().trim().min(1),
  name: z.string().optional(),
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
});

interface Logger {
  warn(obj: object, msg: string): void;
}

export interface GeocoderOptions {
  /** e.g. `https://nominatim.openstreetmap.org/search?format=json`; q and limit are added. */
  url: string;
  log: Logger;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** Reads a geocoder's answer: a JSON array of `{ display_name, lat, lon }`; bad entries are skipped. */
export function readGeocoderHits(body: unknown, limit = GEOCODER_LIMIT): PlaceResult[] {
  if (!Array.isArray(body)) return [];
  const results: PlaceResult[] = [];
  for (const item of body) {
    const hit = hitSchema.safeParse(item);
    if (!hit.success) continue;
    const address = hit.data.display_name.slice(0, ADDRESS_MAX);
    const name = hit.data.name?.trim() || address.split(',')[0]!.trim() || address;
    results.push({
      place_id: null,
      place_name: name.slice(0, ADDRESS_MAX),
      place_address: address,
      lat: hit.data.lat,
      lng: hit.data.lon,
      source: 'geocoder',
    });
    if (results.length >= limit) break;
  }
  return results;
}

/**
 * `GET ${url}?q=…&limit=5` with a 3 s time-out. Texts shorter than 3 characters are not sent, and
 * successful answers are cached for 10 minutes, so that typing does not hammer the geocoder.
 */
export function httpGeocoder(options: GeocoderOptions): Geocoder {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? GEOCODER_TIMEOUT_MS;
  const cache = new Map<string, { at: number; results: PlaceResult[] }>();
  return async (query) => {
    const text = query.trim();
    if (text.length < GEOCODER_MIN_QUERY) return [];
    const key = text.toLowerCase();
    const cached = cache.get(key);
    if (cached && Date.now() - cached.at < CACHE_TTL_MS) return cached.results;

    const url = new URL(options.url);
    url.searchParams.set('q', text);
    url.searchParams.set('limit', String(GEOCODER_LIMIT));
    try {
      const res = await doFetch(url, {
        headers: { accept: 'application/json', 'user-agent': 'FairFare place search' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!res.ok) {
        options.log.warn({ status: res.status, url: url.origin }, 'geocoder answered an error');
        return [];
      }
      const results = readGeocoderHits(await res.json());
      cache.delete(key);
      cache.set(key, { at: Date.now(), results });
      if (cache.size > CACHE_MAX) cache.delete(cache.keys().next().value!);
      return results;
    } catch (err) {
      options.log.warn({ err, url: url.origin }, 'geocoder failed');
      return [];
    }
  };
}
