import { EARTH_RADIUS_KM, type LatLng } from '@fairfare/contracts/fare';

/** Which requests reach a driver (docs/product/states.md, docs/product/rules.md Offers), pure: the radius and its box. */

/** The radius within which drivers are asked: driver_radius, or rl_driver_radius for later. */
export function reachKm(
  trip: { is_ride_later: number },
  radii: { driverRadiusKm: number; rlDriverRadiusKm: number },
): number {
  return trip.is_ride_later === 1 ? radii.rlDriverRadiusKm : radii.driverRadiusKm;
}

/** A lat/lng box that holds every point within `km` of `center` (a cheap SQL prefilter). */
export function boundingBox(
  center: LatLng,
  km: number,
): { minLat: number; maxLat: number; minLng: number; maxLng: number } {
  const dLat = (km / EARTH_RADIUS_KM) * (180 / Math.PI);
  const cos = Math.cos((center.lat * Math.PI) / 180);
  const dLng = cos < 1e-6 ? 180 : Math.min(180, dLat / cos);
  return {
    minLat: Math.max(-90, center.lat - dLat),
    maxLat: Math.min(90, center.lat + dLat),
    minLng: center.lng - dLng,
    maxLng: center.lng + dLng,
  };
}
