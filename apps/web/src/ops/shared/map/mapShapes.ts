import { parseGeofence } from '@fairfare/contracts/geo';

/** `[lat, lng]`, Leaflet's order. */
export type LatLngTuple = [lat: number, lng: number];

/** A mark on a back-office map: a driver (free or busy) or an open request. */
export interface MapMark {
  id: string;
  lat: number;
  lng: number;
  kind: 'free' | 'busy' | 'request';
  /** Read by screen readers and shown as the mark's tooltip. */
  label: string;
}

/**
 * A geofence (GeoJSON value or text, `[lng, lat]`) as Leaflet polygon positions: polygons →
 * rings → `[lat, lng]`; `[]` when it is not a usable Polygon or MultiPolygon (or Feature of one).
 */
export function geofencePositions(geofence: unknown): LatLngTuple[][][] {
  const shape = parseGeofence(geofence ?? null);
  if (!shape) return [];
  const polygons = shape.type === 'Polygon' ? [shape.coordinates] : shape.coordinates;
  return polygons.map((rings) => rings.map((ring) => ring.map(([lng, lat]) => [lat, lng])));
}

/** The south-west and north-east corners around every point given; null for none. */
export function boundsOf(points: readonly LatLngTuple[]): [LatLngTuple, LatLngTuple] | null {
  if (points.length === 0) return null;
  const lats = points.map(([lat]) => lat);
  const lngs = points.map(([, lng]) => lng);
  return [
    [Math.min(...lats), Math.min(...lngs)],
    [Math.max(...lats), Math.max(...lngs)],
  ];
}

/**
 * The corners to frame marks in: their bounds when they spread over an area, null when there is
 * at most one place (one point has no area to fit; the map keeps its centre and city zoom).
 */
export function marksFrame(points: readonly LatLngTuple[]): [LatLngTuple, LatLngTuple] | null {
  const bounds = boundsOf(points);
  if (!bounds) return null;
  const [[south, west], [north, east]] = bounds;
  return south === north && west === east ? null : bounds;
}
