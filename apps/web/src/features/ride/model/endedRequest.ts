import { RESENDABLE_TRIP_STATUSES, type Trip } from '@fairfare/contracts/trips';

/**
 * How long after a request ended without a ride (no driver answered it, or its driver cancelled
 * before the pickup) a rider who comes back is still told so, with the offer to send it again.
 * Later, the booking form is simply for a new ride. A ride now's trip_date is its booking time.
 */
export const ENDED_REQUEST_NOTICE_MS = 2 * 60 * 60_000;

/**
 * Whether a rider who comes back is to be told that their latest trip, a request, ended without
 * a ride: it did, recently, and they were not told already (`seenTripId`, the last one told, in
 * this browser).
 */
export function shouldTellEndedRequest(
  trip: Pick<Trip, 'trip_id' | 'trip_date' | 'trip_status'>,
  now: number,
  seenTripId: number | null,
): boolean {
  return (
    (RESENDABLE_TRIP_STATUSES as readonly string[]).includes(trip.trip_status) &&
    trip.trip_id !== seenTripId &&
    now - trip.trip_date < ENDED_REQUEST_NOTICE_MS
  );
}
