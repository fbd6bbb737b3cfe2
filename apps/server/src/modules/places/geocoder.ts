import { z } from 'zod';
import type { PlaceResult, ReversePlace } from '@fairfare/contracts/places';

/** A geocoder's two questions; neither throws (errors are logged and give no results). */
export interface Geocoder {
  /** Places matching a free text. */
  search(query: string): Promise<PlaceResult[]>;
  /** The address at a point, or null when it knows none. */
  reverse(lat: number, lng: number): Promise<ReversePlace | null>;
}

export const GEOCODER_TIMEOUT_MS = 3_000;
export const GEOCODER_LIMIT = 5;
/** Shorter texts are not sent (public geocoders ask not to be used for every keystroke). */
export const GEOCODER_MIN_QUERY = 3;
/** Answers are kept this long, for this many different texts (and as many points). */
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
  /**
   * e.g. `https://nominatim.openstreetmap.org/search?format=json`; q and limit are added. The
   * reverse lookup asks the same address with `search` turned into `reverse` (reverseUrl).
   */
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

/** Reads a reverse answer: one `{ display_name, lat, lon }`, else (e.g. `{ error }`) null. */
export function readReverseHit(body: unknown): ReversePlace | null {
  const hit = hitSchema.safeParse(body);
  if (!hit.success) return null;
  return {
    address: hit.data.display_name.slice(0, ADDRESS_MAX),
    lat: hit.data.lat,
    lng: hit.data.lon,
  };
}

/** Digits of the coordinates sent for a reverse lookup (and its cache key): about a metre. */
const REVERSE_DIGITS = 5;

/**
 * Nominatim's reverse lookup beside its search: the search URL's last path part `search` (or
 * `search.php`) becomes `reverse` (`reverse.php`), any other path gets `/reverse` added; its
 * query (e.g. a key) is kept, with `format=jsonv2`, `lat` and `lon`.
 */
export function reverseUrl(searchUrl: string, lat: number, lng: number): URL {
  const url = new URL(searchUrl);
  const path = url.pathname.replace(/\/+$/, '');
  url.pathname = /\/search(\.php)?$/.test(path)
    ? path.replace(/search(\.php)?$/, 'reverse$1')
    : `${path}/reverse`;
  url.searchParams.set('format', 'jsonv2');
  url.searchParams.set('lat', lat.toFixed(REVERSE_DIGITS));
  url.searchParams.set('lon', lng.toFixed(REVERSE_DIGITS));
  return url;
}

/** Successful answers by key for CACHE_TTL_MS, at most CACHE_MAX of them (oldest out first). */
function answerCache<T>() {
  const entries = new Map<string, { at: number; value: T }>();
  return {
    get(key: string): { value: T } | undefined {
      const entry = entries.get(key);
      return entry && Date.now() - entry.at < CACHE_TTL_MS ? entry : undefined;
    },
    set(key: string, value: T): void {
      entries.delete(key);
      entries.set(key, { at: Date.now(), value });
      if (entries.size > CACHE_MAX) entries.delete(entries.keys().next().value!);
    },
  };
}

/**
 * An HTTP geocoder with a 3 s time-out, whose successful answers are cached for 10 minutes, so
 * that typing and clicking do not hammer it:
 * - search: `GET ${url}?q=…&limit=5`; texts shorter than 3 characters are not sent;
 * - reverse: `GET ${reverseUrl}?format=jsonv2&lat=…&lon=…`.
 */
export function httpGeocoder(options: GeocoderOptions): Geocoder {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? GEOCODER_TIMEOUT_MS;

  /** The JSON answer, or undefined (logged) when there is none. */
  const getJson = async (url: URL): Promise<{ body: unknown } | undefined> => {
    try {
      const res = await doFetch(url, {
        headers: { accept: 'application/json', 'user-agent': 'FairFare place search' },
        signal: AbortSignal.timeout(timeoutMs),
        // Only the configured host is asked: a redirect (say, to a loopback or private address)
        // is refused, failing like any other error (issue 31 point 9).
        redirect: 'error',
      });
      if (!res.ok) {
        options.log.warn({ status: res.status, url: url.origin }, 'geocoder answered an error');
        return undefined;
      }
      return { body: await res.json() };
    } catch (err) {
      options.log.warn({ err, url: url.origin }, 'geocoder failed');
      return undefined;
    }
  };

  const searches = answerCache<PlaceResult[]>();
  const reverses = answerCache<ReversePlace | null>();
  return {
    async search(query) {
      const text = query.trim();
      if (text.length < GEOCODER_MIN_QUERY) return [];
      const key = text.toLowerCase();
      const cached = searches.get(key);
      if (cached) return cached.value;

      const url = new URL(options.url);
      url.searchParams.set('q', text);
      url.searchParams.set('limit', String(GEOCODER_LIMIT));
      const answer = await getJson(url);
      if (!answer) return [];
      const results = readGeocoderHits(answer.body);
      searches.set(key, results);
      return results;
    },

    async reverse(lat, lng) {
      const url = reverseUrl(options.url, lat, lng);
      const key = `${url.searchParams.get('lat')},${url.searchParams.get('lon')}`;
      const cached = reverses.get(key);
      if (cached) return cached.value;

      const answer = await getJson(url);
      if (!answer) return null;
      const place = readReverseHit(answer.body);
      reverses.set(key, place);
      return place;
    },
  };
}
