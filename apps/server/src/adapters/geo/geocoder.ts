import type { LatLng } from '@fairfare/contracts/fare';
import type { PlaceResult, ReversePlace } from '@fairfare/contracts/places';

/** A geocoder's two questions; neither throws (errors are logged and give no results). */
export interface Geocoder {
  /** Places matching a free text, those near `near` first where the engine can bias. */
  search(query: string, near?: LatLng): Promise<PlaceResult[]>;
  /** The address at a point, or null when it knows none. */
  reverse(lat: number, lng: number): Promise<ReversePlace | null>;
}

/**
 * What differs between geocoding services (decision 054): how to ask, how to read the answer.
 * `nominatim-geocoder.ts` and `photon-geocoder.ts` are the two; httpGeocoder does the rest.
 */
export interface GeocoderEngine {
  /** The search request for a text (`near` already rounded by httpGeocoder). */
  searchUrl(base: string, text: string, limit: number, near: LatLng | undefined): URL;
  /** The results in an answer to a search; bad entries skipped, at most `limit`. */
  readSearch(body: unknown, limit: number): PlaceResult[];
  /** The request for the address at a point (already rounded by httpGeocoder). */
  reverseUrl(base: string, lat: number, lng: number): URL;
  /** The address in an answer to a point, else null ("nothing here"). */
  readReverse(body: unknown): ReversePlace | null;
}

export const GEOCODER_TIMEOUT_MS = 3_000;
export const GEOCODER_LIMIT = 5;
/** Shorter texts are not sent (a service is not asked for every first keystroke). */
export const GEOCODER_MIN_QUERY = 3;
/** Answers are kept this long, for this many different texts (and as many points). */
const CACHE_TTL_MS = 10 * 60_000;
const CACHE_MAX = 500;
/** Addresses longer than this are cut so that a chosen result still fits a booking (300). */
export const ADDRESS_MAX = 300;
/** Digits of the coordinates sent for a reverse lookup (and its cache key): about a metre. */
export const REVERSE_DIGITS = 5;
/**
 * Digits of the rider's point sent as a search's bias: about a kilometre, enough to rank a city's
 * results, and no more of where the rider stands than that leaves the service (and the cache
 * keeps answering riders of the same neighbourhood).
 */
export const NEAR_DIGITS = 2;

interface Logger {
  warn(obj: object, msg: string): void;
}

export interface GeocoderOptions {
  /** The service's search URL (its query, e.g. a key, is kept). */
  url: string;
  engine: GeocoderEngine;
  log: Logger;
  timeoutMs?: number;
  fetch?: typeof fetch;
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
 * that typing and clicking do not hammer it; texts shorter than 3 characters are not sent, the
 * rider's point is sent to about a kilometre, a point looked up to about a metre, and redirects
 * are refused.
 */
export function httpGeocoder(options: GeocoderOptions): Geocoder {
  const { engine } = options;
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

  const round = (x: number, digits: number) => Number(x.toFixed(digits));
  const searches = answerCache<PlaceResult[]>();
  const reverses = answerCache<ReversePlace | null>();
  return {
    async search(query, near) {
      const text = query.trim();
      if (text.length < GEOCODER_MIN_QUERY) return [];
      const bias = near && {
        lat: round(near.lat, NEAR_DIGITS),
        lng: round(near.lng, NEAR_DIGITS),
      };
      const key = `${text.toLowerCase()}|${bias ? `${bias.lat},${bias.lng}` : ''}`;
      const cached = searches.get(key);
      if (cached) return cached.value;

      const answer = await getJson(engine.searchUrl(options.url, text, GEOCODER_LIMIT, bias));
      if (!answer) return [];
      const results = engine.readSearch(answer.body, GEOCODER_LIMIT);
      searches.set(key, results);
      return results;
    },

    async reverse(lat, lng) {
      const at = { lat: round(lat, REVERSE_DIGITS), lng: round(lng, REVERSE_DIGITS) };
      const key = `${at.lat},${at.lng}`;
      const cached = reverses.get(key);
      if (cached) return cached.value;

      const answer = await getJson(engine.reverseUrl(options.url, at.lat, at.lng));
      if (!answer) return null;
      const place = engine.readReverse(answer.body);
      reverses.set(key, place);
      return place;
    },
  };
}

/**
 * The reverse endpoint beside a search endpoint: the search URL's last path part (`search`,
 * `search.php`, Photon's `api`) becomes `reverse` (`reverse.php`), any other path gets
 * `/reverse` added; the URL's query (e.g. a key) is kept.
 */
export function besideSearch(searchUrl: string, searchNames: RegExp): URL {
  const url = new URL(searchUrl);
  const path = url.pathname.replace(/\/+$/, '');
  const last = path.split('/').at(-1) ?? '';
  const match = searchNames.exec(last);
  url.pathname = match
    ? `${path.slice(0, path.length - last.length)}reverse${match[1] ?? ''}`
    : `${path}/reverse`;
  return url;
}
