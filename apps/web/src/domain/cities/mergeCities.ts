/**
 * The merge step of the city cache (docs/product/states.md "City cache"), as a pure function.
 *
 * Exports:
 * - `type CachedCity` — a city as kept under `cityData`: the server's fields, with the geofence
 *   (`geofence_json`, `geofence_version`) the cache last accepted.
 * - `mergeCities(cached, fresh, geofences): { cities; changed }` — the new cache content.
 * - `isNewerGeofenceVersion(server, stored)` — the version rule on its own.
 */
import type { City, CityGeofence } from '@fairfare/contracts/cities';

/** A city as the cache keeps it (docs/product/data.md City: geofence_json and geofence_version included). */
export type CachedCity = City;

export interface MergeCitiesResult {
  /** The cities the server lists, in the server's order, each with its accepted geofence. */
  cities: CachedCity[];
  /** Whether `cities` differs from `cached` in any city, field or position. */
  changed: boolean;
}

/**
 * Whether the server's geofence version replaces the stored one: "greater … (string comparison)"
 * as docs/product/states.md says. This is JavaScript's lexicographic string order, NOT a numeric one: `'10' > '9'`
 * is false, so a city going from version '9' to '10' keeps its old geofence. Kept on purpose, as
 * specified; the service must issue versions that sort as text (same width, e.g. zero-padded
 * numbers or ISO timestamps) for updates to reach cached sites.
 */
export function isNewerGeofenceVersion(server: string, stored: string): boolean {
  return server > stored;
}

function sameCity(a: CachedCity, b: CachedCity | undefined): boolean {
  if (!b) return false;
  const left = a as unknown as Record<string, unknown>;
  const right = b as unknown as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  for (const key of keys) if (!Object.is(left[key], right[key])) return false;
  return true;
}

/**
 * Merges what the server says now into the cached cities (docs/product/states.md):
 * - a city the server lists and the cache holds: every field refreshed from the server, except
 *   the geofence, which is replaced only when the geofence map's version is greater (see
 *   `isNewerGeofenceVersion`); without a map entry the stored geofence stays;
 * - a new city is added with its geofence from the map (or, without an entry, the one it came with);
 * - a cached city the server no longer lists is dropped.
 * `changed` is true only when the result differs from `cached`; when it is false, `cities` is
 * `cached` itself. A city id listed twice counts once (its first occurrence).
 */
export function mergeCities(
  cached: CachedCity[],
  fresh: City[],
  geofences: Record<string, CityGeofence>,
): MergeCitiesResult {
  const stored = new Map<number, CachedCity>();
  for (const city of cached) if (!stored.has(city.city_id)) stored.set(city.city_id, city);

  const seen = new Set<number>();
  const cities: CachedCity[] = [];
  for (const city of fresh) {
    if (seen.has(city.city_id)) continue;
    seen.add(city.city_id);
    const key = String(city.city_id);
    const server = Object.hasOwn(geofences, key) ? geofences[key] : undefined;
    const previous = stored.get(city.city_id);
    let geofence: CityGeofence;
    if (previous) {
      geofence =
        server && isNewerGeofenceVersion(server.geofence_version, previous.geofence_version)
          ? server
          : previous;
    } else {
      geofence = server ?? city;
    }
    cities.push({
      ...city,
      geofence_json: geofence.geofence_json,
      geofence_version: geofence.geofence_version,
    });
  }

  const changed =
    cities.length !== cached.length || cities.some((city, i) => !sameCity(city, cached[i]));
  return changed ? { cities, changed } : { cities: cached, changed };
}
