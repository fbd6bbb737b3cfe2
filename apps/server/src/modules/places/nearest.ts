import { EARTH_RADIUS_KM, greatCircleKm, type LatLng } from '@fairfare/contracts/fare';
import type { GazetteerPlace } from './match.ts';

/**
 * A named place names a point this close to it (metres). A phone's fix in a city is off by tens
 * of metres and a click on the map at street zoom by about as much, and the seeded places are
 * grounds (a campus, a mall, a park) whose point is their middle or main door; 150 m, about a
 * city block, still names a point at their edge without naming one on the next block after them.
 */
export const NEAREST_PLACE_MAX_METERS = 150;

/** Metres in one degree of latitude (and of longitude at the equator) on the distance's sphere. */
const METERS_PER_DEGREE = (EARTH_RADIUS_KM * 1000 * Math.PI) / 180;

export interface LatLngBox {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

/**
 * A box around `point` that holds every point within `meters` of it (a little more), for the
 * database to narrow the candidates; near a pole or the 180th meridian it spans every longitude.
 */
export function boxAround(point: LatLng, meters: number): LatLngBox {
  const reach = meters * 1.01; // rounding never leaves out a place right at the limit
  const dLat = reach / METERS_PER_DEGREE;
  const minLat = Math.max(-90, point.lat - dLat);
  const maxLat = Math.min(90, point.lat + dLat);
  const cos = Math.cos((Math.max(Math.abs(minLat), Math.abs(maxLat)) * Math.PI) / 180);
  const dLng = cos > 1e-6 ? reach / (METERS_PER_DEGREE * cos) : 360;
  const minLng = point.lng - dLng;
  const maxLng = point.lng + dLng;
  if (minLng < -180 || maxLng > 180) return { minLat, maxLat, minLng: -180, maxLng: 180 };
  return { minLat, maxLat, minLng, maxLng };
}

/**
 * The place nearest to `point` that is within `maxMeters` of it (great-circle distance), or null;
 * of two at the same distance, the first.
 */
export function nearestPlace<T extends GazetteerPlace>(
  places: readonly T[],
  point: LatLng,
  maxMeters: number = NEAREST_PLACE_MAX_METERS,
): T | null {
  let best: T | null = null;
  let bestMeters = Infinity;
  for (const place of places) {
    const meters = greatCircleKm(point, { lat: place.place_lat, lng: place.place_lng }) * 1000;
    if (meters <= maxMeters && meters < bestMeters) {
      best = place;
      bestMeters = meters;
    }
  }
  return best;
}
