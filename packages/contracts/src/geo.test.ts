import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isInsideGeofence, parseGeofence, pointInPolygon, type Position } from './geo.ts';

/** A rectangle [lng, lat] ring, closed. */
function rect(west: number, south: number, east: number, north: number): Position[] {
  return [
    [west, south],
    [east, south],
    [east, north],
    [west, north],
    [west, south],
  ];
}

const square = { type: 'Polygon', coordinates: [rect(-81.4, 42.8, -81.0, 43.1)] } as const;
const withHole = {
  type: 'Polygon',
  coordinates: [rect(0, 0, 10, 10), rect(4, 4, 6, 6)],
} as const;

describe('isInsideGeofence', () => {
  it('finds a point inside and outside a polygon given as JSON text', () => {
    const json = JSON.stringify(square);
    expect(isInsideGeofence(42.9849, -81.2453, json)).toBe(true); // London, ON
    expect(isInsideGeofence(43.6532, -79.3832, json)).toBe(false); // Toronto
  });

  it('reads lat/lng in the GeoJSON [lng, lat] order, not the other way round', () => {
    expect(isInsideGeofence(-81.2453, 42.9849, square)).toBe(false);
  });

  it('treats no geofence, invalid JSON and non-polygons as outside', () => {
    expect(isInsideGeofence(1, 1, null)).toBe(false);
    expect(isInsideGeofence(1, 1, undefined)).toBe(false);
    expect(isInsideGeofence(1, 1, '')).toBe(false);
    expect(isInsideGeofence(1, 1, '{not json')).toBe(false);
    expect(isInsideGeofence(1, 1, '{"type":"Point","coordinates":[1,1]}')).toBe(false);
    expect(isInsideGeofence(1, 1, { type: 'Polygon', coordinates: [[[0, 0]]] })).toBe(false);
    expect(isInsideGeofence(Number.NaN, 1, withHole)).toBe(false);
  });

  it('excludes holes', () => {
    expect(isInsideGeofence(2, 2, withHole)).toBe(true);
    expect(isInsideGeofence(5, 5, withHole)).toBe(false);
  });

  it('handles a concave polygon (an L shape)', () => {
    const l = {
      type: 'Polygon',
      coordinates: [
        [
          [0, 0],
          [10, 0],
          [10, 4],
          [4, 4],
          [4, 10],
          [0, 10],
        ],
      ],
    };
    expect(isInsideGeofence(2, 8, l)).toBe(true);
    expect(isInsideGeofence(8, 8, l)).toBe(false);
    expect(isInsideGeofence(2, 2, l)).toBe(true);
  });

  it('accepts a MultiPolygon and a Feature', () => {
    const multi = { type: 'MultiPolygon', coordinates: [[rect(0, 0, 1, 1)], [rect(5, 5, 6, 6)]] };
    expect(isInsideGeofence(0.5, 0.5, multi)).toBe(true);
    expect(isInsideGeofence(5.5, 5.5, JSON.stringify(multi))).toBe(true);
    expect(isInsideGeofence(3, 3, multi)).toBe(false);
    expect(isInsideGeofence(0.5, 0.5, { type: 'Feature', properties: {}, geometry: multi })).toBe(
      true,
    );
  });

  it('parses once and gives the same answers', () => {
    const shape = parseGeofence(JSON.stringify(square));
    expect(shape?.type).toBe('Polygon');
    expect(isInsideGeofence(42.9849, -81.2453, shape)).toBe(true);
  });
});

/**
 * Properties on an integer grid, with points off the grid by 1/97 and 1/89: such a point can lie
 * neither on an edge between grid points (|dx|, |dy| <= 40) nor level with a vertex, so every
 * answer is unambiguous and floating-point rounding cannot flip it.
 */
describe('pointInPolygon (properties)', () => {
  const gridPosition = fc.tuple(
    fc.integer({ min: -20, max: 20 }),
    fc.integer({ min: -20, max: 20 }),
  );
  const ringArb = fc.array(gridPosition, { minLength: 3, maxLength: 12 }) as fc.Arbitrary<
    Position[]
  >;
  const pointArb = gridPosition.map(([x, y]) => [x + 1 / 97, y + 1 / 89] as const);

  it('agrees with a bounds check for any axis-aligned rectangle', () => {
    fc.assert(
      fc.property(
        gridPosition,
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 1, max: 20 }),
        pointArb,
        ([w, s], width, height, [lng, lat]) => {
          const expected = lng > w && lng < w + width && lat > s && lat < s + height;
          expect(pointInPolygon(lat, lng, [rect(w, s, w + width, s + height)])).toBe(expected);
        },
      ),
    );
  });

  it('does not depend on ring orientation or on whether the ring is closed', () => {
    fc.assert(
      fc.property(ringArb, pointArb, (ring, [lng, lat]) => {
        const answer = pointInPolygon(lat, lng, [ring]);
        expect(pointInPolygon(lat, lng, [[...ring, ring[0]!]])).toBe(answer);
        expect(pointInPolygon(lat, lng, [[...ring].reverse()])).toBe(answer);
      }),
    );
  });

  it('does not change when the polygon and the point move together', () => {
    fc.assert(
      fc.property(ringArb, pointArb, gridPosition, (ring, [lng, lat], [dx, dy]) => {
        const moved = ring.map(([x, y]) => [x + dx, y + dy] as const);
        expect(pointInPolygon(lat + dy, lng + dx, [moved])).toBe(pointInPolygon(lat, lng, [ring]));
      }),
    );
  });

  it('finds every point outside the bounding box of the polygon outside', () => {
    fc.assert(
      fc.property(
        ringArb,
        fc.double({ min: 20.5, max: 100, noNaN: true }),
        pointArb,
        (ring, far, [, y]) => {
          expect(pointInPolygon(y, far, [ring])).toBe(false);
          expect(pointInPolygon(y, -far, [ring])).toBe(false);
          expect(pointInPolygon(far, y, [ring])).toBe(false);
        },
      ),
    );
  });
});
