import type { Selectable } from 'kysely';
import type { AnnouncedRequest, DriverOffer, DriverTrip } from '@fairfare/contracts/drivers';
import { toAmount } from '@fairfare/contracts/fare';
import { offerStatusSchema } from '@fairfare/contracts/offers';
import {
  ASSIGNED_TRIP_STATUSES,
  tripStatusSchema,
  type Trip,
  type TripDriver,
} from '@fairfare/contracts/trips';
import type { TripRequestsTable } from '../../db/schema.ts';
import { isClaimActive } from './claims.ts';
import { pickupEtaAt } from './eta.ts';
import type { OpenRequestRow } from './driver-trips-repo.ts';
import type { TripRow } from './trips-repo.ts';

/**
 * The ride's views of its rows, one per actor: the rider's trip (toTrip, also what a rider's push
 * carries), the driver's trip (toDriverTrip) and the driver's own offer (toDriverOffer). The
 * rider's view of the offers is offer-views.ts.
 */

const cents = (v: number) => v / 100;

/** Driver contact details are shared only once a driver is assigned to the rider's trip. */
const CONTACT_STATUSES = new Set(['assigned', 'accept', 'arrive', 'begin', 'completed']);

function driverOf(row: TripRow): TripDriver | null {
  if (row.driver_id === null || row.d_name === null) return null;
  return {
    driver_id: row.driver_id,
    d_name: row.d_name,
    d_phone: CONTACT_STATUSES.has(row.trip_status)
      ? `${row.d_phone_code ?? ''}${row.d_phone ?? ''}`
      : null,
    d_rating: row.d_rating ?? 0,
    d_rating_count: row.d_rating_count ?? 0,
    num_trip: row.num_trip ?? 0,
    d_lat: row.d_lat,
    d_lng: row.d_lng,
    d_profile_image_path: row.d_profile_image_path ?? '',
    car_name: row.car_name ?? '',
    car_model: row.car_model ?? '',
    car_make: row.car_make ?? '',
    car_number: row.car_number ?? '',
    car_color: row.car_color ?? '',
  };
}

/** A stored trip (cents, epoch ms) as the API shows it (decimal amounts, spec field names). */
export function toTrip(row: TripRow): Trip {
  return {
    trip_id: row.trip_id,
    id: row.trip_id,
    trip_status: tripStatusSchema.parse(row.trip_status),
    trip_date: row.trip_date,
    trip_from_loc: row.trip_from_loc,
    trip_to_loc: row.trip_to_loc,
    trip_pay_status: row.trip_pay_status,
    trip_pay_mode: row.trip_pay_mode,
    trip_pay_amount: cents(row.trip_pay_amount),
    trip_currency: row.trip_currency,
    trip_promo_amt: cents(row.trip_promo_amt),
    trip_comp_commision: cents(row.trip_comp_commision),
    trip_driver_commision: cents(row.trip_driver_commision),
    city_id: row.city_id,
    category_id: row.category_id,
    is_ride_later: row.is_ride_later,
    otp: row.otp,
    trip_scheduled_pick_lat: row.trip_scheduled_pick_lat,
    trip_scheduled_pick_lng: row.trip_scheduled_pick_lng,
    trip_reason: row.trip_reason,
    trip_rating: row.trip_rating,
    trip_feedback: row.trip_feedback,
    tip_amount: cents(row.tip_amount),
    Driver: driverOf(row),
    trip_from_lat: row.trip_from_lat,
    trip_from_lng: row.trip_from_lng,
    trip_to_lat: row.trip_to_lat,
    trip_to_lng: row.trip_to_lng,
    distance_km: row.distance_m / 1000,
    duration_min: row.duration_min,
    base_fare: cents(row.base_fare),
    per_km: cents(row.per_km),
    per_min: cents(row.per_min),
    sub_total: cents(row.sub_total),
    service_tax: cents(row.service_tax),
    estimated_fare: cents(row.estimated_fare),
    total_fare: cents(row.total_fare),
    min_amount: cents(row.min_amount),
    max_amount: cents(row.max_amount),
    user_offer_amt: cents(row.user_offer_amt),
    promo_code: row.promo_code,
    is_for_other: row.is_for_other,
    passenger_name: row.passenger_name,
    passenger_contact: row.passenger_contact,
    note: row.note,
    is_cancelled: row.is_cancelled,
    tm_acc: row.tm_acc,
    cancel_fee: cents(row.cancel_fee),
    trip_pay_pending: isClaimActive(row.pay_claimed_at, Date.now()),
    pickup_eta_at: pickupEtaAt(row, Date.now()),
    trip_pay_date: row.trip_pay_date,
    payment_card_id: row.payment_card_id,
    track_token: row.track_token,
    created_at: row.created_at,
    dispatched_at: row.dispatched_at,
    request_expires_at: row.request_expires_at,
    // only rows read with their offers count it (trips-repo tripsWithDriver)
    ...(row.offers_made === undefined || row.offers_made === null
      ? {}
      : { offers_made: Number(row.offers_made) }),
    version: row.version,
  };
}

/** The driver reaches the passenger only while assigned to the trip. */
const DRIVER_CONTACT_STATUSES = new Set<string>(ASSIGNED_TRIP_STATUSES);

export type DriverTripRow = TripRow & {
  rider_first_name: string | null;
  rider_phone_code: string | null;
  rider_phone: string | null;
};

/**
 * A trip as its driver sees it: the passenger's name and contact only while assigned (the name
 * also once completed).
 */
export function toDriverTrip(row: DriverTripRow): DriverTrip {
  const contact = DRIVER_CONTACT_STATUSES.has(row.trip_status);
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
    // the name stays on a completed trip (the driver rates that rider); the contact does not
    rider_name:
      contact || row.trip_status === 'completed'
        ? forOther
          ? row.passenger_name
          : row.rider_first_name
        : null,
    rider_contact: contact
      ? forOther
        ? row.passenger_contact
        : `${row.rider_phone_code ?? ''}${row.rider_phone ?? ''}` || null
      : null,
    note: contact ? row.note : '',
    rating_of_rider: row.rider_rating,
  };
}

/** A driver's own offer, as the driver API shows it. */
export function toDriverOffer(row: Selectable<TripRequestsTable>): DriverOffer {
  return {
    tripRequestId: row.trip_request_id,
    trip_id: row.trip_id,
    driver_id: row.driver_id,
    offer_amt: toAmount(row.offer_amt),
    user_offer_amt: row.user_offer_amt === null ? null : toAmount(row.user_offer_amt),
    status: offerStatusSchema.parse(row.status),
    expires_at: row.expires_at,
  };
}

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
