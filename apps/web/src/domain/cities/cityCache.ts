/**
 * The city cache of docs/product/states.md, kept in localStorage under `cityData` (docs/product/data.md).
 *
 * Exports:
 * - `CITY_REFRESH_INTERVAL_MS` (30 000, docs/product/constants.md).
 * - `readCachedCities(): CachedCity[] | null`, `writeCachedCities(cities)` — the stored list
 *   (anything unreadable counts as no cache).
 * - `loadCities(onChange): Promise<CachedCity[]>` — cached cities at once (with a background
 *   refresh, or, within a refresh interval of a rendered page, merged with the page's cities),
 *   or a fresh fetch when there are none.
 * - `refreshCities(onChange): Promise<CachedCity[]>` — one refresh; throws when a call fails.
 * - `startCityRefresh(onChange): () => void` — refresh every 30 s and when the page is about to
 *   unload; returns the function that stops it.
 * `onChange(cities)` is called only when a refresh changed the cache (never for the initial fetch,
 * whose cities are the promise's value). Components use `useCities()` (./useCities.ts) instead.
 */
import { getCitiesResponseSchema, type GeofenceMap } from '@fairfare/contracts/cities';
import type { CityAnswers } from '../../shared/pageState';
import { storageKeys } from '../../shared/storage';
import { getAllInOne } from './api/getAllInOne';
import { getGeofences } from './api/getGeofences';
import { recentRenderedCities } from './citySeed';
import { mergeCities, type CachedCity } from './mergeCities';

/** City refresh period (docs/product/api.md, constants.md). */
export const CITY_REFRESH_INTERVAL_MS = 30_000;

export type CitiesChanged = (cities: CachedCity[]) => void;

/** A list of cities (the same shape as the `cityapi/getcities` answer). */
const cachedCitiesSchema = getCitiesResponseSchema;

/**
 * The last stored text read and what it parsed to: screens read the cache while they render, and
 * checking a long city list each time was a good part of the booking form's first render on a
 * phone (issue 12). Callers treat the list as read-only (mergeCities builds a new one).
 */
let lastRead: { raw: string; cities: CachedCity[] | null } | undefined;

/** The cached cities, or null when there are none or the stored value is not readable. */
export function readCachedCities(): CachedCity[] | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(storageKeys.cityData);
  } catch {
    return null; // storage unavailable (private mode, blocked cookies)
  }
  if (raw === null) return null;
  if (lastRead?.raw === raw) return lastRead.cities;
  let cities: CachedCity[] | null;
  try {
    const parsed = cachedCitiesSchema.safeParse(JSON.parse(raw));
    cities = parsed.success ? parsed.data : null;
  } catch {
    cities = null;
  }
  lastRead = { raw, cities };
  return cities;
}

export function writeCachedCities(cities: CachedCity[]): void {
  const raw = JSON.stringify(cities);
  try {
    localStorage.setItem(storageKeys.cityData, raw);
    // what this tab wrote is a checked list already: reading it back need not check it again
    lastRead = { raw, cities };
  } catch (err) {
    console.error('could not store the city cache', err); // full or unavailable: keep going
  }
}

/** Both city calls of docs/product/api.md; either failing (anything but a 200 success) rejects. */
export async function fetchServerCities(signal?: AbortSignal): Promise<CityAnswers> {
  const [cities, geofences] = await Promise.all([getAllInOne(signal), getGeofences(signal)]);
  return { cities, geofences };
}

/**
 * One refresh: asks the service, merges into the cache as it is when the answer arrives, and
 * rewrites the cache and calls `onChange` only when something changed. Rejects when a call fails.
 */
export async function refreshCities(
  onChange?: CitiesChanged,
  signal?: AbortSignal,
): Promise<CachedCity[]> {
  const { cities, geofences } = await fetchServerCities(signal);
  return takeServiceCities(cities, geofences, onChange);
}

/** Merges the service's answers into the cache as it is now; writes and tells only a change. */
function takeServiceCities(
  cities: CachedCity[],
  geofences: GeofenceMap,
  onChange?: CitiesChanged,
): CachedCity[] {
  const merged = mergeCities(readCachedCities() ?? [], cities, geofences);
  if (merged.changed) {
    writeCachedCities(merged.cities);
    onChange?.(merged.cities);
  }
  return merged.cities;
}

/** A rendered page's cities carry their geofences: the map the geofence call would answer. */
function geofenceMapOf(cities: CachedCity[]): GeofenceMap {
  return Object.fromEntries(
    cities.map((c) => [
      String(c.city_id),
      { geofence_json: c.geofence_json, geofence_version: c.geofence_version },
    ]),
  );
}

/** A background refresh: errors are logged and swallowed (docs/product/messages.md). */
function refreshInBackground(onChange?: CitiesChanged): Promise<void> {
  return refreshCities(onChange).then(
    () => undefined,
    (err: unknown) => console.error('background city refresh failed', err),
  );
}

/**
 * docs/product/states.md: when cached cities exist they are returned at once and a background refresh runs
 * (its errors are logged and swallowed; `onChange` gets the new list if it changed anything),
 * except within a refresh interval of a page the service rendered with its cities: those are its
 * answers of a moment before (app/server/pageData.ts), merged as a refresh merges them instead of
 * asked for again (decision 072); the next refresh is the periodic one.
 * When none exist the cities are fetched fresh and cached; errors of that fetch are logged and
 * rethrown.
 */
export async function loadCities(onChange?: CitiesChanged): Promise<CachedCity[]> {
  const cached = readCachedCities();
  if (cached && cached.length > 0) {
    const brought = recentRenderedCities(CITY_REFRESH_INTERVAL_MS);
    if (brought) return takeServiceCities(brought, geofenceMapOf(brought));
    void refreshInBackground(onChange);
    return cached;
  }
  try {
    return await refreshCities();
  } catch (err) {
    console.error('could not load the cities', err);
    throw err;
  }
}

/**
 * Refreshes the cache every 30 s and when the page is about to unload (`pagehide`, which fires in
 * every browser on leaving and, unlike a `beforeunload` listener, does not keep the page out of
 * the back/forward cache). Overlapping refreshes are skipped. Returns the function that stops it;
 * after it, `onChange` is not called again.
 */
export function startCityRefresh(
  onChange: CitiesChanged,
  intervalMs: number = CITY_REFRESH_INTERVAL_MS,
): () => void {
  let stopped = false;
  let running = false;
  const notify: CitiesChanged = (cities) => {
    if (!stopped) onChange(cities);
  };
  const refresh = () => {
    if (running || stopped) return;
    running = true;
    void refreshInBackground(notify).finally(() => {
      running = false;
    });
  };
  const timer = setInterval(refresh, intervalMs);
  window.addEventListener('pagehide', refresh);
  return () => {
    stopped = true;
    clearInterval(timer);
    window.removeEventListener('pagehide', refresh);
  };
}
