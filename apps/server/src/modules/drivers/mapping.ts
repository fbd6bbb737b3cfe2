import type { DriverOffer, DriverTrip, OpenRequest } from '@fairfare/contracts/drivers';
import { toAmount, travelMinutes } from '@fairfare/contracts/fare';
import { ASSIGNED_TRIP_STATUSES, tripStatusSchema } from '@fairfare/contracts/trips';
import { type OpenRequestRow, type TripRow } from '../ride/store.ts';

/** The driver reaches the passenger only while assigned to the trip. */
const CONTACT_STATUSES = new Set<string>(ASSIGNED_TRIP_STATUSES);

export type DriverTripRow = TripRow & {
  rider_first_name: string | null;
  rider_phone_code: string | null;
  rider_phone: string | null;
};

/** A trip as its driver sees it: the passenger's name and contact only while assigned. */
export function toDriverTrip(row: DriverTripRow): DriverTrip {
  const contact = CONTACT_STATUSES.has(row.trip_status);
  const forOther = row.is_for_other === 1;
  return {
    trip_id: row.trip_id,
    trip_status: tripStatusSchema.parse(row.trip_status),
    is_ride_later: row.is_ride_later,
    trip_date: row.trip_date,
    trip_from_loc: row.trip_from_loc,
    trip_from_lat: row.trip_from_lat,
    trip_from_lng: row.trip_from_lng,
    trip_to_loc: row.trip_to_loc,
    trip_to_lat: row.trip_to_lat,
    trip_to_lng: row.trip_to_lng,
    distance_km: row.distance_m / 1000,
    duration_min: row.duration_min,
    agreed_amt: toAmount(row.user_offer_amt),
    trip_comp_commision: toAmount(row.trip_comp_commision),
    trip_driver_commision: toAmount(row.trip_driver_commision),
    trip_currency: row.trip_currency,
    trip_pay_mode: row.trip_pay_mode,
    trip_pay_status: row.trip_pay_status,
    tm_acc: row.tm_acc,
    rider_name: contact ? (forOther ? row.passenger_name : row.rider_first_name) : null,
    rider_contact: contact
      ? forOther
        ? row.passenger_contact
        : `${row.rider_phone_code ?? ''}${row.rider_phone ?? ''}` || null
      : null,
    note: contact ? row.note : '',
  };
}

/** An open request as a driver near it sees it (nothing about the rider). */
export function toOpenRequest(
  trip: OpenRequestRow,
  pickupKm: number,
  myOffer: DriverOffer | null,
): OpenRequest {
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
    pickup_distance_km: Math.round(pickupKm * 100) / 100,
    pickup_eta_min: travelMinutes(pickupKm),
    user_offer_amt: toAmount(trip.user_offer_amt),
    min_amount: toAmount(trip.min_amount),
    max_amount: toAmount(trip.max_amount),
    trip_currency: trip.trip_currency,
    request_expires_at: trip.request_expires_at,
    my_offer: myOffer,
  };
}
