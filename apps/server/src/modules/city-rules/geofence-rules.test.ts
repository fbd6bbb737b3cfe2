import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextGeofenceVersion, validGeofence } from './geofence-rules.ts';

const square = [
  [-81.3, 42.9],
  [-81.1, 42.9],
  [-81.1, 43.1],
  [-81.3, 43.1],
  [-81.3, 42.9],
];

describe('validGeofence', () => {
  it('takes a Polygon, a MultiPolygon and a Feature of one', () => {
    expect(validGeofence({ type: 'Polygon', coordinates: [square] })).toEqual({
      type: 'Polygon',
      coordinates: [square],
    });
    expect(validGeofence({ type: 'MultiPolygon', coordinates: [[square]] })?.type).toBe(
      'MultiPolygon',
    );
    expect(
      validGeofence({
        type: 'Feature',
        properties: {},
        geometry: { type: 'Polygon', coordinates: [square] },
      }),
    ).toEqual({ type: 'Polygon', coordinates: [square] });
  });

  it.each([
    ['a point', { type: 'Point', coordinates: [-81, 43] }],
    [
      'two distinct points',
      {
        type: 'Polygon',
        coordinates: [
          [
            [-81, 43],
            [-81.1, 43],
            [-81, 43],
          ],
        ],
      },
    ],
    [
      'points on a line',
      {
        type: 'Polygon',
        coordinates: [
          [
            [-81, 43],
            [-81.1, 43],
            [-81.2, 43],
            [-81, 43],
          ],
        ],
      },
    ],
    [
      'a latitude out of range',
      {
        type: 'Polygon',
        coordinates: [
          [
            [-81, 43],
            [-81.1, 95],
            [-81.2, 43],
          ],
        ],
      },
    ],
    ['text that is not JSON', '{nope'],
  ])('refuses %s', (_name, value) => {
    expect(validGeofence(value)).toBeNull();
  });
});

describe('nextGeofenceVersion', () => {
  it('is the save time, greater as text than the seeded "1"', () => {
    expect(nextGeofenceVersion('1', 1_800_000_000_000)).toBe('1800000000000');
  });

  it('is always greater by string order, whatever the clock says', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.bigInt({ min: 0n, max: 10n ** 14n }).map(String), fc.string({ maxLength: 15 })),
        fc.integer({ min: 0, max: 4_000_000_000_000 }),
        (current, now) => {
          expect(nextGeofenceVersion(current, now) > current).toBe(true);
        },
      ),
    );
  });
});
