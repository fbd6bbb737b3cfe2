import { AFTER_RIDE_HOURS, afterRideOpen } from '@fairfare/contracts/after-ride';
import type { MessageKey, MessageParams } from '@fairfare/contracts/messages';

/** Why a rating is refused: the message key of the 409 (with its placeholders). */
export interface RatingRefusal {
  key: MessageKey;
  params?: MessageParams;
}

/**
 * Null when the rider may rate the trip's driver now (docs/product/rules.md Rating, issue 26): a completed
 * trip (paid or not), not rated yet, within AFTER_RIDE_HOURS of the ride (decision 032).
 */
export function ratingRefusal(
  trip: { trip_status: string; trip_rating: number | null; trip_date: number },
  now: number,
): RatingRefusal | null {
  if (trip.trip_rating !== null) return { key: 'rating.alreadyRated' };
  if (trip.trip_status !== 'completed') return { key: 'error.conflict' };
  if (!afterRideOpen(trip.trip_date, now)) {
    return { key: 'rating.windowClosed', params: { hours: AFTER_RIDE_HOURS } };
  }
  return null;
}

/**
 * The same rule for the driver's rating of the rider (driverapi/raterider): a completed trip, not
 * rated by its driver yet, within AFTER_RIDE_HOURS of the ride.
 */
export function riderRatingRefusal(
  trip: { trip_status: string; rider_rating: number | null; trip_date: number },
  now: number,
): RatingRefusal | null {
  return ratingRefusal({ ...trip, trip_rating: trip.rider_rating }, now);
}

/**
 * The driver's new average after one more rating (docs/product/constants.md, docs/product/rules.md Rating):
 * (old × count + new) / (count + 1), kept to 2 decimals so that the stored average reads as the
 * site shows it. A driver with no ratings yet (count 0) simply takes the new one.
 */
export function nextDriverRating(
  old: { d_rating: number; d_rating_count: number },
  rating: number,
): { d_rating: number; d_rating_count: number } {
  const count = Math.max(0, Math.trunc(old.d_rating_count));
  const average = (old.d_rating * count + rating) / (count + 1);
  return { d_rating: roundTo2(average), d_rating_count: count + 1 };
}

/** The rider's new average by drivers after one more rating: the same rule as the driver's. */
export function nextRiderRating(
  old: { u_rating: number; u_rating_count: number },
  rating: number,
): { u_rating: number; u_rating_count: number } {
  const next = nextDriverRating(
    { d_rating: old.u_rating, d_rating_count: old.u_rating_count },
    rating,
  );
  return { u_rating: next.d_rating, u_rating_count: next.d_rating_count };
}

// Binary floating point holds 8.45 / 2 as 4.22499999…; 12 significant digits first, so that a
// decimal half (4.225) rounds up as a person expects.
const roundTo2 = (v: number): number => Math.round(Number((v * 100).toPrecision(12))) / 100;
