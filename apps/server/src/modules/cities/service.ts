import type { City, GeofenceMap } from '@fairfare/contracts/cities';
import { toAmount } from '@fairfare/contracts/fare';
import { isInsideGeofence, parseGeofence, type Geofence } from '@fairfare/contracts/geo';
import type { DbOrTrx } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import { citiesRepo, type CityRow, type CityRuleChanges } from './repo.ts';

export type { CityRow } from './repo.ts';

/** A city as the API speaks it: money in decimal amounts of the city's currency. */
function toCity(row: CityRow): City {
  return { ...row, cancellation_fee: toAmount(row.cancellation_fee) };
}

/** The cities the service runs in (inactive, announced cities are left out). */
export async function listCities(db: DbOrTrx): Promise<City[]> {
  const rows = await citiesRepo.listActive(db);
  return rows.map(toCity);
}

/** One served city; an unknown or inactive city is a 404 `city.notFound`. */
export async function getActiveCity(db: DbOrTrx, cityId: number): Promise<City> {
  const row = await citiesRepo.findActive(db, cityId);
  if (!row) throw notFound('city.notFound');
  return toCity(row);
}

/** The geofence of every served city, keyed by city id (docs/product/api.md getgeofences). */
export async function listGeofences(db: DbOrTrx): Promise<GeofenceMap> {
  const rows = await citiesRepo.listActive(db);
  return Object.fromEntries(
    rows.map((r) => [
      String(r.city_id),
      { geofence_json: r.geofence_json, geofence_version: r.geofence_version },
    ]),
  );
}

/** A served city with its geofence parsed once (null: no served area). */
export interface ServedCity {
  city: City;
  geofence: Geofence | null;
}

/** Every served city with its parsed geofence, for deciding where a pickup is. */
export async function listServedCities(db: DbOrTrx): Promise<ServedCity[]> {
  const cities = await listCities(db);
  return cities.map((city) => ({ city, geofence: parseGeofence(city.geofence_json) }));
}

/**
 * The city a pickup belongs to. With a city id: that served city (404 `city.notFound` otherwise),
 * and null when the pickup is outside its geofence. Without: the first served city whose geofence
 * holds the pickup, or null.
 */
export function cityOfPickup(
  served: readonly ServedCity[],
  pickup: { lat: number; lng: number },
  cityId?: number,
): City | null {
  if (cityId !== undefined) {
    const chosen = served.find((s) => s.city.city_id === cityId);
    if (!chosen) throw notFound('city.notFound');
    return isInsideGeofence(pickup.lat, pickup.lng, chosen.geofence) ? chosen.city : null;
  }
  const found = served.find((s) => isInsideGeofence(pickup.lat, pickup.lng, s.geofence));
  return found?.city ?? null;
}

/** The cities of `cityIds` (every one without), served or not: the back office's list. */
export async function listCityNames(db: DbOrTrx, cityIds?: readonly number[]) {
  return citiesRepo.listNames(db, cityIds);
}

/** A city, served or not (amounts in cents); undefined when there is none. */
export async function findAnyCity(db: DbOrTrx, cityId: number): Promise<CityRow | undefined> {
  return citiesRepo.find(db, cityId);
}

/**
 * A city's payment options or geofence changed by staff. Riders' city caches follow the geofence
 * by its version (docs/product/states.md), so a new geofence comes with a greater one.
 */
export async function updateCityRules(
  db: DbOrTrx,
  cityId: number,
  changes: CityRuleChanges,
): Promise<void> {
  await citiesRepo.updateRules(db, cityId, changes);
}
