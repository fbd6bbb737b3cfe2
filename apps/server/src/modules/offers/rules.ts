import { EARTH_RADIUS_KM, toAmount, type LatLng } from '@fairfare/contracts/fare';
import type { MessageKey, MessageParams } from '@fairfare/contracts/messages';
import { OPEN_OFFER_STATUSES } from '@fairfare/contracts/offers';

/** Offer rules (spec §4 offer flow, §5 counter-offer, DESIGN §5 Offers), pure; money in cents. */
export interface OfferProblem {
  key: MessageKey;
  params?: MessageParams;
}

/**
 * An offer or counter-offer must lie within the trip's [min_amount, max_amount] (spec §5:
 * 'Please enter an amount greater than or equal to {min}', the same wording with the maximum).
 */
export function amountProblem(
  cents: number,
  trip: { min_amount: number; max_amount: number },
): OfferProblem | null {
  if (cents < trip.min_amount) {
    return { key: 'ride.counterTooLow', params: { min: toAmount(trip.min_amount) } };
  }
  if (cents > trip.max_amount) {
    return { key: 'ride.counterTooHigh', params: { max: toAmount(trip.max_amount) } };
  }
  return null;
}

/**
 * A raised fare of an open request (tripapi/raisefare): higher than the rider's current offer,
 * and within the trip's bounds like any offer.
 */
export function raiseProblem(
  cents: number,
  trip: { user_offer_amt: number; min_amount: number; max_amount: number },
): OfferProblem | null {
  if (cents <= trip.user_offer_amt) {
    return { key: 'ride.raiseNotHigher', params: { current: toAmount(trip.user_offer_amt) } };
  }
  return amountProblem(cents, trip);
}

/** Whether an offer may still be accepted or answered at `now`. */
export function isOfferOpen(offer: { status: string; expires_at: number }, now: number): boolean {
  return (
    (OPEN_OFFER_STATUSES as readonly string[]).includes(offer.status) && offer.expires_at > now
  );
}

/** When an offer made (or answered) at `now` stops being open. */
export function offerExpiresAt(now: number, validityMs: number): number {
  return now + validityMs;
}

/** The radius within which drivers are asked: driver_radius, or rl_driver_radius for later. */
export function reachKm(
  trip: { is_ride_later: number },
  radii: { driverRadiusKm: number; rlDriverRadiusKm: number },
): number {
  return trip.is_ride_later === 1 ? radii.rlDriverRadiusKm : radii.driverRadiusKm;
}

/** A lat/lng box that holds every point within `km` of `center` (a cheap SQL prefilter). */
export function boundingBox(
  center: LatLng,
  km: number,
): { minLat: number; maxLat: number; minLng: number; maxLng: number } {
  const dLat = (km / EARTH_RADIUS_KM) * (180 / Math.PI);
  const cos = Math.cos((center.lat * Math.PI) / 180);
  const dLng = cos < 1e-6 ? 180 : Math.min(180, dLat / cos);
  return {
    minLat: Math.max(-90, center.lat - dLat),
    maxLat: Math.min(90, center.lat + dLat),
    minLng: center.lng - dLng,
    maxLng: center.lng + dLng,
  };
}
