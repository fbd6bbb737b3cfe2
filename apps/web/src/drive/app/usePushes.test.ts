import { describe, expect, it } from 'vitest';
import type { AnnouncedRequest } from '@fairfare/contracts/drivers';
import { withPickupDistance } from './usePushes';

const announced = {
  trip_id: 7,
  trip_from_lat: 43.0096,
  trip_from_lng: -81.2737,
  trip_from_loc: 'Western University',
  user_offer_amt: 25,
  trip_currency: 'CAD',
} as AnnouncedRequest;

describe('a new request pushed to every driver alike', () => {
  it("gets this driver's own distance and time to the pickup, as the service's list has them", () => {
    // 0.01° of latitude north of the pickup: 1.11 km, 2 minutes at 40 km/h
    const request = withPickupDistance(announced, { lat: 43.0196, lng: -81.2737 });
    expect(request).toMatchObject({
      trip_id: 7,
      pickup_distance_km: 1.11,
      pickup_eta_min: 2,
      my_offer: null,
    });
    expect(withPickupDistance(announced, { lat: 43.0096, lng: -81.2737 })).toMatchObject({
      pickup_distance_km: 0,
      pickup_eta_min: 1,
    });
  });
});
