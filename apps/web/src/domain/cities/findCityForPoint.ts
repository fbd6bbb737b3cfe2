import { isInsideGeofence } from '@fairfare/contracts/geo';
import type { CachedCity } from './mergeCities';

/**
 * The first city whose geofence holds the point, or undefined (a pickup outside every city gets
 * 'Sorry, we can't place a ride at this location.'). A city without a usable geofence holds
 * nothing. The service decides again when a trip is saved.
 */
export function findCityForPoint(
  cities: readonly CachedCity[],
  lat: number,
  lng: number,
): CachedCity | undefined {
  return cities.find((city) => isInsideGeofence(lat, lng, city.geofence_json));
}
