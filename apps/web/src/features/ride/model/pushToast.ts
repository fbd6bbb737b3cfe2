import type { TripRequest } from '@fairfare/contracts/offers';
import type { RiderPush } from '@fairfare/contracts/socket';
import type { Trip } from '@fairfare/contracts/trips';
import { cutName } from './display';

/**
 * What the rider is told of a push, besides what the overlay shows of it (the push's trip and
 * offer are already in the trip cache): the spec's toasts. `offer` is the push's offer as the
 * offer list showed it before the push (for the driver's name).
 */
export type PushToast =
  /** A ride booked for later is soon (its time in the city's time). */
  | { kind: 'reminder'; from: string; at: number }
  /** One toast for the offers, replaced by each new one, gone once a driver is assigned. */
  | { kind: 'newOffer' }
  /** A driver turned down the rider's counter-offer (issue 26); the request stays open. */
  | { kind: 'counterDeclined'; name: string | null }
  /** An offer's card vanished at the end of its countdown: which one, and why. */
  | { kind: 'offerExpired'; name: string | null }
  | null;

/** The ride still takes offers: a request out to drivers, with or without offers yet. */
function takesOffers(trip: Trip | null, tripId: number): boolean {
  return (
    trip?.trip_id === tripId && (trip.trip_status === 'request' || trip.trip_status === 'offer')
  );
}

/**
 * `tripNow` is the ride on screen once the push was taken: an offer's toast only while that ride
 * still takes offers (issue 38 point 12: a late offer push said "new offer" after the ride ended).
 */
export function pushToast(
  push: RiderPush,
  offer: TripRequest | undefined,
  tripNow: Trip | null,
): PushToast {
  const name = offer ? cutName(offer.Driver.d_name) : null;
  switch (push.trip_status) {
    case 'reminder':
      return { kind: 'reminder', from: push.data.trip_from_loc, at: push.data.trip_date };
    case 'offer':
      return takesOffers(tripNow, push.data.trip.trip_id) ? { kind: 'newOffer' } : null;
    case 'declined':
      return { kind: 'counterDeclined', name };
    case 'reject_offer':
      return { kind: 'offerExpired', name };
    default:
      // the trip's own moves show in the overlay; its end is said there (useTripEnd)
      return null;
  }
}
