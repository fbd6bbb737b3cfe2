import { afterRideOpen } from '@fairfare/contracts/after-ride';
import type { Trip } from '@fairfare/contracts/trips';

/**
 * The rider can still rate this trip's driver: a completed ride (paid or not) not rated yet,
 * within the after-ride window (contracts after-ride.ts). The server takes one rating per trip,
 * in that window, and refuses the rest (ratings module).
 */
export function awaitsRating(
  trip: Pick<Trip, 'trip_status' | 'trip_rating' | 'trip_date'>,
  now: number = Date.now(),
): boolean {
  return (
    trip.trip_status === 'completed' &&
    trip.trip_rating === null &&
    afterRideOpen(trip.trip_date, now)
  );
}
