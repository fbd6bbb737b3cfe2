/**
 * Pure helpers of the booking map (no Leaflet here, so they are tested without a browser).
 *
 * - `type MapPoint = { lat: number; lng: number }`, `type LatLngTuple = [lat, lng]`
 * - `geofenceToLatLngs(geofenceJson)` — a city's geofence (GeoJSON text, `[lng, lat]`) as
 *   Leaflet polygon positions: polygons → rings → `[lat, lng]`; `[]` when there is none.
 * - `viewFor(center, pickup, drop): MapView` — what the map should show: both markers (bounds),
 *   the one marker, or the city centre.
 */
import { parseGeofence } from '@fairfare/contracts/geo';

export interface MapPoint {
  lat: number;
  lng: number;
}

export type LatLngTuple = [lat: number, lng: number];

export type MapView =
  | { kind: 'bounds'; bounds: [LatLngTuple, LatLngTuple] }
  | { kind: 'marker'; point: LatLngTuple }
  | { kind: 'center'; point: LatLngTuple };

export function geofenceToLatLngs(geofenceJson: string | null | undefined): LatLngTuple[][][] {
  const shape = parseGeofence(geofenceJson ?? null);
  if (!shape) return [];
  const polygons = shape.type === 'Polygon' ? [shape.coordinates] : shape.coordinates;
  return polygons.map((rings) => rings.map((ring) => ring.map(([lng, lat]) => [lat, lng])));
}

const tuple = (p: MapPoint): LatLngTuple => [p.lat, p.lng];

export function viewFor(center: MapPoint, pickup: MapPoint | null, drop: MapPoint | null): MapView {
  if (pickup && drop) {
    return {
      kind: 'bounds',
      bounds: [
        [Math.min(pickup.lat, drop.lat), Math.min(pickup.lng, drop.lng)],
        [Math.max(pickup.lat, drop.lat), Math.max(pickup.lng, drop.lng)],
      ],
    };
  }
  const only = pickup ?? drop;
  if (only) return { kind: 'marker', point: tuple(only) };
  return { kind: 'center', point: tuple(center) };
}
