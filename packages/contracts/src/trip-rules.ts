/**
 * What the site decides from a trip's fields, without the trip schemas (trips.ts re-exports
 * them): a page may import these without zod and the API's schemas, which the booking screen's
 * own script leaves to the booking form (decision 066; as payment-endpoints.ts, decision 061).
 */
import type { Trip } from './trips.ts';

/**
 * Whether the site offers to cancel this ride for later outside the ride overlay (My Account, its
 * edit screen): until a driver is on the way. The `cancel` action decides again, with the fee rule.
 */
export function isCancellableScheduledRide(trip: Pick<Trip, 'is_ride_later' | 'trip_status'>) {
  return (
    trip.is_ride_later === 1 &&
    (trip.trip_status === 'request' ||
      trip.trip_status === 'offer' ||
      trip.trip_status === 'assigned')
  );
}

/**
 * Whether the site offers to change this ride with `edit_scheduled`: a ride for later that no
 * driver has taken yet. The service decides again when the change comes (trips/service.ts).
 */
export function isChangeableScheduledRide(trip: Pick<Trip, 'is_ride_later' | 'trip_status'>) {
  return trip.is_ride_later === 1 && trip.trip_status === 'request';
}

/**
 * Whether the trip is out with drivers or under way: a ride now, or a ride for later once it has
 * gone out to drivers (dispatched_at). A ride for later still waiting for its time is not live:
 * it lives in My Account, not in the ride overlay or the booking screen's pending request.
 */
export function isLiveTrip(trip: Pick<Trip, 'is_ride_later' | 'dispatched_at'>) {
  return trip.is_ride_later === 0 || trip.dispatched_at !== null;
}
