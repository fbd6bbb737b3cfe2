import type { Updateable } from 'kysely';
import type { z } from 'zod';
import type { bookingFieldsSchema } from '@fairfare/contracts/booking';
import { splitCommission, toCents } from '@fairfare/contracts/fare';
import type { DbOrTrx } from '../../db/database.ts';
import type { TripsTable } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';
import { locateTrip, priceTrip } from '../fares/service.ts';
import { checkPromo } from '../promos/service.ts';
import {
  offerProblem,
  payModeProblem,
  scheduleProblem,
  type BookingProblem,
} from './booking-rules.ts';

// A booking priced and checked by the server (tripapi/save, a ride for later's edit, a resend).
export type Booking = z.output<typeof bookingFieldsSchema>;

/** What pricing needs of the service's settings (config BOOKING_…). */
export interface PricingOptions {
  /** Service tax in percent (config SERVICE_TAX_PERCENT). */
  serviceTaxPct: number;
  /** How many days ahead a ride may be booked (config SCHEDULE_MAX_DAYS). */
  scheduleMaxDays: number;
}

function refuse(problem: BookingProblem | null): void {
  if (problem) throw badRequest(problem.key, problem.params);
}

/** The columns a booking decides (everything but the trip's identity and life cycle). */
type BookingColumns = Required<
  Pick<
    Updateable<TripsTable>,
    | 'city_id'
    | 'category_id'
    | 'is_ride_later'
    | 'trip_date'
    | 'trip_from_loc'
    | 'trip_to_loc'
    | 'trip_from_lat'
    | 'trip_from_lng'
    | 'trip_to_lat'
    | 'trip_to_lng'
    | 'trip_scheduled_pick_lat'
    | 'trip_scheduled_pick_lng'
    | 'distance_m'
    | 'duration_min'
    | 'base_fare'
    | 'per_km'
    | 'per_min'
    | 'sub_total'
    | 'service_tax'
    | 'estimated_fare'
    | 'total_fare'
    | 'min_amount'
    | 'max_amount'
    | 'user_offer_amt'
    | 'trip_pay_amount'
    | 'trip_currency'
    | 'trip_pay_mode'
    | 'promo_id'
    | 'trip_promo_amt'
    | 'trip_comp_commision'
    | 'trip_driver_commision'
    | 'is_for_other'
    | 'passenger_name'
    | 'passenger_contact'
    | 'note'
  >
>;

interface PricedBooking {
  columns: BookingColumns;
  promo: { promoId: number; discount: number } | null;
}

/**
 * Every check of docs/product/validation.md on the server's own numbers, in the order a rider fixes them: where
 * (city, geofence, destination), what (category, pay mode, time), how much (offer bounds, promo).
 * Throws the first problem as a 4xx with its message key.
 */
export async function priceBooking(
  trx: DbOrTrx,
  riderId: number,
  booking: Booking,
  options: PricingOptions,
  now: number,
  exceptTripId?: number,
): Promise<PricedBooking> {
  const city = await locateTrip(trx, booking);
  const { rule, fare } = await priceTrip(trx, city, booking.category_id, booking, options);
  refuse(payModeProblem(booking.trip_pay_mode, city.city_pay_options));
  refuse(scheduleProblem(booking.scheduled_at, now, options.scheduleMaxDays));
  const offer = toCents(booking.user_offer_amt);
  refuse(offerProblem(offer, fare));

  let promo: PricedBooking['promo'] = null;
  let payAmount = offer;
  if (booking.promo_code) {
    const applied = await checkPromo(trx, {
      code: booking.promo_code,
      riderId,
      cityId: city.city_id,
      categoryId: rule.category_id,
      offerCents: offer,
      now,
      exceptTripId,
    });
    promo = { promoId: applied.promo.promo_id, discount: applied.discount };
    payAmount = applied.payAmount;
  }

  // The driver's amount is the offer; a promo discount is paid by the company.
  const split = splitCommission(offer, rule.commission_pct);
  const later = booking.scheduled_at !== undefined;
  return {
    promo,
    columns: {
      city_id: city.city_id,
      category_id: rule.category_id,
      is_ride_later: later ? 1 : 0,
      trip_date: booking.scheduled_at ?? now,
      trip_from_loc: booking.pickup.address,
      trip_to_loc: booking.drop.address,
      trip_from_lat: booking.pickup.lat,
      trip_from_lng: booking.pickup.lng,
      trip_to_lat: booking.drop.lat,
      trip_to_lng: booking.drop.lng,
      trip_scheduled_pick_lat: later ? booking.pickup.lat : null,
      trip_scheduled_pick_lng: later ? booking.pickup.lng : null,
      distance_m: Math.round(fare.distance_km * 1000),
      duration_min: fare.duration_min,
      base_fare: fare.base_fare,
      per_km: fare.per_km,
      per_min: fare.per_min,
      sub_total: fare.sub_total,
      service_tax: fare.service_tax,
      estimated_fare: fare.estimated_fare,
      total_fare: fare.total_fare,
      min_amount: fare.min_amount,
      max_amount: fare.max_amount,
      user_offer_amt: offer,
      trip_pay_amount: payAmount,
      trip_currency: city.city_cur,
      trip_pay_mode: booking.trip_pay_mode,
      promo_id: promo?.promoId ?? null,
      trip_promo_amt: promo?.discount ?? 0,
      trip_comp_commision: split.commission,
      trip_driver_commision: split.driver,
      is_for_other: booking.is_for_other ? 1 : 0,
      passenger_name: booking.is_for_other ? (booking.passenger_name ?? null) : null,
      passenger_contact: booking.is_for_other ? (booking.passenger_contact ?? null) : null,
      note: booking.note,
    },
  };
}
