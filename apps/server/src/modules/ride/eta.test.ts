import { describe, expect, it } from 'vitest';
import { pickupEtaAt } from './eta.ts';

describe('pickupEtaAt', () => {
  const now = 1_700_000_000_000;
  const pickup = { trip_from_lat: 43.0096, trip_from_lng: -81.2737 };
  // ~5.34 km north of the pickup: 8 minutes at 40 km/h
  const coming = { ...pickup, trip_status: 'accept', d_lat: 43.0576, d_lng: -81.2737 };

  it('is when the driver reaches the pickup at 40 km/h from their last position', () => {
    const eta = pickupEtaAt(coming, now);
    expect(eta).not.toBeNull();
    const minutes = ((eta ?? 0) - now) / 60_000;
    expect(minutes).toBeGreaterThan(7.9);
    expect(minutes).toBeLessThan(8.1);
    expect(pickupEtaAt({ ...coming, trip_status: 'assigned' }, now)).toBe(eta);
  });

  it('comes nearer as the driver does: a new reading gives a nearer time', () => {
    const later = pickupEtaAt({ ...coming, d_lat: 43.0336 }, now + 60_000) ?? 0;
    expect(later).toBeLessThan(pickupEtaAt(coming, now) ?? 0);
  });

  it('is null once the driver is there or the ride began, or while their position is unknown', () => {
    for (const trip_status of ['arrive', 'begin', 'completed', 'cancel', 'offer']) {
      expect(pickupEtaAt({ ...coming, trip_status }, now)).toBeNull();
    }
    expect(pickupEtaAt({ ...coming, d_lat: null }, now)).toBeNull();
    expect(pickupEtaAt({ ...coming, d_lng: null }, now)).toBeNull();
  });
});
