import { isInsideGeofence, parseGeofence } from '@fairfare/contracts/geo';

/** Why geofence text cannot be sent: a key of the back office's texts (locales `rules`). */
export type GeofenceTextError =
  'rules.geofenceEmpty' | 'rules.geofenceNotJson' | 'rules.geofenceNotObject';

/** What pasted or uploaded geofence text holds: a JSON object to send, or why it cannot be sent. */
export type GeofenceText =
  { ok: true; geofence: Record<string, unknown> } | { ok: false; error: GeofenceTextError };

/**
 * Reads the text of a GeoJSON geofence. Only whether it is a JSON object is checked here: the
 * service decides whether it is a usable polygon (and says so when it is not).
 */
export function readGeofenceText(text: string): GeofenceText {
  if (!text.trim()) return { ok: false, error: 'rules.geofenceEmpty' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, error: 'rules.geofenceNotJson' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, error: 'rules.geofenceNotObject' };
  }
  return { ok: true, geofence: value as Record<string, unknown> };
}

/** A FeatureCollection of one feature is what many drawing tools export: its feature is meant. */
export function singleFeature(value: Record<string, unknown>): Record<string, unknown> {
  const features = value.features;
  if (value.type === 'FeatureCollection' && Array.isArray(features) && features.length === 1) {
    const [only] = features as unknown[];
    if (typeof only === 'object' && only !== null) return only as Record<string, unknown>;
  }
  return value;
}

/**
 * The GeoJSON Polygon of the corners drawn on a map (`[lat, lng]`, in order): GeoJSON's
 * `[lng, lat]` positions, the ring closed on its first corner.
 */
export function polygonOfCorners(corners: readonly (readonly [number, number])[]) {
  const ring = corners.map(([lat, lng]) => [lng, lat]);
  if (ring.length > 0) ring.push(ring[0]!);
  return { type: 'Polygon', coordinates: [ring] };
}

/** A stored geofence as the GeoJSON box shows it (indented a little); '' when there is none. */
export function formatGeofence(geofence: unknown): string {
  return geofence ? JSON.stringify(geofence, null, 1) : '';
}

/**
 * Which of the city's places a geofence holds: the ones riders could be picked up at, inside,
 * and the ones it leaves out; null when the geofence is no usable polygon.
 */
export function placesInside(
  geofence: unknown,
  places: ReadonlyArray<{ name: string; lat: number; lng: number }>,
): { inside: string[]; outside: string[] } | null {
  if (!parseGeofence(geofence)) return null;
  const inside: string[] = [];
  const outside: string[] = [];
  for (const place of places) {
    (isInsideGeofence(place.lat, place.lng, geofence) ? inside : outside).push(place.name);
  }
  return { inside, outside };
}
