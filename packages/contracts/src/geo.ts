import { z } from 'zod';

/**
 * Geofences are GeoJSON (RFC 7946) Polygon or MultiPolygon geometries, stored and sent as JSON
 * text (`geofence_json`). Positions are `[lng, lat]`; the first ring of a polygon is its outer
 * boundary, the others are holes. Rings may be closed (last position = first) or not.
 */
export type Position = readonly [lng: number, lat: number];
export type LinearRing = readonly Position[];
export type PolygonCoordinates = readonly LinearRing[];

export interface GeoJsonPolygon {
  type: 'Polygon';
  coordinates: PolygonCoordinates;
}
export interface GeoJsonMultiPolygon {
  type: 'MultiPolygon';
  coordinates: readonly PolygonCoordinates[];
}
export type Geofence = GeoJsonPolygon | GeoJsonMultiPolygon;

const positionSchema = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]);
const ringSchema = z.array(positionSchema).min(3);
const polygonCoordinatesSchema = z.array(ringSchema).min(1);

export const geofenceSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('Polygon'), coordinates: polygonCoordinatesSchema }),
  z.object({
    type: z.literal('MultiPolygon'),
    coordinates: z.array(polygonCoordinatesSchema).min(1),
  }),
]);

/** A Feature wrapping a geofence is accepted too (what map editors usually export). */
const featureSchema = z.object({ type: z.literal('Feature'), geometry: geofenceSchema });

/**
 * Reads a geofence from JSON text or an already parsed value. Anything that is not a valid
 * Polygon, MultiPolygon or Feature of one gives null (no geofence) instead of throwing.
 */
export function parseGeofence(value: unknown): Geofence | null {
  let data = value;
  if (typeof value === 'string') {
    try {
      data = JSON.parse(value);
    } catch {
      return null;
    }
  }
  const geometry = geofenceSchema.safeParse(data);
  if (geometry.success) return geometry.data;
  const feature = featureSchema.safeParse(data);
  return feature.success ? feature.data.geometry : null;
}

/** Ray casting (even-odd rule) of a point against one ring. Points on an edge may go either way. */
export function pointInRing(lat: number, lng: number, ring: LinearRing): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Inside the outer ring and outside every hole. */
export function pointInPolygon(lat: number, lng: number, polygon: PolygonCoordinates): boolean {
  const [outer, ...holes] = polygon;
  if (!outer || !pointInRing(lat, lng, outer)) return false;
  return !holes.some((hole) => pointInRing(lat, lng, hole));
}

/**
 * Whether a point lies inside a geofence given as JSON text, a parsed geometry, or null.
 * No geofence (null, empty or invalid) means no served area: false.
 */
export function isInsideGeofence(lat: number, lng: number, geofence: unknown): boolean {
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return false;
  const shape = parseGeofence(geofence);
  if (!shape) return false;
  if (shape.type === 'Polygon') return pointInPolygon(lat, lng, shape.coordinates);
  return shape.coordinates.some((polygon) => pointInPolygon(lat, lng, polygon));
}
