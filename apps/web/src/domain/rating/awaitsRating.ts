import type { Trip } from '@fairfare/contracts/trips';

/**
 * The rider can still rate this trip's driver: a completed ride (paid or not) not rated yet. The
 * server takes one rating per trip and refuses the rest (ratings module).
 */
export function awaitsRating(trip: Pick<Trip, 'trip_status' | 'trip_rating'>): boolean {
  return trip.trip_status === 'completed' && trip.trip_rating === null;
}
