import { greatCircleKm, travelMinutes } from '@fairfare/contracts/fare';
import {
  NEARBY_DRIVERS_MAX,
  type NearbyDriverItem,
  type NearbyDriversRequest,
} from '@fairfare/contracts/nearby-drivers';
import type { DriverLocator } from '../../adapters/geo/driver-locator.ts';
import type { Db } from '../../db/database.ts';
import { nearbyRepo } from './nearby-repo.ts';

/** The radius when the `driver_radius` constant is missing or not a positive number (the seed's value). */
export const DEFAULT_DRIVER_RADIUS_KM = 5;
/** With a city or category filter the index is asked for this many, then the database filters. */
const FILTERED_CANDIDATES = 200;

const CACHE_MS = 30_000;
let radiusCache: { db: Db; km: number; until: number } | null = null;

/** `driver_radius` in km (cached briefly: the public map asks often). */
export async function driverRadiusKm(db: Db, now = Date.now()): Promise<number> {
  if (radiusCache && radiusCache.db === db && radiusCache.until > now) return radiusCache.km;
  const value = Number(await nearbyRepo.driverRadius(db));
  const km = Number.isFinite(value) && value > 0 ? value : DEFAULT_DRIVER_RADIUS_KM;
  radiusCache = { db, km, until: now + CACHE_MS };
  return km;
}

/**
 * Online drivers within `driver_radius` of a point, nearest first, at most 20: the geo index
 * says who is near, the database says who is still online (and of the city and category asked)
 * and where the record puts them; distance and ETA (docs/product/constants.md: 40 km/h, at least 1 minute) follow.
 */
export async function nearbyDrivers(
  deps: { db: Db; locator: DriverLocator },
  request: NearbyDriversRequest,
): Promise<NearbyDriverItem[]> {
  const center = { lat: request.lat, lng: request.lng };
  const radiusKm = await driverRadiusKm(deps.db);
  const filtered = request.city_id !== undefined || request.category_id !== undefined;
  const near = await deps.locator.nearby(
    center,
    radiusKm,
    filtered ? FILTERED_CANDIDATES : NEARBY_DRIVERS_MAX,
  );
  const rows = await nearbyRepo.onlineDrivers(
    deps.db,
    near.map((n) => n.driverId),
    { city_id: request.city_id, category_id: request.category_id },
  );
  const items: NearbyDriverItem[] = [];
  for (const row of rows) {
    if (row.d_lat === null || row.d_lng === null) continue;
    const km = greatCircleKm(center, { lat: row.d_lat, lng: row.d_lng });
    items.push({
      driver_id: row.driver_id,
      d_lat: row.d_lat,
      d_lng: row.d_lng,
      category_id: row.category_id,
      car_name: row.car_name,
      distance_km: Math.round(km * 100) / 100,
      eta_min: travelMinutes(km),
    });
  }
  items.sort((a, b) => a.distance_km - b.distance_km || a.driver_id - b.driver_id);
  return items.slice(0, NEARBY_DRIVERS_MAX);
}
