import { describe, expect, it } from 'vitest';
import { makeTrip } from '../test/fixtures';
import { editableScheduledRide, latestScheduledRide, pendingRideNow } from './get-open-requests';

const later = makeTrip({ trip_id: 2, is_ride_later: 1 });
const now = makeTrip({ trip_id: 3, is_ride_later: 0, trip_status: 'offer' });

describe("the rider's open requests", () => {
  it('finds the pending ride now', () => {
    expect(pendingRideNow([later, now])).toBe(now);
    expect(pendingRideNow([later])).toBeUndefined();
    expect(pendingRideNow([makeTrip({ trip_status: 'accept' })])).toBeUndefined();
    expect(pendingRideNow(undefined)).toBeUndefined();
  });

  it('finds a ride for later that can still be changed', () => {
    expect(editableScheduledRide([now, later], 2)).toBe(later);
    expect(editableScheduledRide([now, later], 3)).toBeUndefined();
    expect(editableScheduledRide([{ ...later, trip_status: 'offer' }], 2)).toBeUndefined();
  });

  it('finds the newest ride for later', () => {
    expect(latestScheduledRide([now, later])).toBe(later);
  });
});
