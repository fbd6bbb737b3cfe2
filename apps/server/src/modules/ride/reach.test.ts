import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { greatCircleKm } from '@fairfare/contracts/fare';
import { boundingBox, reachKm } from './reach.ts';

describe('reach', () => {
  it('driver_radius for a ride now, rl_driver_radius for a ride for later', () => {
    const radii = { driverRadiusKm: 5, rlDriverRadiusKm: 10 };
    expect(reachKm({ is_ride_later: 0 }, radii)).toBe(5);
    expect(reachKm({ is_ride_later: 1 }, radii)).toBe(10);
  });

  it('the bounding box holds every point within the radius', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -80, max: 80, noNaN: true }),
        fc.double({ min: -179, max: 179, noNaN: true }),
        fc.double({ min: 0.1, max: 50, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        (lat, lng, km, fraction, angle) => {
          const box = boundingBox({ lat, lng }, km);
          // A point at `fraction` of the radius in direction `angle` (small-distance approximation,
          // kept only when really within the radius).
          const d = (km * fraction * 0.999) / 6379;
          const pLat = lat + (d * Math.cos(angle) * 180) / Math.PI;
          const pLng =
            lng + (d * Math.sin(angle) * 180) / Math.PI / Math.cos((pLat * Math.PI) / 180);
          if (greatCircleKm({ lat, lng }, { lat: pLat, lng: pLng }) > km) return;
          expect(pLat).toBeGreaterThanOrEqual(box.minLat);
          expect(pLat).toBeLessThanOrEqual(box.maxLat);
          expect(pLng).toBeGreaterThanOrEqual(box.minLng);
          expect(pLng).toBeLessThanOrEqual(box.maxLng);
        },
      ),
    );
  });
});
