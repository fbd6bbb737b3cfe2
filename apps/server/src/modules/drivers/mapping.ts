import type { AnnouncedRequest, DriverOffer, OpenRequest } from '@fairfare/contracts/drivers';
import { toAmount, travelMinutes } from '@fairfare/contracts/fare';
import { tripStatusSchema } from '@fairfare/contracts/trips';
import type { OpenRequestRow } from '../ride/store.ts';

/**
 * The name a driver is shown before the ride: the passenger's first name for a ride booked for
 * someone else, else the rider's (never a surname).
 */
export function firstNameOf(trip: {
  is_for_other: number;
  passenger_name: string | null;
  rider_first_name: string;
}): string {
  const passenger = trip.is_for_other === 1 ? trip.passenger_name?.trim() : undefined;
  return passenger ? (passenger.split(/\s+/)[0] ?? passenger) : trip.rider_first_name;
}

/**
 * An open request as a driver near it sees it: of the rider only the first name, the rating by
 * drivers (null until rated) and the way they pay.
 */
export function toOpenRequest(
  trip: OpenRequestRow,
  pickupKm: number,
  myOffer: DriverOffer | null,
): OpenRequest {
  return {
    ...toAnnouncedRequest(trip),
    pickup_distance_km: Math.round(pickupKm * 100) / 100,
    pickup_eta_min: travelMinutes(pickupKm),
    my_offer: myOffer,
  };
}

/** A new request as every driver within reach hears of it (the same for all: no distance). */
export function toAnnouncedRequest(trip: OpenRequestRow): AnnouncedRequest {
  return {
    trip_id: trip.trip_id,
    trip_status: tripStatusSchema.parse(trip.trip_status),
    is_ride_later: trip.is_ride_later,
    trip_date: trip.trip_date,
    city_id: trip.city_id,
    category_id: trip.category_id,
    trip_from_loc: trip.trip_from_loc,
    trip_from_lat: trip.trip_from_lat,
    trip_from_lng: trip.trip_from_lng,
    trip_to_loc: trip.trip_to_loc,
    trip_to_lat: trip.trip_to_lat,
    trip_to_lng: trip.trip_to_lng,
    distance_km: trip.distance_m / 1000,
    duration_min: trip.duration_min,
    user_offer_amt: toAmount(trip.user_offer_amt),
    min_amount: toAmount(trip.min_amount),
    max_amount: toAmount(trip.max_amount),
    trip_currency: trip.trip_currency,
    request_expires_at: trip.request_expires_at,
    rider_first_name: firstNameOf(trip),
    rider_rating: trip.rider_rating_count > 0 ? trip.rider_rating : null,
    rider_rating_count: trip.rider_rating_count,
    trip_pay_mode: trip.trip_pay_mode,
  };
}
