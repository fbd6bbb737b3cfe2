import { describe, expect, it } from 'vitest';
import { makeTrip } from '../test/fixtures';
import { latestScheduledRide, pendingRequest } from './get-open-requests';

const later = makeTrip({ trip_id: 2, is_ride_later: 1 });
const now = makeTrip({ trip_id: 3, is_ride_later: 0, trip_status: 'offer' });

describe("the rider's open requests", () => {
  it('finds the request out with drivers: a ride now, or a ride for later once dispatched', () => {
    expect(pendingRequest([later, now])).toBe(now);
    expect(pendingRequest([later])).toBeUndefined();
    const dispatched = { ...later, dispatched_at: Date.now() };
    expect(pendingRequest([dispatched])).toBe(dispatched);
    expect(pendingRequest([makeTrip({ trip_status: 'accept' })])).toBeUndefined();
    expect(pendingRequest(undefined)).toBeUndefined();
  });

  it('finds the newest ride for later', () => {
    expect(latestScheduledRide([now, later])).toBe(later);
  });
});
