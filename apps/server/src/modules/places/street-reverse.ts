import { greatCircleKm, type LatLng } from '@fairfare/contracts/fare';
import type { GazetteerStreet } from './gazetteer-search.ts';
import { nearestOnStreet, numberAt } from './street-line.ts';

/**
 * A point is named after a street this close to it (metres): half a downtown block, so that a
 * click on the map names the street it is on rather than the next one over.
 */
export const STREET_NAMES_POINT_MAX_METERS = 60;

/**
 * "480 Richmond St" for a point by Richmond St: the nearest street's number there (interpolated
 * between its points, so approximate) and the point on the street, or null when no street is
 * within `maxMeters`.
 */
export function addressOnStreets(
  streets: readonly GazetteerStreet[],
  point: LatLng,
  maxMeters: number = STREET_NAMES_POINT_MAX_METERS,
): { address: string; lat: number; lng: number } | null {
  let best: { address: string; lat: number; lng: number } | null = null;
  let bestMeters = Infinity;
  for (const street of streets) {
    const on = nearestOnStreet(street.anchors, point);
    const meters = greatCircleKm(point, on) * 1000;
    if (meters <= maxMeters && meters < bestMeters) {
      bestMeters = meters;
      best = {
        address: `${numberAt(street.anchors, on)} ${street.name}`,
        lat: Math.round(on.lat * 1e6) / 1e6,
        lng: Math.round(on.lng * 1e6) / 1e6,
      };
    }
  }
  return best;
}
