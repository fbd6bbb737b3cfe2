import { describe, expect, it } from 'vitest';
import { greatCircleKm } from '@fairfare/contracts/fare';
import { metresBetween, shouldSendPosition, type Fix } from './positionThrottle';

const start: Fix = { lat: 42.9849, lng: -81.2453, at: 1_000_000 };
/** About `metres` north of the start (1° of latitude ≈ 111.2 km). */
const north = (metres: number) => ({ lat: start.lat + metres / 111_195, lng: start.lng });

describe('when the app sends the driver position', () => {
  it('sends the first position at once', () => {
    expect(shouldSendPosition(null, start, start.at)).toBe(true);
  });

  it('sends once the driver moved 30 m or more, not for GPS jitter', () => {
    expect(shouldSendPosition(start, north(8), start.at + 4_000)).toBe(false);
    expect(shouldSendPosition(start, north(29), start.at + 4_000)).toBe(false);
    expect(shouldSendPosition(start, north(31), start.at + 4_000)).toBe(true);
  });

  it('never sends twice within 3 s, however far the driver moved', () => {
    expect(shouldSendPosition(start, north(500), start.at + 1_000)).toBe(false);
    expect(shouldSendPosition(start, north(500), start.at + 2_999)).toBe(false);
    expect(shouldSendPosition(start, north(500), start.at + 3_000)).toBe(true);
  });

  it('sends every 10 s while standing still, so the service knows the app is there', () => {
    expect(shouldSendPosition(start, start, start.at + 9_999)).toBe(false);
    expect(shouldSendPosition(start, start, start.at + 10_000)).toBe(true);
  });
});

describe('the distance the throttle measures', () => {
  it("is the great circle's within a fraction of a percent over a few kilometres", () => {
    for (const b of [north(30), { lat: 43.0255, lng: -81.279 }]) {
      const exact = greatCircleKm(start, b) * 1000;
      expect(Math.abs(metresBetween(start, b) - exact) / exact).toBeLessThan(0.005);
    }
  });
});
