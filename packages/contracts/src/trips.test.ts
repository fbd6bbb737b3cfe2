import { describe, expect, it } from 'vitest';
import {
  ENDED_TRIP_STATUSES,
  isCancellableScheduledRide,
  isLiveTrip,
  OPEN_TRIP_STATUSES,
  TRIP_STATUSES,
} from './trips.ts';

describe('trip status groups', () => {
  it('every status is either open or ended, never both', () => {
    const open = new Set<string>(OPEN_TRIP_STATUSES);
    const ended = new Set<string>(ENDED_TRIP_STATUSES);
    for (const status of TRIP_STATUSES) expect(open.has(status) !== ended.has(status)).toBe(true);
  });

  it('a ride for later may be cancelled outside the overlay until a driver is on the way', () => {
    const later = (trip_status: (typeof TRIP_STATUSES)[number]) =>
      isCancellableScheduledRide({ is_ride_later: 1, trip_status });
    expect(['request', 'offer', 'assigned'].every((s) => later(s as 'request'))).toBe(true);
    expect(
      ['accept', 'arrive', 'begin', 'completed', 'cancel'].some((s) => later(s as 'accept')),
    ).toBe(false);
    expect(isCancellableScheduledRide({ is_ride_later: 0, trip_status: 'request' })).toBe(false);
  });

  it('a ride for later is live once it went out to drivers, a ride now always', () => {
    expect(isLiveTrip({ is_ride_later: 0, dispatched_at: null })).toBe(true);
    expect(isLiveTrip({ is_ride_later: 1, dispatched_at: null })).toBe(false);
    expect(isLiveTrip({ is_ride_later: 1, dispatched_at: 1 })).toBe(true);
  });
});
