import { describe, expect, it } from 'vitest';
import { greatCircleKm } from '@fairfare/contracts/fare';
import type { GazetteerPlace } from './match.ts';
import { boxAround, NEAREST_PLACE_MAX_METERS, nearestPlace } from './nearest.ts';

const place = (id: number, lat: number, lng: number): GazetteerPlace => ({
  place_id: id,
  place_name: `Place ${id}`,
  place_address: `${id} Main St`,
  place_lat: lat,
  place_lng: lng,
});

/** A point `meters` north of (lat, lng). */
const north = (lat: number, lng: number, meters: number) => ({
  lat: lat + meters / ((6379_000 * Math.PI) / 180),
  lng,
});

const museum = place(1, 42.9843, -81.2536); // Museum London
const eldon = place(2, 42.9858, -81.2534); // Eldon House, about 167 m north

describe('nearest named place', () => {
  it('names a point after the nearest place within 150 m', () => {
    expect(NEAREST_PLACE_MAX_METERS).toBe(150);
    expect(nearestPlace([eldon, museum], { lat: 42.9848, lng: -81.2536 })).toBe(museum);
    expect(nearestPlace([museum, eldon], { lat: 42.9853, lng: -81.2535 })).toBe(eldon);
  });

  it('counts a place at exactly the limit, not one just past it', () => {
    expect(nearestPlace([museum], north(42.9843, -81.2536, 149.9))).toBe(museum);
    expect(nearestPlace([museum], north(42.9843, -81.2536, 150.5))).toBeNull();
    expect(nearestPlace([museum], north(42.9843, -81.2536, 60), 50)).toBeNull();
  });

  it('answers nothing when no place is near, or there are none', () => {
    // the point: Covent Garden Market is the nearest seeded place, 156 m away
    expect(nearestPlace([place(3, 42.9823, -81.2498)], { lat: 42.9837, lng: -81.2497 })).toBeNull();
    expect(nearestPlace([], { lat: 42.9837, lng: -81.2497 })).toBeNull();
  });

  it('keeps the first of two places at the same distance', () => {
    const a = place(4, 43, -81);
    const b = place(5, 43, -81);
    expect(nearestPlace([a, b], { lat: 43.0005, lng: -81 })).toBe(a);
  });
});

describe('the box the database narrows the candidates with', () => {
  const inside = (box: ReturnType<typeof boxAround>, p: { lat: number; lng: number }) =>
    p.lat >= box.minLat && p.lat <= box.maxLat && p.lng >= box.minLng && p.lng <= box.maxLng;

  it('holds every point within the distance, in every direction', () => {
    for (const center of [
      { lat: 42.9837, lng: -81.2497 },
      { lat: -33.86, lng: 151.21 },
      { lat: 69.65, lng: 18.96 },
    ]) {
      const box = boxAround(center, 150);
      for (let deg = 0; deg < 360; deg += 15) {
        const r = (deg * Math.PI) / 180;
        // a point 150 m away: step along the bearing until the great circle says 150 m
        let k = 0;
        let p = center;
        while (greatCircleKm(center, p) * 1000 < 150) {
          k += 1e-6;
          p = {
            lat: center.lat + k * Math.cos(r),
            lng: center.lng + (k * Math.sin(r)) / Math.cos((center.lat * Math.PI) / 180),
          };
        }
        expect(inside(box, p)).toBe(true);
      }
      // and not much more: a point 200 m north is outside
      expect(inside(box, north(center.lat, center.lng, 200))).toBe(false);
    }
  });

  it('spans every longitude near the 180th meridian or a pole', () => {
    expect(boxAround({ lat: 10, lng: 179.9995 }, 150)).toMatchObject({ minLng: -180, maxLng: 180 });
    expect(boxAround({ lat: -10, lng: -179.9995 }, 150)).toMatchObject({
      minLng: -180,
      maxLng: 180,
    });
    expect(boxAround({ lat: 90, lng: 0 }, 150)).toEqual({
      minLat: expect.closeTo(89.99865, 4),
      maxLat: 90,
      minLng: -180,
      maxLng: 180,
    });
  });
});
