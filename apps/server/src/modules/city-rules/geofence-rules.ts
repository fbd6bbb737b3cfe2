import { parseGeofence, type Geofence, type LinearRing } from '@fairfare/contracts/geo';

/** Twice the signed area of a ring (shoelace); 0 for a ring whose points lie on a line. */
function doubledArea(ring: LinearRing): number {
  let sum = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    sum += (ring[j]![0] - ring[i]![0]) * (ring[j]![1] + ring[i]![1]);
  }
  return sum;
}

function isUsableRing(ring: LinearRing): boolean {
  const distinct = new Set(ring.map(([lng, lat]) => `${lng},${lat}`));
  return distinct.size >= 3 && Math.abs(doubledArea(ring)) > 1e-12;
}

/**
 * A geofence staff drew or uploaded: a GeoJSON Polygon, MultiPolygon or Feature of one whose
 * every ring has three distinct points and an area. The geometry (a Feature unwrapped), or null.
 */
export function validGeofence(value: unknown): Geofence | null {
  const shape = parseGeofence(value);
  if (!shape) return null;
  const polygons = shape.type === 'Polygon' ? [shape.coordinates] : shape.coordinates;
  return polygons.every((polygon) => polygon.every(isUsableRing)) ? shape : null;
}

/**
 * The version a saved geofence gets. Sites compare versions as text (docs/product/states.md, decision 007): the
 * new one must be greater by string order than the current one, so it is the save time in epoch
 * milliseconds (13 digits, same width until the year 2286), or, when the clock is behind the
 * current version, the current number plus one.
 */
export function nextGeofenceVersion(current: string, now: number): string {
  const stamp = String(now);
  if (stamp > current) return stamp;
  const next = /^\d+$/.test(current) ? String(BigInt(current) + 1n) : '';
  return next > current ? next : `${current}1`;
}
